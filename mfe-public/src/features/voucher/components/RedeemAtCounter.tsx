import { Button, serverMessageOf } from '@referrals/ui/light';
import type { useRedeemVoucher } from '../api/redeem-voucher.ts';
import * as styles from './voucher.module.css';

/** "15:42", in the browser's time zone. */
const timeOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : '';

/**
 * The owner's Redeem button on the voucher page, for a voucher whose read said `canRedeem` (the caller is
 * signed in as the voucher's business and it can still be used), then an unmistakable "Redeemed at 15:42".
 * A refusal says the server's reason under the button.
 */
export function RedeemAtCounter({
  redeem,
  noun,
}: {
  redeem: ReturnType<typeof useRedeemVoucher>;
  noun: 'voucher' | 'pass';
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
