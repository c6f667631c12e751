import type { VoucherDto, VoucherRedeemedDto } from '@referrals/contracts';
import { apiRequest, useAction } from '@referrals/ui/light';

/**
 * `POST /api/vouchers/code/{code}/redeem`: for the signed-in owner of the voucher's business, who opened the
 * page by scanning its QR code with the phone's camera. The session cookie rides along and the browser's
 * `Origin` header answers the gateway's CSRF check; 409 with the reason when it was redeemed meanwhile.
 * `approve` approves the flagged referral that waits for the owner's decision, with the redemption.
 */
export function redeemVoucher(code: string, approve: boolean): Promise<VoucherRedeemedDto> {
  return apiRequest<VoucherRedeemedDto>(
    'POST',
    `/api/vouchers/code/${encodeURIComponent(code)}/redeem`,
    approve ? { approve: true } : undefined,
  );
}

/**
 * Redeems the page's voucher (approving its referral when it waits for the owner's decision: Redeem is that
 * decision); `onRedeemed` gets it as the answer has it (redeemed, when), for the page to show.
 */
export function useRedeemVoucher(
  voucher: Pick<VoucherDto, 'code' | 'referral'> | undefined,
  onRedeemed: (voucher: VoucherDto) => void,
) {
  const approve = voucher?.referral?.review?.state === 'pending';
  return useAction(() => redeemVoucher(voucher?.code ?? '', approve), {
    onSuccess: ({ voucher: redeemed }) => onRedeemed(redeemed),
  });
}
