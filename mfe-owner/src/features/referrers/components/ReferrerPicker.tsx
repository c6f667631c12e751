import { useState } from 'react';
import { Button, Input, Skeleton } from 'antd';
import type { CampaignReferrerDto } from '@referrals/contracts';
import { useCampaignReferrers } from '../api/get-campaign-referrers.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { fullName } from '../lib/referrers.ts';
import { ReferrerAvatar } from './ReferrerAvatar.tsx';
import * as styles from './referrers.module.css';

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
    <span className={styles.pickerLine}>
      <ReferrerAvatar firstName={referrer.firstName} lastName={referrer.lastName} size={36} />
      <span className={styles.pickerText}>
        <span className={styles.name}>{fullName(referrer)}</span>
        <span className={`${styles.pickerDetail} ${styles.pickerEmail}`}>{referrer.email}</span>
        <span className={styles.pickerDetail}>Code {referrer.referralCode}</span>
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
      <div className={styles.chosen}>
        <ReferrerLine referrer={value} />
        <Button onClick={() => onChange(null)} className={styles.change}>
          Change
        </Button>
      </div>
    );
  }

  // A referrer who deleted their account can no longer be credited with a friend.
  const matches = referrers.data?.filter((referrer) => !referrer.deleted) ?? [];
  return (
    <div className={styles.picker}>
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
        <p role="alert" className={styles.problem}>
          The referrers could not be loaded. Check your connection and try again.
        </p>
      ) : matches.length === 0 ? (
        <p className={styles.hint}>
          {searched ? `No referrer matches "${searched}".` : 'This campaign has no referrers yet.'}
        </p>
      ) : (
        <ul aria-label="Matching referrers" className={styles.options}>
          {matches.map((referrer) => (
            <li key={referrer.id}>
              <button type="button" onClick={() => onChange(referrer)} className={styles.option}>
                <ReferrerLine referrer={referrer} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
