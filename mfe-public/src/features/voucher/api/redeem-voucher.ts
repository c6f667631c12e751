import type { VoucherDto, VoucherRedeemedDto } from '@referrals/contracts';
import { useState } from 'react';
import { SubmissionKey, apiRequest, useAction } from '@referrals/ui/light';

/**
 * `POST /api/vouchers/code/{code}/redeem`: for the signed-in owner of the voucher's business, who opened the
 * page by scanning its QR code with the phone's camera. The session cookie rides along and the browser's
 * `Origin` header answers the gateway's CSRF check; 409 with the reason when it was redeemed meanwhile.
 * `approve` approves the flagged referral that waits for the owner's decision, with the redemption.
 */
export function redeemVoucher(
  code: string,
  approve: boolean,
  idempotencyKey?: string,
): Promise<VoucherRedeemedDto> {
  return apiRequest<VoucherRedeemedDto>(
    'POST',
    `/api/vouchers/code/${encodeURIComponent(code)}/redeem`,
    approve ? { approve: true } : undefined,
    { idempotencyKey },
  );
}

/**
 * Redeems the page's voucher (approving its referral when it waits for the owner's decision: Redeem is that
 * decision); `onRedeemed` gets it as the answer has it (redeemed, when), for the page to show. Pressed again
 * after a failure, it is sent with the same key (`SubmissionKey`): a redemption that went through shows as such.
 */
export function useRedeemVoucher(
  voucher: Pick<VoucherDto, 'code' | 'referral'> | undefined,
  onRedeemed: (voucher: VoucherDto) => void,
) {
  const approve = voucher?.referral?.review?.state === 'pending';
  const [keys] = useState(() => new SubmissionKey());
  return useAction(
    async () => {
      const code = voucher?.code ?? '';
      const redeemed = await redeemVoucher(code, approve, keys.for({ code, approve }));
      keys.succeeded();
      return redeemed;
    },
    { onSuccess: ({ voucher: redeemed }) => onRedeemed(redeemed) },
  );
}
