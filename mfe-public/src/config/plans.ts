import { FREE_TRIAL_DAYS, type SubscriptionTier } from '@referrals/contracts';

/** Days of free trial every plan starts with (SPEC.md §9); no card is asked. */
export const TRIAL_DAYS = FREE_TRIAL_DAYS;

/** A subscription plan as the public pages present it (SPEC.md §6). */
export interface Plan {
  tier: SubscriptionTier;
  name: string;
  pricePerMonth: number;
  description: string;
  /** The landing page's reading of the plan: campaign caps. */
  landingFeatures: string[];
  /** The plan-selection page's reading of the plan: referral caps. */
  selectionFeatures: string[];
  mostPopular?: boolean;
}

/**
 * The three plans. SPEC.md §6 gives two readings of the caps (campaigns on the landing page, referrals on
 * the plan-selection page); both are kept, each where the spec shows it.
 */
export const PLANS: readonly Plan[] = [
  {
    tier: 'basic',
    name: 'Basic',
    pricePerMonth: 29,
    description: 'Everything a single venue needs to start a referral programme.',
    landingFeatures: ['1 active campaign', 'Basic analytics', 'Email support'],
    selectionFeatures: ['Up to 100 referrals per month', 'Basic analytics', 'Email support'],
  },
  {
    tier: 'professional',
    name: 'Professional',
    pricePerMonth: 79,
    description: 'For growing businesses running several promotions at once.',
    landingFeatures: ['Up to 5 campaigns', 'Advanced analytics', 'Priority support', 'Custom branding'],
    selectionFeatures: [
      'Up to 500 referrals per month',
      'Advanced analytics',
      'Priority support',
      'Custom branding',
    ],
    mostPopular: true,
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    pricePerMonth: 199,
    description: 'For chains and franchises that want it all under their own brand.',
    landingFeatures: ['Unlimited campaigns', 'White-label solution', 'Dedicated support', 'API access'],
    selectionFeatures: ['Unlimited referrals', 'White-label solution', '24/7 phone support', 'API access'],
  },
];

/** "£29" */
export function formatMonthlyPrice(plan: Plan): string {
  return `£${plan.pricePerMonth}`;
}
