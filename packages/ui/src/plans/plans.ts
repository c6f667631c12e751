import { FREE_TRIAL_DAYS, isUpgrade, planFactsOf, type PlanFacts } from '@referrals/contracts';

/** Days of free trial every plan starts with (docs/product-rules.md §9); no card is asked. */
export const TRIAL_DAYS = FREE_TRIAL_DAYS;

/** A subscription plan as the product presents it (docs/product-rules.md §6). */
export interface Plan extends PlanFacts {
  description: string;
  /** The landing page's reading of the plan: campaign caps. */
  landingFeatures: string[];
  /** The plan-selection page's reading of the plan: referral caps. */
  selectionFeatures: string[];
  /** The plan's limits as the owner's billing dialog lists them: both readings of docs/product-rules.md §6. */
  limits: string[];
  mostPopular?: boolean;
}

/**
 * The three plans, the one catalogue every app reads. docs/product-rules.md §6 gives two readings of the caps (campaigns on
 * the landing page and in billing, referrals on the plan-selection page); both are kept, each where the spec
 * shows it.
 */
export const PLANS: readonly Plan[] = [
  {
    ...planFactsOf('basic'),
    description: 'Everything a single venue needs to start a referral programme.',
    landingFeatures: ['1 active campaign', 'Basic analytics', 'Email support'],
    selectionFeatures: ['Up to 100 referrals per month', 'Basic analytics', 'Email support'],
    limits: ['1 active campaign', 'Up to 100 referrals per month'],
  },
  {
    ...planFactsOf('professional'),
    description: 'For growing businesses running several promotions at once.',
    landingFeatures: ['Up to 5 campaigns', 'Advanced analytics', 'Priority support', 'Custom branding'],
    selectionFeatures: [
      'Up to 500 referrals per month',
      'Advanced analytics',
      'Priority support',
      'Custom branding',
    ],
    limits: ['Up to 5 campaigns', 'Up to 500 referrals per month'],
    mostPopular: true,
  },
  {
    ...planFactsOf('enterprise'),
    description: 'For chains and franchises that want it all under their own brand.',
    landingFeatures: ['Unlimited campaigns', 'White-label solution', 'Dedicated support', 'API access'],
    selectionFeatures: ['Unlimited referrals', 'White-label solution', '24/7 phone support', 'API access'],
    limits: ['Unlimited campaigns', 'Unlimited referrals'],
  },
];

/** "£29" */
export function formatMonthlyPrice(plan: Plan): string {
  return `£${plan.pricePerMonth}`;
}

/** The plan of `tier`; anything that is not a known tier is treated as basic (docs/product-rules.md §3). */
export function planOf(tier: string | null | undefined): Plan {
  const { tier: known } = planFactsOf(tier);
  return PLANS.find((plan) => plan.tier === known)!;
}

/**
 * The upgrades offered to an owner on `tier` (docs/product-rules.md §6): Professional only to basic owners, Enterprise to
 * everyone below enterprise.
 */
export function upgradesFor(tier: string | null | undefined): Plan[] {
  const current = planOf(tier).tier;
  return PLANS.filter((plan) => isUpgrade(current, plan.tier));
}
