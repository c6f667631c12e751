import { describe, expect, it } from '@jest/globals';
import { formatMonthlyPrice, planOf, PLANS, upgradesFor } from '../src/plans/plans.ts';

describe('the plan catalogue (docs/product-rules.md §6)', () => {
  it('when the plans are listed, then they are Basic £29, Professional £79 and Enterprise £199', () => {
    expect(PLANS.map((plan) => `${plan.name} ${formatMonthlyPrice(plan)}`)).toEqual([
      'Basic £29',
      'Professional £79',
      'Enterprise £199',
    ]);
  });

  it('when a tier is unknown or missing, then it reads as basic', () => {
    expect(planOf('gold').tier).toBe('basic');
    expect(planOf(undefined).tier).toBe('basic');
    expect(planOf('enterprise').tier).toBe('enterprise');
  });

  it('when upgrades are offered, then Professional goes only to basic owners and Enterprise to everyone below it', () => {
    expect(upgradesFor('basic').map((plan) => plan.tier)).toEqual(['professional', 'enterprise']);
    expect(upgradesFor('professional').map((plan) => plan.tier)).toEqual(['enterprise']);
    expect(upgradesFor('enterprise')).toEqual([]);
  });

  it('when the limits are read, then each plan lists its campaign and referral caps', () => {
    expect(planOf('basic').limits).toEqual(['1 active campaign', 'Up to 100 referrals per month']);
    expect(planOf('professional').limits).toEqual(['Up to 5 campaigns', 'Up to 500 referrals per month']);
    expect(planOf('enterprise').limits).toEqual(['Unlimited campaigns', 'Unlimited referrals']);
  });
});
