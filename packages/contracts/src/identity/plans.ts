import { SUBSCRIPTION_TIERS, type SubscriptionTier } from './dto.ts';

/** What a plan is and allows; every service and app reads these, the screens add their own wording. */
export interface PlanFacts {
  tier: SubscriptionTier;
  name: string;
  /** Pounds a month. */
  pricePerMonth: number;
  /** Campaigns a business may have active at once. */
  activeCampaignLimit: number;
  /** Referrals a business's campaigns may take in a calendar month. */
  monthlyReferralLimit: number;
}

/** The three plans, cheapest first. Infinity means unlimited. */
export const PLAN_FACTS: readonly PlanFacts[] = [
  { tier: 'basic', name: 'Basic', pricePerMonth: 29, activeCampaignLimit: 1, monthlyReferralLimit: 100 },
  {
    tier: 'professional',
    name: 'Professional',
    pricePerMonth: 79,
    activeCampaignLimit: 5,
    monthlyReferralLimit: 500,
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    pricePerMonth: 199,
    activeCampaignLimit: Number.POSITIVE_INFINITY,
    monthlyReferralLimit: Number.POSITIVE_INFINITY,
  },
];

/** The facts of `tier`; anything that is not a known tier is treated as basic (the plan every trial starts on). */
export function planFactsOf(tier: string | null | undefined): PlanFacts {
  return PLAN_FACTS.find((plan) => plan.tier === tier) ?? PLAN_FACTS[0]!;
}

/** Whether `candidate` is a higher plan than `current`. */
export function isUpgrade(current: SubscriptionTier, candidate: SubscriptionTier): boolean {
  return SUBSCRIPTION_TIERS.indexOf(candidate) > SUBSCRIPTION_TIERS.indexOf(current);
}
