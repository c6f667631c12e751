import { describe, expect, it } from '@jest/globals';
import type { PublicCampaignDto, RewardMilestoneDto } from '@referrals/contracts';
import { rewardLinesOf } from '../src/features/referral/lib/rewards.ts';

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
