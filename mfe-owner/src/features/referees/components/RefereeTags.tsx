import { Tag, Tooltip } from 'antd';
import type { CampaignRefereeDto } from '@referrals/contracts';
import { visuallyHidden } from '@referrals/ui';
import { TAG_TONES } from '../../../lib/tag-tones.ts';
import { FLAG_LABELS, voucherStateTag } from '../lib/referees.ts';

const TAG = { marginInlineEnd: 0, fontSize: 13 } as const;

export function StatusTag({ status }: Pick<CampaignRefereeDto, 'status'>) {
  return <Tag style={{ ...TAG, ...TAG_TONES[status === 'Verified' ? 'green' : 'orange'] }}>{status}</Tag>;
}

export function VoucherStateTag({ voucher }: Pick<CampaignRefereeDto, 'voucher'>) {
  const { text, tone } = voucherStateTag(voucher);
  return <Tag style={{ ...TAG, ...TAG_TONES[tone] }}>{text}</Tag>;
}

export function RecordedInStoreTag() {
  return <Tag style={{ ...TAG, ...TAG_TONES.gold }}>Recorded in store</Tag>;
}

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
    <ul aria-label="Flags" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
      {flags.map((flag) => (
        <li key={flag.kind}>
          {reasons === 'tooltip' ? (
            <Tooltip title={flag.reason}>
              <Tag tabIndex={0} style={{ ...TAG, ...TAG_TONES.red, cursor: 'help' }}>
                {FLAG_LABELS[flag.kind]}
                <span style={visuallyHidden}>: {flag.reason}</span>
              </Tag>
            </Tooltip>
          ) : (
            <>
              <Tag style={{ ...TAG, ...TAG_TONES.red }}>{FLAG_LABELS[flag.kind]}</Tag>
              <span style={{ display: 'block', marginTop: 2, fontSize: 13, color: '#9a3412' }}>
                {flag.reason}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
