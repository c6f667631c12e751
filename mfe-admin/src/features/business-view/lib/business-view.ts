import type { AdminVoucherDto } from '@referrals/contracts';

/** A voucher's state as the Vouchers tab shows it: cancelled first, then redeemed, otherwise available. */
export function voucherState(voucher: Pick<AdminVoucherDto, 'isRedeemed' | 'isCancelled'>) {
  if (voucher.isCancelled) return 'Cancelled' as const;
  return voucher.isRedeemed ? ('Redeemed' as const) : ('Available' as const);
}
