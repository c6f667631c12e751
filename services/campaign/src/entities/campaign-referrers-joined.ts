import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The referrers who joined a campaign in one UTC calendar month and were not deleted since: the statistics'
 * "new this month" reads the current month's row (no row is zero).
 */
export const CampaignReferrersJoined = defineEntity({
  name: 'CampaignReferrersJoined',
  tableName: 'campaign_referrers_joined',
  properties: {
    campaignId: p.uuid().primary(),
    /** The first day (YYYY-MM-DD) of the UTC month the referrers joined in. */
    month: p.date().primary(),
    referrers: p.integer().default(0),
  },
});

export type CampaignReferrersJoined = InferEntity<typeof CampaignReferrersJoined>;
