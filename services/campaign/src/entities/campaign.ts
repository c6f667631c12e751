import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  CAMPAIGN_DEFAULTS,
  DEFAULT_REWARD_KIND,
  type FriendField,
  type RewardKind,
} from '@referrals/contracts';

/** A reward's kind (REWARD_KINDS), checked by the database too. */
const rewardKind = (column: string) =>
  p
    .text()
    .$type<RewardKind>()
    .default(DEFAULT_REWARD_KIND)
    .check(`${column} in ('percentage', 'fixed', 'free')`);
/** Pounds or a percent, to the penny: kept exact (numeric), read as a number. */
const rewardAmount = () => p.decimal('number').precision(10).scale(2).nullable();

/** A referral campaign of a business (docs/product-rules.md §3 "Campaign"); statistics live with their read model. */
export const Campaign = defineEntity({
  name: 'Campaign',
  tableName: 'campaign',
  properties: {
    id: p.uuid().primary(),
    /** The business (identity's business id, the API's `userId`) the campaign belongs to. */
    businessId: p.uuid().index(),
    name: p.text(),
    /** Rich text, as the allow-list sanitiser left it (like every rich field: `use-cases/rich-text.ts`). */
    description: p.text().nullable(),
    duration: p.text().default(CAMPAIGN_DEFAULTS.duration),
    /** When a `custom` campaign ends by itself (the `campaign-end` job); null for the other durations. */
    endsAt: p.datetime().nullable(),
    geoRadius: p.text().default(CAMPAIGN_DEFAULTS.geoRadius),
    targetDemo: p.text().default(CAMPAIGN_DEFAULTS.targetDemo),
    headerImage: p.text().nullable(),
    logoImage: p.text().nullable(),
    primaryColor: p.text().default(CAMPAIGN_DEFAULTS.primaryColor),
    secondaryColor: p.text().default(CAMPAIGN_DEFAULTS.secondaryColor),
    welcomeMessage: p.text().nullable(),
    rewardExplanation: p.text().nullable(),
    businessValueProp: p.text().nullable(),
    refereeContent1Title: p.text().fieldName('referee_content_1_title').nullable(),
    refereeContent1Body: p.text().fieldName('referee_content_1_body').nullable(),
    refereeContent1Image: p.text().fieldName('referee_content_1_image').nullable(),
    refereeContent2Title: p.text().fieldName('referee_content_2_title').nullable(),
    refereeContent2Body: p.text().fieldName('referee_content_2_body').nullable(),
    refereeContent2Image: p.text().fieldName('referee_content_2_image').nullable(),
    refereeContent3Title: p.text().fieldName('referee_content_3_title').nullable(),
    refereeContent3Body: p.text().fieldName('referee_content_3_body').nullable(),
    refereeContent3Image: p.text().fieldName('referee_content_3_image').nullable(),
    constantRewardEnabled: p.boolean().default(false),
    constantRewardName: p.text().nullable(),
    /** The constant reward's terms (README "Rewards"): the value only when on and its kind has one. */
    constantRewardType: rewardKind('constant_reward_type'),
    constantRewardValue: rewardAmount(),
    /** The cap of an enabled percentage reward, in pounds; null otherwise. */
    constantRewardMaxDiscount: rewardAmount(),
    inviteeRewardEnabled: p.boolean().default(false),
    inviteeRewardName: p.text().nullable(),
    inviteeRewardType: rewardKind('invitee_reward_type'),
    inviteeRewardValue: rewardAmount(),
    inviteeRewardMaxDiscount: rewardAmount(),
    /** "What we ask a friend" (FRIEND_FIELDS): asked of a friend besides first name and e-mail; none by default. */
    friendFields: p.json<FriendField[]>(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime(),
    updatedAt: p.datetime().onUpdate(() => new Date()),
  },
});

export type Campaign = InferEntity<typeof Campaign>;
