import type { VoucherDto, VoucherRedeemedDto } from '@referrals/contracts';
import { apiRequest, useAction } from '@referrals/ui/light';

/**
 * `POST /api/vouchers/code/{code}/redeem`: for the signed-in owner of the voucher's business, who opened the
 * page by scanning its QR code with the phone's camera. The session cookie rides along and the browser's
 * `Origin` header answers the gateway's CSRF check; 409 with the reason when it was redeemed meanwhile.
 */
export function redeemVoucher(code: string): Promise<VoucherRedeemedDto> {
  return apiRequest<VoucherRedeemedDto>('POST', `/api/vouchers/code/${encodeURIComponent(code)}/redeem`);
}

/** Redeems the page's voucher; `onRedeemed` gets it as the answer has it (redeemed, when), for the page to show. */
export function useRedeemVoucher(code: string, onRedeemed: (voucher: VoucherDto) => void) {
  return useAction(() => redeemVoucher(code), { onSuccess: ({ voucher }) => onRedeemed(voucher) });
}
