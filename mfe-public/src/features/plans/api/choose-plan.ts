import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { OwnerUser, SubscriptionTier } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** What {@link choosePlan} takes: whose plan, and which one. */
export interface PlanChoice {
  userId: string;
  subscriptionTier: SubscriptionTier;
}

/** `POST /api/user/{userId}/plan`: records the plan the owner chose; answers with the account. */
export function choosePlan({ userId, subscriptionTier }: PlanChoice): Promise<OwnerUser> {
  return apiRequest<OwnerUser>('POST', `/api/user/${encodeURIComponent(userId)}/plan`, { subscriptionTier });
}

/** The plan choice as a mutation; callbacks given here run even if the page unmounts meanwhile. */
export function useChoosePlan(
  options: Omit<UseMutationOptions<OwnerUser, unknown, PlanChoice>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: choosePlan, ...options });
}
