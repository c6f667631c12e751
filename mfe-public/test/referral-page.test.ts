import { describe, expect, it } from '@jest/globals';
import type { PublicCampaignDto, RewardMilestoneDto } from '@referrals/contracts';
import { rewardLinesOf } from '../src/features/referral/lib/rewards.ts';
import { shareTargets } from '../src/lib/share.ts';
import { formatPounds, maxDiscountText, rewardWorthText } from '../src/lib/reward-terms.ts';

/** The reward fields of a campaign as GET /api/campaigns/slug/{slug} answers them; the rest is not read. */
const campaign = (overrides: Partial<PublicCampaignDto> = {}): PublicCampaignDto =>
  ({
    constantRewardEnabled: true,
    constantRewardName: '£10 off your next visit',
    constantRewardType: 'fixed',
    constantRewardValue: 10,
    constantRewardMaxDiscount: null,
    inviteeRewardEnabled: true,
    inviteeRewardName: '20% off your first visit',
    inviteeRewardType: 'percentage',
    inviteeRewardValue: 20,
    inviteeRewardMaxDiscount: 50,
    milestones: [],
    ...overrides,
  }) as PublicCampaignDto;

const milestone = (
  referralCount: number,
  overrides: Partial<RewardMilestoneDto> = {},
): RewardMilestoneDto => ({
  id: `m${referralCount}`,
  campaignId: 'c',
  referralCount,
  rewardName: `Reward ${referralCount}`,
  rewardDescription: `After ${referralCount}`,
  description: `After ${referralCount}`,
  termsAndConditions: null,
  rewardValue: `£${referralCount * 5}`,
  rewardType: 'cash',
  position: 0,
  ...overrides,
});

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
});

describe('the rewards section of the referral page', () => {
  it("when a customer (no code) opens the page, then they see their reward for each referral and their friends' reward", () => {
    expect(rewardLinesOf(campaign(), false)).toEqual([
      {
        caption: 'For you, for every successful referral',
        name: '£10 off your next visit',
        worth: '£10 off',
        details: [],
      },
      {
        caption: 'For your friends',
        name: '20% off your first visit',
        worth: '20% off',
        details: ['Maximum discount: £50'],
      },
    ]);
  });

  it("when a friend opens a referrer's link, then only their welcome reward is shown", () => {
    expect(rewardLinesOf(campaign(), true)).toEqual([
      {
        caption: 'Your welcome reward',
        name: '20% off your first visit',
        worth: '20% off',
        details: ['Maximum discount: £50'],
      },
    ]);
  });

  it('when the constant reward is off, then the milestones show in order of referrals, with their kind', () => {
    const lines = rewardLinesOf(
      campaign({
        constantRewardEnabled: false,
        inviteeRewardEnabled: false,
        milestones: [milestone(5), milestone(1, { rewardName: null, rewardType: 'product' })],
      }),
      false,
    );
    expect(lines).toEqual([
      { caption: 'After 1 referral', name: 'After 1', worth: '£5', details: ['Product'] },
      { caption: 'After 5 referrals', name: 'Reward 5', worth: '£25', details: ['Cash', 'After 5'] },
    ]);
  });

  it('when the constant reward is on, then milestones left from before are not offered beside it', () => {
    const lines = rewardLinesOf(campaign({ inviteeRewardEnabled: false, milestones: [milestone(3)] }), false);
    expect(lines.map((line) => line.caption)).toEqual(['For you, for every successful referral']);
  });

  it('when a friend comes to a campaign without an invitee reward, then there is no rewards section', () => {
    expect(rewardLinesOf(campaign({ inviteeRewardEnabled: false }), true)).toEqual([]);
  });
});

describe('the share buttons of a new referrer', () => {
  const link = 'https://example.com/refer/bright-salon/K7QM4XPT';
  const targets = shareTargets(link, 'Sign up with my link & save:', 'Join me at Bright Salon');

  it('when built, then WhatsApp, Facebook, X and e-mail each carry the link, encoded', () => {
    expect(targets.map((target) => target.label)).toEqual(['WhatsApp', 'Facebook', 'X', 'Email']);
    for (const target of targets) expect(target.href).toContain(encodeURIComponent(link));
    expect(targets[0]!.href).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Sign up with my link & save: ${link}`)}`,
    );
    expect(targets[3]!.href.startsWith('mailto:?subject=Join%20me%20at%20Bright%20Salon&body=')).toBe(true);
  });

  it('when a target is a web page, then it opens in a new tab; e-mail opens the mail app in place', () => {
    expect(targets.map((target) => target.newTab)).toEqual([true, true, true, false]);
  });
});
