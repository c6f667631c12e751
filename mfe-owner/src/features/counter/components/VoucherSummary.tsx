import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { rewardTermsLine, type VoucherDto } from '@referrals/contracts';
import { formatDate, ToneTag } from '@referrals/ui';
import { counterVoucherState, formatDateTime, voucherKindLabel } from '../lib/voucher-terms.ts';
import * as styles from './counter.module.css';

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

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailLabel}>{label}</dt>
      <dd className={styles.detailValue}>{children}</dd>
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
      classNames={{ body: styles.voucherBody }}
      className={state === 'valid' && voucher.canRedeem ? styles.redeemable : undefined}
    >
      <div className={styles.tags}>
        <ToneTag tone={pass ? 'purple' : 'blue'} className={styles.tag}>
          {voucherKindLabel(voucher)}
        </ToneTag>
        <ToneTag tone={tag.tone} className={styles.tag}>
          {tag.text}
        </ToneTag>
      </div>
      <h2 id="counter-voucher-title" className={styles.voucherTitle}>
        {pass ? 'Welcome pass' : voucher.rewardDescription}
      </h2>
      {terms && <p className={styles.terms}>{terms}</p>}
      <dl className={styles.details}>
        <Detail label="For">{voucher.holderFirstName || '—'}</Detail>
        {pass && <Detail label="Reward">None: checks the visit in</Detail>}
        <Detail label="Campaign">{voucher.campaignName}</Detail>
        <Detail label="Code">
          <code className={styles.code}>{voucher.code}</code>
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
        <p role="note" className={styles.why}>
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
          className={styles.redeemAction}
        >
          Redeem
        </Button>
      )}
    </Card>
  );
}
