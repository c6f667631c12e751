import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { rewardTermsLine, type VoucherDto } from '@referrals/contracts';
import { formatDate, ToneTag } from '@referrals/ui';
import { counterVoucherState, voucherKindLabel } from '../lib/voucher-terms.ts';
import { FlaggedReferral, RejectReferral } from './FlaggedReferral.tsx';
import * as styles from './counter.module.css';
import { formatMoment } from '@referrals/contracts';

interface VoucherSummaryProps {
  voucher: VoucherDto;
  redeeming: boolean;
  /** `approve`: the voucher's referral waits for a decision, and redeeming it approves it. */
  onRedeem: (approve: boolean) => void;
  rejecting: boolean;
  /** The server's refusal of the last rejection, shown under the reason. */
  rejectError: string | null;
  onReject: (refereeId: string, reason: string) => void;
}

const STATE_TAG = {
  valid: { tone: 'green', text: 'Valid' },
  redeemed: { tone: 'gray', text: 'Already redeemed' },
  cancelled: { tone: 'red', text: 'Cancelled' },
  expired: { tone: 'red', text: 'Expired' },
} as const;

const PAUSED_TAG = { tone: 'amber', text: 'Business paused' } as const;

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
 * then one big Redeem button while this owner may redeem it; otherwise why not. A flagged referral's voucher
 * shows its flags; while the referral waits for a decision, Redeem approves it and Reject cancels the voucher.
 */
export function VoucherSummary({
  voucher,
  redeeming,
  onRedeem,
  rejecting,
  rejectError,
  onReject,
}: VoucherSummaryProps) {
  const state = counterVoucherState(voucher);
  const redeemable = state === 'valid' && voucher.canRedeem;
  const { referral } = voucher;
  const undecided = redeemable && referral?.review?.state === 'pending';
  // A valid voucher of a paused business waits: said on its tag too, not "Valid".
  const tag = state === 'valid' && voucher.businessPaused ? PAUSED_TAG : STATE_TAG[state];
  const pass = voucher.kind === 'pass';
  // A pass checks a visit in: it is worth nothing in itself.
  const terms = pass
    ? null
    : rewardTermsLine({ kind: voucher.rewardType, value: voucher.value, maxDiscount: voucher.maxDiscount });
  const why =
    state === 'redeemed'
      ? `This ${pass ? 'pass' : 'voucher'} was redeemed on ${formatMoment(voucher.redeemedAt)}. It can be used once.`
      : state === 'cancelled'
        ? `This voucher was cancelled on ${formatDate(voucher.cancelledAt)}: ${voucher.cancelReason ?? 'its holder deleted their account.'}`
        : state === 'expired'
          ? `This ${pass ? 'pass' : 'voucher'} expired on ${formatDate(voucher.expiryDate)}.`
          : voucher.businessPaused
            ? `${voucher.businessName} is paused by the platform's administrators: its ${pass ? 'passes' : 'vouchers'} cannot be redeemed until it is active again. This one keeps its expiry.`
            : !voucher.canRedeem
              ? `This ${pass ? 'pass' : 'voucher'} is for ${voucher.businessName}, which is not a business of your account.`
              : null;

  return (
    <Card
      aria-labelledby="counter-voucher-title"
      classNames={{ body: styles.voucherBody }}
      className={redeemable ? styles.redeemable : undefined}
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
          <Detail label="Redeemed">{formatMoment(voucher.redeemedAt)}</Detail>
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
      {referral && <FlaggedReferral referral={referral} decidable={redeemable} />}
      {redeemable && (
        <Button
          type="primary"
          size="large"
          block
          loading={redeeming}
          disabled={rejecting}
          onClick={() => onRedeem(undecided)}
          className={styles.redeemAction}
        >
          Redeem
        </Button>
      )}
      {undecided && (
        <RejectReferral
          holderFirstName={voucher.holderFirstName}
          rejecting={rejecting}
          serverError={rejectError}
          onReject={(reason) => onReject(referral.refereeId, reason)}
        />
      )}
    </Card>
  );
}
