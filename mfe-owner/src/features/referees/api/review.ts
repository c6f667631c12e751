import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReferralDecidedDto,
  ReferralDecisionInput,
  ReferralReviewCountDto,
  ReferralReviewListDto,
} from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';
import { refereesQueryRoot } from './get-campaign-referees.ts';

/** Key prefix of every review read: invalidated after a decision or a redemption. */
export const reviewQueryRoot = ['owner', 'review'] as const;

/** `GET /api/referees/campaign/{id}/review`: the campaign's referrals to review, and the latest decisions. */
export function useReferralReviews(campaignId: string) {
  return useQuery({
    queryKey: [...reviewQueryRoot, 'campaign', campaignId] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReferralReviewListDto>(
        'GET',
        `/api/referees/campaign/${encodeURIComponent(campaignId)}/review`,
        undefined,
        { signal },
      ),
  });
}

/** `GET /api/referees/review-count`: the business's referrals waiting for a decision, per campaign. */
export function useReviewCount(enabled = true) {
  return useQuery({
    queryKey: [...reviewQueryRoot, 'count'] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReferralReviewCountDto>('GET', '/api/referees/review-count', undefined, { signal }),
    enabled,
  });
}

/** `POST /api/referees/{id}/decision`: approve, or reject with a reason; 409 once decided. */
export function useDecideReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refereeId, ...input }: ReferralDecisionInput & { refereeId: string }) =>
      apiRequest<ReferralDecidedDto>(
        'POST',
        `/api/referees/${encodeURIComponent(refereeId)}/decision`,
        input,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueryRoot }),
        queryClient.invalidateQueries({ queryKey: refereesQueryRoot }),
      ]),
  });
}
