import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { VoucherRedeemedDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** What Redeem sends: the code, and `approve` for a flagged voucher whose referral waits for a decision. */
export interface RedeemRequest {
  code: string;
  approve: boolean;
}

/**
 * `POST /api/vouchers/code/{code}/redeem`: redeems the voucher for its business's owner, once. 404 for an
 * unknown code or another business's; 409 with the reason for a voucher already redeemed, expired or
 * cancelled. `approve` approves the waiting referral of a flagged voucher in the same transaction.
 */
export function redeemVoucher({ code, approve }: RedeemRequest): Promise<VoucherRedeemedDto> {
  return apiRequest<VoucherRedeemedDto>(
    'POST',
    `/api/vouchers/code/${encodeURIComponent(code)}/redeem`,
    approve ? { approve: true } : undefined,
  );
}

export function useRedeemVoucher(
  options: Omit<UseMutationOptions<VoucherRedeemedDto, unknown, RedeemRequest>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: redeemVoucher });
}
