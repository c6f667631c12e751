import { describe, expect, it } from '@jest/globals';
import {
  formatPounds,
  maxDiscountText,
  rewardInBrief,
  rewardTermsLine,
  rewardWorthText,
} from '../src/referral/reward-wording.ts';

describe('what a reward is worth, in words', () => {
  it.each([
    [{ kind: 'percentage', value: 20, maxDiscount: 50 }, '20% off', 'Maximum discount: £50'],
    [{ kind: 'fixed', value: 7.5, maxDiscount: null }, '£7.50 off', null],
    [{ kind: 'fixed', value: 10, maxDiscount: null }, '£10 off', null],
    [{ kind: 'free', value: null, maxDiscount: null }, 'Free', null],
    [{ kind: 'percentage', value: null, maxDiscount: 50 }, null, 'Maximum discount: £50'],
  ] as const)('when the terms are %j, then they read %p and %p', (terms, worth, cap) => {
    expect(rewardWorthText(terms)).toBe(worth);
    expect(maxDiscountText(terms)).toBe(cap);
  });

  it('when pounds are shown, then whole sums have no pence', () => {
    expect(formatPounds(50)).toBe('£50');
    expect(formatPounds(1250)).toBe('£1,250');
    expect(formatPounds(0.5)).toBe('£0.50');
  });

  it('when the terms are shown on one line, then the worth and the cap are joined', () => {
    expect(rewardTermsLine({ kind: 'percentage', value: 20, maxDiscount: 50 })).toBe(
      '20% off · Maximum discount: £50',
    );
    expect(rewardTermsLine({ kind: 'fixed', value: 10, maxDiscount: null })).toBe('£10 off');
    expect(rewardTermsLine({ kind: 'fixed', value: null, maxDiscount: null })).toBeNull();
  });

  it('when a reward is put in brief, then the cap of a percentage follows and a free one is its name', () => {
    const reward = { name: 'Welcome', maxDiscount: null };
    expect(rewardInBrief({ ...reward, kind: 'percentage', value: 20, maxDiscount: 50 })).toBe(
      '20% off (up to £50)',
    );
    expect(rewardInBrief({ ...reward, kind: 'percentage', value: 15 })).toBe('15% off');
    expect(rewardInBrief({ ...reward, kind: 'fixed', value: 7.5 })).toBe('£7.50 off');
    expect(rewardInBrief({ ...reward, kind: 'free', value: null, name: 'A free fringe trim' })).toBe(
      'A free fringe trim',
    );
  });
});
