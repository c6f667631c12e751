import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What the daily summary counts: a referrer joined, a friend signed up, a voucher was redeemed, a reward earned, a referral approved by itself. */
export const OWNER_ACTIVITY_KINDS = [
  'referrer-joined',
  'friend-signed-up',
  'voucher-redeemed',
  'reward-earned',
  'auto-approved',
] as const;
export type OwnerActivityKind = (typeof OWNER_ACTIVITY_KINDS)[number];

/**
 * One thing that happened in a business's referral programme, heard from the referral service's events and
 * kept until the business's next daily summary tells it (`summarizedAt`). Its key (the kind and the id of what
 * it is about) makes an event heard twice one activity.
 */
export const OwnerActivity = defineEntity({
  name: 'OwnerActivity',
  tableName: 'owner_activity',
  indexes: [
    { name: 'owner_activity_business_id_summarized_at_index', properties: ['businessId', 'summarizedAt'] },
  ],
  properties: {
    key: p.text().primary(),
    businessId: p.uuid(),
    campaignId: p.uuid(),
    kind: p.text().$type<OwnerActivityKind>(),
    occurredAt: p.datetime(),
    summarizedAt: p.datetime().nullable(),
  },
});

export type OwnerActivity = InferEntity<typeof OwnerActivity>;
