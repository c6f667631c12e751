import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { VoucherRedeemedDto } from '@referrals/contracts';
import { SubmissionKey, apiRequest } from '@referrals/ui';

/** What Redeem sends: the code, and `approve` for a flagged voucher whose referral waits for a decision. */
export interface RedeemRequest {
  code: string;
  approve: boolean;
}

/**
 * `POST /api/vouchers/code/{code}/redeem`: redeems the voucher for its business's owner, once. 404 for an
 * unknown code or another business's; 409 with the reason for a voucher already redeemed, expired or
 * cancelled. `approve` approves the waiting referral of a flagged voucher in the same transaction. With
 * `idempotencyKey`, a retry of a redemption that went through is answered that redemption, not a 409.
 */
export function redeemVoucher(
  { code, approve }: RedeemRequest,
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
 * Redeem at the counter: pressed again after a failure (the till lost its connection), the same voucher is
 * sent with the same key (`SubmissionKey`), so a redemption that did go through shows as redeemed.
 */
export function useRedeemVoucher(
  options: Omit<UseMutationOptions<VoucherRedeemedDto, unknown, RedeemRequest>, 'mutationFn'> = {},
) {
  const [keys] = useState(() => new SubmissionKey());
  return useMutation({
    ...options,
    mutationFn: async (request: RedeemRequest) => {
      const redeemed = await redeemVoucher(request, keys.for(request));
      keys.succeeded();
      return redeemed;
    },
  });
}
