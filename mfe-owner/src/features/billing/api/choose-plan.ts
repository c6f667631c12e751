import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { OwnerUser, SubscriptionTier } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';
import { useRefreshAccount } from '../../account/hooks/use-refresh-account.ts';

/** What {@link choosePlan} takes: whose plan, and which one. */
export interface PlanChoice {
  userId: string;
  subscriptionTier: SubscriptionTier;
}

/** `POST /api/user/{userId}/plan`: records the plan (an upgrade from the billing dialog). */
export function choosePlan({ userId, subscriptionTier }: PlanChoice): Promise<OwnerUser> {
  return apiRequest<OwnerUser>('POST', `/api/user/${encodeURIComponent(userId)}/plan`, { subscriptionTier });
}

/** The plan choice as a mutation; on success the account queries are refetched before `onSuccess`. */
export function useChoosePlan(
  options: Omit<UseMutationOptions<OwnerUser, unknown, PlanChoice>, 'mutationFn'> = {},
) {
  const refreshAccount = useRefreshAccount();
  return useMutation({
    ...options,
    mutationFn: choosePlan,
    onSuccess: async (account, ...rest) => {
      await refreshAccount(account);
      await options.onSuccess?.(account, ...rest);
    },
  });
}
