import { useEffect, useRef, useState } from 'react';
import { Card, Empty, Input, Skeleton } from 'antd';
import { REFERRER_LIST_LIMIT, type CampaignReferrerDto } from '@referrals/contracts';
import { useCampaignReferrers } from '../api/get-campaign-referrers.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { fullName, matchesReferrerSearch, REFERRERS_ANCHOR_ID } from '../lib/referrers.ts';
import { ReferrerAvatar } from './ReferrerAvatar.tsx';
import { ReferrerDialog } from './ReferrerDialog.tsx';
import { NoReferrersYet } from './NoReferrersYet.tsx';
import * as styles from './referrers.module.css';

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
    <li className={styles.row}>
      <button type="button" onClick={onOpen} className={styles.rowButton}>
        <ReferrerAvatar firstName={referrer.firstName} lastName={referrer.lastName} />
        <span className={styles.who}>
          <span className={styles.name}>{fullName(referrer)}</span>
          <span className={styles.contact}>
            {referrer.email} · <code>{referrer.referralCode}</code>
          </span>
        </span>
        <span className={styles.counts}>
          <span className={styles.name}>{referrer.totalReferrals} referrals</span>
          <span className={styles.successful}>{referrer.successfulReferrals} successful</span>
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
    <div ref={cardRef} id={REFERRERS_ANCHOR_ID} className={styles.anchor}>
      <Card title={`Active Referrers${loaded && total !== undefined ? ` (${total})` : ''}`}>
        <Input.Search
          placeholder="Search by name, email or referral code"
          aria-label="Search referrers"
          allowClear
          value={search}
          loading={!settled}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.search}
        />
        {referrers.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 3 }} className={styles.loading} />
        ) : referrers.isError ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Referrers could not be loaded" />
        ) : shown.length === 0 && !settled ? (
          <Skeleton active avatar paragraph={{ rows: 1 }} className={styles.loading} />
        ) : shown.length === 0 && !searched ? (
          <NoReferrersYet />
        ) : shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No referrers match "${searched}"`} />
        ) : (
          <>
            {notice && (
              <p role="status" className={styles.notice}>
                {notice}
              </p>
            )}
            <ul aria-label="Referrers" className={styles.list}>
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
