import type { VoucherReferralReviewDto } from '@referrals/contracts';
import { Link } from '@referrals/ui/light-router';
import { Button, serverMessageOf } from '@referrals/ui/light';
import { flaggedReferralTitle, redeemApprovesNote } from '@referrals/ui/voucher';
import { paths } from '../../../config/paths.ts';
import type { useRedeemVoucher } from '../api/redeem-voucher.ts';
import * as styles from './voucher.module.css';

/** "15:42", in the browser's time zone. */
const timeOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : '';

/**
 * The owner's Redeem button on the voucher page, for a voucher whose read said `canRedeem` (the caller is
 * signed in as the voucher's business and it can still be used), then an unmistakable "Redeemed at 15:42".
 * A referral the abuse rules flagged shows its flags first, as the counter does; while it waits for the owner's
 * decision, Redeem approves it, and rejecting it is the counter's (it asks for the reason the friend is shown).
 * A refusal says the server's reason under the button.
 */
export function RedeemAtCounter({
  redeem,
  noun,
  referral,
}: {
  redeem: ReturnType<typeof useRedeemVoucher>;
  noun: 'voucher' | 'pass';
  /** The owner's view of a referee voucher's referral: its flags and review. */
  referral: VoucherReferralReviewDto | undefined;
}) {
  if (redeem.isSuccess) {
    return (
      <p className={styles.redeemed} role="status">
        Redeemed at {timeOf(redeem.data.voucher.redeemedAt)}
      </p>
    );
  }
  return (
    <section className={styles.counter} aria-labelledby="voucher-counter-title">
      <h2 id="voucher-counter-title" className={styles.sectionTitle}>
        At the counter
      </h2>
      <p className={styles.instructions}>
        You are signed in as this business: redeem the {noun} when the customer uses it.
      </p>
      {referral && referral.flags.length > 0 && (
        <section className={styles.flagged} aria-labelledby="voucher-flagged-title">
          <h3 id="voucher-flagged-title" className={styles.flaggedTitle}>
            {flaggedReferralTitle(referral)}
          </h3>
          <p>Referred by {referral.referrerName ?? 'a deleted referrer'}</p>
          <ul aria-label="Flags">
            {referral.flags.map((flag) => (
              <li key={flag.kind}>{flag.reason}</li>
            ))}
          </ul>
          {referral.review?.state === 'pending' && (
            <p>
              {redeemApprovesNote(referral.review)} To reject it, open{' '}
              <Link to={paths.counter}>the counter</Link> and enter the code.
            </p>
          )}
        </section>
      )}
      <Button
        variant="primary"
        size="large"
        block
        loading={redeem.isPending}
        onClick={() => redeem.mutate()}
        className={styles.redeem}
      >
        Redeem
      </Button>
      <p className={styles.downloadError} role="alert">
        {redeem.isError
          ? serverMessageOf(
              redeem.error,
              `The ${noun} could not be redeemed. Check your connection and try again.`,
            )
          : ''}
      </p>
    </section>
  );
}
