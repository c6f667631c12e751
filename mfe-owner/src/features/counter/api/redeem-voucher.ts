import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { VoucherRedeemedDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/**
 * `POST /api/vouchers/code/{code}/redeem`: redeems the voucher for its business's owner, once. 404 for an
 * unknown code or another business's; 409 with the reason for a voucher already redeemed or expired.
 */
export function redeemVoucher(code: string): Promise<VoucherRedeemedDto> {
  return apiRequest<VoucherRedeemedDto>('POST', `/api/vouchers/code/${encodeURIComponent(code)}/redeem`);
}

export function useRedeemVoucher(
  options: Omit<UseMutationOptions<VoucherRedeemedDto, unknown, string>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: redeemVoucher });
}
