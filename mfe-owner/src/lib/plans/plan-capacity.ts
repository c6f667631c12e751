import { planOf } from '@referrals/ui';

/** "1 active campaign", "unlimited active campaigns". */
export function activeCampaignsText(count: number): string {
  if (!Number.isFinite(count)) return 'unlimited active campaigns';
  return `${count} active ${count === 1 ? 'campaign' : 'campaigns'}`;
}

/** How a plan's active campaign limit stands against the business's active campaigns. */
export interface PlanCapacity {
  planName: string;
  limit: number;
  active: number;
  /** No campaign may be launched or activated until one is deactivated or the plan is raised. */
  full: boolean;
  /** "Your Basic plan allows 1 active campaign; you have 1." */
  summary: string;
}

export function planCapacity(tier: string, active: number): PlanCapacity {
  const plan = planOf(tier);
  const limit = plan.activeCampaignLimit;
  return {
    planName: plan.name,
    limit,
    active,
    full: active >= limit,
    summary: `Your ${plan.name} plan allows ${activeCampaignsText(limit)}; you have ${active}.`,
  };
}

/** Whether the business's `active` campaigns fit plan `tier` (the server refuses a plan they do not fit). */
export function activeCampaignsFit(tier: string, active: number): boolean {
  return active <= planOf(tier).activeCampaignLimit;
}
