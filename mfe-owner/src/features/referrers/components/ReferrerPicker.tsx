import { useState } from 'react';
import { Button, Input, Skeleton } from 'antd';
import type { CampaignReferrerDto } from '@referrals/contracts';
import { useCampaignReferrers } from '../api/get-campaign-referrers.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { fullName } from '../lib/referrers.ts';
import { ReferrerAvatar } from './ReferrerAvatar.tsx';

/** Pause in typing after which the search is asked of the server. */
const SEARCH_DELAY_MS = 300;
/** Matches offered at once: enough to pick from on a phone's screen. */
const MATCHES_SHOWN = 6;

export interface ReferrerPickerProps {
  campaignId: string;
  /** The referrer chosen, if any. */
  value: CampaignReferrerDto | null;
  onChange: (referrer: CampaignReferrerDto | null) => void;
  /** The field's message (none chosen, or the server's). */
  error?: string;
  id: string;
}

function ReferrerLine({ referrer }: { referrer: CampaignReferrerDto }) {
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0, textAlign: 'left' }}>
      <ReferrerAvatar firstName={referrer.firstName} lastName={referrer.lastName} size={36} />
      <span style={{ minWidth: 0 }}>
        <span style={{ display: 'block', fontWeight: 600 }}>{fullName(referrer)}</span>
        <span style={{ display: 'block', color: '#475569', fontSize: 13, overflowWrap: 'anywhere' }}>
          {referrer.email}
        </span>
        <span style={{ display: 'block', color: '#475569', fontSize: 13 }}>Code {referrer.referralCode}</span>
      </span>
    </span>
  );
}

/**
 * Finds a referrer among the campaign's (the counter's "who sent them?"): by name, e-mail, phone or referral
 * code, asked of the server once typing pauses; the matches are big rows to tap. Once chosen, the referrer
 * stays shown with a way to change.
 */
export function ReferrerPicker({ campaignId, value, onChange, error, id }: ReferrerPickerProps) {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const referrers = useCampaignReferrers(campaignId, { search: searched || undefined, limit: MATCHES_SHOWN });

  if (value) {
    return (
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          padding: 12,
          borderRadius: 10,
          border: '1px solid #86efac',
          background: '#f0fdf4',
        }}
      >
        <ReferrerLine referrer={value} />
        <Button onClick={() => onChange(null)} style={{ minHeight: 44, flex: 'none' }}>
          Change
        </Button>
      </div>
    );
  }

  const matches = referrers.data ?? [];
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Input.Search
        id={id}
        size="large"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Name, email, phone or referral code"
        autoComplete="off"
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        loading={referrers.isFetching}
      />
      {referrers.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      ) : referrers.isError ? (
        <p role="alert" style={{ margin: 0, color: '#b91c1c' }}>
          The referrers could not be loaded. Check your connection and try again.
        </p>
      ) : matches.length === 0 ? (
        <p style={{ margin: 0, color: '#475569' }}>
          {searched ? `No referrer matches "${searched}".` : 'This campaign has no referrers yet.'}
        </p>
      ) : (
        <ul
          aria-label="Matching referrers"
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
        >
          {matches.map((referrer) => (
            <li key={referrer.id}>
              <button
                type="button"
                onClick={() => onChange(referrer)}
                className="counter-referrer-option"
                style={{
                  all: 'unset',
                  boxSizing: 'border-box',
                  width: '100%',
                  minHeight: 56,
                  padding: '8px 12px',
                  borderRadius: 10,
                  border: '1px solid #e2e8f0',
                  background: '#fff',
                  cursor: 'pointer',
                  display: 'flex',
                }}
              >
                <ReferrerLine referrer={referrer} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <style>
        {
          '.counter-referrer-option:hover{background:#f8fafc}.counter-referrer-option:focus-visible{outline:2px solid #2563eb}'
        }
      </style>
    </div>
  );
}
