import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A reward a referrer earns at a number of successful referrals (docs/product-rules.md §3 "Reward milestone"). */
export const RewardMilestone = defineEntity({
  name: 'RewardMilestone',
  tableName: 'reward_milestone',
  properties: {
    id: p.uuid().primary(),
    campaignId: p.uuid().index(),
    referralCount: p.integer().check('referral_count >= 1'),
    rewardName: p.text().nullable(),
    rewardDescription: p.text(),
    termsAndConditions: p.text().nullable(),
    rewardValue: p.text(),
    rewardType: p.text().check("reward_type in ('discount', 'cash', 'product', 'service')"),
    /** Order on the form, from 0. */
    position: p.integer(),
  },
});

export type RewardMilestone = InferEntity<typeof RewardMilestone>;
