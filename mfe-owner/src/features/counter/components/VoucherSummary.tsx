import type { ReactNode } from 'react';
import { Button, Card, Tag } from 'antd';
import { rewardTermsLine, type VoucherDto } from '@referrals/contracts';
import { formatDate } from '@referrals/ui';
import { TAG_TONES } from '../../../lib/tag-tones.ts';
import { counterVoucherState, formatDateTime, voucherKindLabel } from '../lib/voucher-terms.ts';

interface VoucherSummaryProps {
  voucher: VoucherDto;
  redeeming: boolean;
  onRedeem: () => void;
}

const STATE_TAG = {
  valid: { tone: 'green', text: 'Valid' },
  redeemed: { tone: 'gray', text: 'Already redeemed' },
  cancelled: { tone: 'red', text: 'Cancelled' },
  expired: { tone: 'red', text: 'Expired' },
} as const;

const TAG = { fontSize: 13, marginInlineEnd: 0 } as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '8px 0' }}>
      <dt style={{ color: '#475569' }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/**
 * A voucher or welcome pass as read at the counter: what it is, the reward and its terms, whose it is, its state and expiry,
 * then one big Redeem button while this owner may redeem it; otherwise why not.
 */
export function VoucherSummary({ voucher, redeeming, onRedeem }: VoucherSummaryProps) {
  const state = counterVoucherState(voucher);
  const tag = STATE_TAG[state];
  const pass = voucher.kind === 'pass';
  // A pass checks a visit in: it is worth nothing in itself.
  const terms = pass
    ? null
    : rewardTermsLine({ kind: voucher.rewardType, value: voucher.value, maxDiscount: voucher.maxDiscount });
  const why =
    state === 'redeemed'
      ? `This ${pass ? 'pass' : 'voucher'} was redeemed on ${formatDateTime(voucher.redeemedAt)}. It can be used once.`
      : state === 'cancelled'
        ? `This voucher was cancelled on ${formatDate(voucher.cancelledAt)}: its holder deleted their account.`
        : state === 'expired'
          ? `This ${pass ? 'pass' : 'voucher'} expired on ${formatDate(voucher.expiryDate)}.`
          : !voucher.canRedeem
            ? `This ${pass ? 'pass' : 'voucher'} is for ${voucher.businessName}, which is not a business of your account.`
            : null;

  return (
    <Card
      aria-labelledby="counter-voucher-title"
      styles={{ body: { display: 'grid', gap: 12 } }}
      style={{ borderColor: state === 'valid' && voucher.canRedeem ? '#16a34a' : undefined }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Tag style={{ ...TAG, ...TAG_TONES[pass ? 'purple' : 'blue'] }}>{voucherKindLabel(voucher)}</Tag>
        <Tag style={{ ...TAG, ...TAG_TONES[tag.tone] }}>{tag.text}</Tag>
      </div>
      <h2 id="counter-voucher-title" style={{ margin: 0, fontSize: 24, lineHeight: 1.25 }}>
        {pass ? 'Welcome pass' : voucher.rewardDescription}
      </h2>
      {terms && <p style={{ margin: 0, marginTop: -8, fontSize: 16, color: '#334155' }}>{terms}</p>}
      <dl style={{ margin: 0, borderTop: '1px solid #e2e8f0' }}>
        <Detail label="For">{voucher.holderFirstName || '—'}</Detail>
        {pass && <Detail label="Reward">None: checks the visit in</Detail>}
        <Detail label="Campaign">{voucher.campaignName}</Detail>
        <Detail label="Code">
          <code style={{ fontSize: 15 }}>{voucher.code}</code>
        </Detail>
        {state === 'redeemed' ? (
          <Detail label="Redeemed">{formatDateTime(voucher.redeemedAt)}</Detail>
        ) : (
          <Detail label={state === 'expired' ? 'Expired on' : 'Valid until'}>
            {formatDate(voucher.expiryDate)}
          </Detail>
        )}
      </dl>
      {why && (
        <p role="note" style={{ margin: 0, color: '#b91c1c', fontWeight: 600 }}>
          {why}
        </p>
      )}
      {state === 'valid' && voucher.canRedeem && (
        <Button
          type="primary"
          size="large"
          block
          loading={redeeming}
          onClick={onRedeem}
          style={{ minHeight: 56, fontSize: 18, fontWeight: 700 }}
        >
          Redeem
        </Button>
      )}
    </Card>
  );
}
