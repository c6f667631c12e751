import type { VoucherDto } from '@referrals/contracts';

/** What the counter says about a voucher, written once for the screen and its tests. */

/**
 * Whether a voucher can still be used: redeemed first (a used voucher stays used), then cancelled (its
 * referrer deleted their account), then past its expiry.
 */
export type CounterVoucherState = 'valid' | 'redeemed' | 'cancelled' | 'expired';

export function counterVoucherState(
  voucher: Pick<VoucherDto, 'isRedeemed' | 'isCancelled' | 'isExpired'>,
): CounterVoucherState {
  if (voucher.isRedeemed) return 'redeemed';
  if (voucher.isCancelled) return 'cancelled';
  return voucher.isExpired ? 'expired' : 'valid';
}

/** What the code is: a welcome pass (checks a visit in) or a voucher, and whose reward it is. */
export function voucherKindLabel(voucher: Pick<VoucherDto, 'kind' | 'type'>): string {
  if (voucher.kind === 'pass') return 'Welcome pass';
  return voucher.type === 'referee' ? 'Welcome reward' : 'Referral reward';
}
