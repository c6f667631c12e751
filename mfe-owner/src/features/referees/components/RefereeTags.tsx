import { Tooltip } from 'antd';
import { NOTED_ONLY_FLAG_KINDS, type CampaignRefereeDto } from '@referrals/contracts';
import { ToneTag, visuallyHidden } from '@referrals/ui';
import { FLAG_LABELS, voucherStateTag } from '../lib/referees.ts';
import * as styles from './referees.module.css';

export function StatusTag({ status }: Pick<CampaignRefereeDto, 'status'>) {
  return (
    <ToneTag tone={status === 'Verified' ? 'green' : 'orange'} className={styles.tag}>
      {status}
    </ToneTag>
  );
}

export function VoucherStateTag({ voucher }: Pick<CampaignRefereeDto, 'voucher'>) {
  const { text, tone } = voucherStateTag(voucher);
  return (
    <ToneTag tone={tone} className={styles.tag}>
      {text}
    </ToneTag>
  );
}

export function RecordedInStoreTag() {
  return (
    <ToneTag tone="gold" className={styles.tag}>
      Recorded in store
    </ToneTag>
  );
}

/** A flag that needs the owner's decision is red; one only noted (the shop's Wi-Fi) is grey. */
const flagTone = (kind: CampaignRefereeDto['flags'][number]['kind']) =>
  NOTED_ONLY_FLAG_KINDS.includes(kind) ? 'gray' : 'red';

/**
 * The referral's flags. `reasons: 'tooltip'` (the table) shows each reason on hover and focus of its tag
 * (and to screen readers with it); `'inline'` (the phone's cards, where nothing hovers) writes it under the tag.
 */
export function FlagList({
  flags,
  reasons,
}: Pick<CampaignRefereeDto, 'flags'> & { reasons: 'tooltip' | 'inline' }) {
  if (flags.length === 0) return null;
  return (
    <ul aria-label="Flags" className={styles.flags}>
      {flags.map((flag) => (
        <li key={flag.kind}>
          {reasons === 'tooltip' ? (
            <Tooltip title={flag.reason}>
              <ToneTag
                tone={flagTone(flag.kind)}
                tabIndex={0}
                className={`${styles.tag} ${styles.flagWithReason}`}
              >
                {FLAG_LABELS[flag.kind]}
                <span style={visuallyHidden}>: {flag.reason}</span>
              </ToneTag>
            </Tooltip>
          ) : (
            <>
              <ToneTag tone={flagTone(flag.kind)} className={styles.tag}>
                {FLAG_LABELS[flag.kind]}
              </ToneTag>
              <span className={styles.flagReason}>{flag.reason}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
