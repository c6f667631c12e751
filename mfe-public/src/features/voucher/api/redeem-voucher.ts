import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoucherRedeemedDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui/light';
import { voucherQueryOptions } from './get-voucher.ts';

/**
 * `POST /api/vouchers/code/{code}/redeem`: for the signed-in owner of the voucher's business, who opened the
 * page by scanning its QR code with the phone's camera. The session cookie rides along and the browser's
 * `Origin` header answers the gateway's CSRF check; 409 with the reason when it was redeemed meanwhile.
 */
export function redeemVoucher(code: string): Promise<VoucherRedeemedDto> {
  return apiRequest<VoucherRedeemedDto>('POST', `/api/vouchers/code/${encodeURIComponent(code)}/redeem`);
}

/** Redeems the page's voucher; the page then shows it as the answer has it (redeemed, when). */
export function useRedeemVoucher(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => redeemVoucher(code),
    onSuccess: ({ voucher }) => queryClient.setQueryData(voucherQueryOptions(code).queryKey, voucher),
  });
}
