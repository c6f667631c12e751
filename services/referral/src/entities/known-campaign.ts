import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { FriendField, MilestoneEventData, RewardTerms } from '@referrals/contracts';

/**
 * The referral service's read model of the campaign service's campaigns, fed by its events: whether people may
 * join (active, not deleted), the rewards vouchers copy, and the branding of e-mails and vouchers. A deleted
 * campaign keeps its row, marked, so that vouchers already issued still show and no late event revives it.
 */
export const KnownCampaign = defineEntity({
  name: 'KnownCampaign',
  tableName: 'known_campaign',
  properties: {
    campaignId: p.uuid().primary(),
    businessId: p.uuid().index(),
    name: p.text(),
    /** Sanitised rich text, as the campaign service holds it; null until an event carrying it is read. */
    description: p.text().nullable(),
    isActive: p.boolean(),
    isDeleted: p.boolean().default(false),
    primaryColor: p.text(),
    secondaryColor: p.text(),
    logoImage: p.text().nullable(),
    headerImage: p.text().nullable(),
    inviteeReward: p.json<RewardTerms>().nullable(),
    constantReward: p.json<RewardTerms>().nullable(),
    milestones: p.json<MilestoneEventData[]>(),
    /** What a friend's sign-up asks besides first name and e-mail (the campaign's "What we ask a friend"). */
    friendFields: p.json<FriendField[]>(),
    /** When the campaign service made the change this row reflects (the event's `occurredAt`). */
    updatedAt: p.datetime(),
  },
});

export type KnownCampaign = InferEntity<typeof KnownCampaign>;
