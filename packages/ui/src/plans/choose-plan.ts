import type { OwnerUser, SubscriptionTier } from '@referrals/contracts';
import { apiRequest } from '../api/api-client.ts';

/** What {@link choosePlan} takes: whose plan, and which one. */
export interface PlanChoice {
  userId: string;
  subscriptionTier: SubscriptionTier;
}

/**
 * `POST /api/user/{userId}/plan`: records the plan an owner chose (on /subscribe or as an upgrade in the
 * billing dialog); answers with the account.
 */
export function choosePlan({ userId, subscriptionTier }: PlanChoice): Promise<OwnerUser> {
  return apiRequest<OwnerUser>('POST', `/api/user/${encodeURIComponent(userId)}/plan`, { subscriptionTier });
}
