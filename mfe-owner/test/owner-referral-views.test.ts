import { describe, expect, it } from '@jest/globals';
import type { CampaignDto, RewardMilestoneDto, TimeseriesPoint } from '@referrals/contracts';
import { conversionChange, referralsChange } from '../src/features/analytics/lib/month-change.ts';
import {
  milestoneTitle,
  orderedMilestones,
  rewardSentence,
} from '../src/features/campaign-detail/lib/rewards.ts';

/** A year's series whose last two months are `last` and `current`. */
function year(last: Partial<TimeseriesPoint>, current: Partial<TimeseriesPoint>): TimeseriesPoint[] {
  const month = (start: string, point: Partial<TimeseriesPoint>): TimeseriesPoint => ({
    start,
    referrals: 0,
    conversions: 0,
    vouchersRedeemed: 0,
    ...point,
  });
  return [month('2026-09-01', { referrals: 40 }), month('2026-10-01', last), month('2026-11-01', current)];
}

describe('the change figures under the dashboard statistics', () => {
  it('when referrals grew or fell since last month, then the change is relative to last month', () => {
    expect(referralsChange(year({ referrals: 4 }, { referrals: 6 }))).toEqual({
      text: '+50% vs last month',
      tone: 'up',
    });
    expect(referralsChange(year({ referrals: 3 }, { referrals: 2 }))).toEqual({
      text: '\u221233.3% vs last month',
      tone: 'down',
    });
    expect(referralsChange(year({ referrals: 5 }, { referrals: 5 }))).toEqual({
      text: 'No change vs last month',
      tone: 'flat',
    });
  });

  it('when last month had no referrals, then it says so instead of dividing by zero', () => {
    for (const current of [0, 7]) {
      const series = year({ referrals: 0 }, { referrals: current, conversions: current });
      expect(referralsChange(series)).toEqual({ text: 'No referrals last month', tone: 'unknown' });
      expect(conversionChange(series)).toEqual({ text: 'No referrals last month', tone: 'unknown' });
    }
  });

  it('when both months had referrals, then the conversion rate changes in percentage points', () => {
    expect(
      conversionChange(year({ referrals: 10, conversions: 4 }, { referrals: 20, conversions: 9 }))?.text,
    ).toBe('+5 pts vs last month');
    expect(
      conversionChange(year({ referrals: 10, conversions: 4 }, { referrals: 3, conversions: 1 })),
    ).toEqual({ text: '\u22126.7 pts vs last month', tone: 'down' });
    expect(conversionChange(year({ referrals: 10, conversions: 4 }, {}))).toEqual({
      text: 'No referrals this month yet',
      tone: 'unknown',
    });
  });

  it('when the series has fewer than two months, then there is no change to show', () => {
    expect(referralsChange([])).toBeNull();
    expect(conversionChange(year({}, {}).slice(2))).toBeNull();
  });
});

const milestone = (referralCount: number, rewardName: string, position: number): RewardMilestoneDto => ({
  id: `m${position}`,
  campaignId: 'c',
  referralCount,
  rewardName,
  rewardDescription: `${rewardName} description`,
  description: `${rewardName} description`,
  termsAndConditions: null,
  rewardValue: '£20',
  rewardType: 'product',
  position,
});

const campaign = (overrides: Partial<CampaignDto>): CampaignDto =>
  ({
    businessName: 'Cuts & Co',
    inviteeRewardEnabled: true,
    inviteeRewardName: '20% off your first cut',
    inviteeRewardType: 'percentage',
    inviteeRewardValue: 20,
    inviteeRewardMaxDiscount: 50,
    constantRewardEnabled: true,
    constantRewardName: '£10 off',
    constantRewardType: 'fixed',
    constantRewardValue: 10,
    constantRewardMaxDiscount: null,
    milestones: [],
    ...overrides,
  }) as CampaignDto;

describe('the campaign rewards in words', () => {
  it('when both rewards are on, then the poster sentence names both', () => {
    expect(rewardSentence(campaign({}))).toBe(
      'Refer a friend: they get 20% off (up to £50), you get £10 off for every friend who comes in.',
    );
  });

  it('when the referrer earns by milestones, then the sentence names the first one reached', () => {
    const milestones = [milestone(5, 'Free colour', 0), milestone(1, 'Free blow-dry', 1)];
    expect(rewardSentence(campaign({ constantRewardEnabled: false, milestones }))).toBe(
      'Refer a friend: they get 20% off (up to £50), you get Free blow-dry once 1 friend comes in.',
    );
    expect(orderedMilestones(milestones).map(milestoneTitle)).toEqual([
      '1st milestone: Free blow-dry after 1 referral',
      '2nd milestone: Free colour after 5 referrals',
    ]);
  });

  it('when no reward is configured, then the sentence is the invitation alone', () => {
    expect(rewardSentence(campaign({ inviteeRewardEnabled: false, constantRewardEnabled: false }))).toBe(
      'Refer a friend to Cuts & Co.',
    );
  });
});
