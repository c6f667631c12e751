import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ReferralDecidedDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** What Reject sends: the referral of the voucher, and the reason the friend's voucher page shows. */
export interface RejectRequest {
  refereeId: string;
  reason: string;
}

/**
 * `POST /api/referees/{id}/decision` with `reject`: the flagged referral is rejected and the friend's voucher
 * cancelled with the reason. 409 once decided (by another till, or automatically), 400 without a reason.
 */
export function rejectReferral({ refereeId, reason }: RejectRequest): Promise<ReferralDecidedDto> {
  return apiRequest<ReferralDecidedDto>('POST', `/api/referees/${encodeURIComponent(refereeId)}/decision`, {
    decision: 'reject',
    reason,
  });
}

export function useRejectReferral(
  options: Omit<UseMutationOptions<ReferralDecidedDto, unknown, RejectRequest>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: rejectReferral });
}
