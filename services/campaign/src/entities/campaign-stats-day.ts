import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One UTC day of a campaign's statistics read model: what its time series add up per day, week or month. */
export const CampaignStatsDay = defineEntity({
  name: 'CampaignStatsDay',
  tableName: 'campaign_stats_day',
  properties: {
    campaignId: p.uuid().primary(),
    /** The UTC day (YYYY-MM-DD) the referee registered or the voucher was redeemed. */
    day: p.date().primary(),
    referrals: p.integer().default(0),
    conversions: p.integer().default(0),
    vouchersRedeemed: p.integer().default(0),
  },
});

export type CampaignStatsDay = InferEntity<typeof CampaignStatsDay>;
