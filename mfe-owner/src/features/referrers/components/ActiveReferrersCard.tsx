import { useEffect, useRef, useState } from 'react';
import { Card, Empty, Input, Skeleton } from 'antd';
import { REFERRER_LIST_LIMIT, type CampaignReferrerDto } from '@referrals/contracts';
import { useCampaignReferrers } from '../api/get-campaign-referrers.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { fullName, matchesReferrerSearch, REFERRERS_ANCHOR_ID } from '../lib/referrers.ts';
import { ReferrerAvatar } from './ReferrerAvatar.tsx';
import { ReferrerDialog } from './ReferrerDialog.tsx';
import { NoReferrersYet } from './NoReferrersYet.tsx';

/** Pause in typing after which the search is asked of the server. */
const SEARCH_DELAY_MS = 300;

interface ActiveReferrersCardProps {
  campaignId: string;
  /**
   * The campaign's active referrers (its statistics): how many there are beyond the best 100 the list
   * loads. Without it the card can only count what it loaded.
   */
  activeReferrers?: number;
  /** Bring the list into view once it has loaded (the page was opened through "View All Referrers"). */
  scrollIntoView?: boolean;
  onReferrerDeleted?: (referrer: CampaignReferrerDto) => void;
}

function ReferrerRow({ referrer, onOpen }: { referrer: CampaignReferrerDto; onOpen: () => void }) {
  return (
    <li style={{ borderBottom: '1px solid #f1f5f9' }}>
      <button
        type="button"
        onClick={onOpen}
        style={{
          all: 'unset',
          boxSizing: 'border-box',
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: '12px 4px',
          cursor: 'pointer',
        }}
        className="referrer-row"
      >
        <ReferrerAvatar firstName={referrer.firstName} lastName={referrer.lastName} />
        <span style={{ minWidth: 0, flex: 1 }}>
          <span style={{ display: 'block', fontWeight: 600 }}>{fullName(referrer)}</span>
          <span style={{ display: 'block', color: '#64748b', fontSize: 13, overflowWrap: 'anywhere' }}>
            {referrer.email} · <code>{referrer.referralCode}</code>
          </span>
        </span>
        <span style={{ flex: 'none', textAlign: 'right', fontSize: 13, color: '#334155' }}>
          <span style={{ display: 'block', fontWeight: 600 }}>{referrer.totalReferrals} referrals</span>
          <span style={{ display: 'block', color: '#15803d' }}>
            {referrer.successfulReferrals} successful
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * The campaign's Active Referrers (docs/product-rules.md §2): the best 100, searchable by first name, last name, email or
 * referral code. The search is the server's (a campaign can have tens of thousands of referrers), asked once
 * typing pauses. Until its answer comes the previous list stays, narrowed to the rows that match what is
 * typed, so a row on screen always matches the search box. A row opens the referrer's details.
 */
export function ActiveReferrersCard({
  campaignId,
  activeReferrers,
  scrollIntoView = false,
  onReferrerDeleted,
}: ActiveReferrersCardProps) {
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const searched = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const referrers = useCampaignReferrers(campaignId, searched ? { search: searched } : {});
  const [openId, setOpenId] = useState<string | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const loaded = referrers.isSuccess;

  useEffect(() => {
    if (scrollIntoView && loaded) cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [scrollIntoView, loaded]);

  const list = referrers.data ?? [];
  const settled = !referrers.isPlaceholderData && typed === searched;
  const shown = settled ? list : list.filter((referrer) => matchesReferrerSearch(referrer, typed));
  const total = activeReferrers ?? (searched ? undefined : list.length);
  const open = list.find((referrer) => referrer.id === openId) ?? null;
  const notice = !settled
    ? null
    : !searched && total !== undefined && total > list.length
      ? `Showing the top ${list.length} of ${total} referrers — search to find others`
      : searched && list.length >= REFERRER_LIST_LIMIT.default
        ? `Showing the top ${list.length} matches — refine the search to find others`
        : null;

  return (
    <div ref={cardRef} id={REFERRERS_ANCHOR_ID} style={{ scrollMarginTop: 72 }}>
      <style>
        {'.referrer-row:hover{background:#f8fafc}.referrer-row:focus-visible{outline:2px solid #2563eb}'}
      </style>
      <Card title={`Active Referrers${loaded && total !== undefined ? ` (${total})` : ''}`}>
        <Input.Search
          placeholder="Search by name, email or referral code"
          aria-label="Search referrers"
          allowClear
          value={search}
          loading={!settled}
          onChange={(event) => setSearch(event.target.value)}
          style={{ marginBottom: 8 }}
        />
        {referrers.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 3 }} style={{ paddingTop: 12 }} />
        ) : referrers.isError ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Referrers could not be loaded" />
        ) : shown.length === 0 && !settled ? (
          <Skeleton active avatar paragraph={{ rows: 1 }} style={{ paddingTop: 12 }} />
        ) : shown.length === 0 && !searched ? (
          <NoReferrersYet />
        ) : shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No referrers match "${searched}"`} />
        ) : (
          <>
            {notice && (
              <p role="status" style={{ margin: '4px 0 8px', color: '#64748b', fontSize: 13 }}>
                {notice}
              </p>
            )}
            <ul aria-label="Referrers" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {shown.map((referrer) => (
                <ReferrerRow key={referrer.id} referrer={referrer} onOpen={() => setOpenId(referrer.id)} />
              ))}
            </ul>
          </>
        )}
      </Card>
      <ReferrerDialog referrer={open} onClose={() => setOpenId(null)} onDeleted={onReferrerDeleted} />
    </div>
  );
}
