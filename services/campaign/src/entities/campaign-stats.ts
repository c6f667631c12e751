import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The statistics read model of one campaign (docs/adr/0007-campaign-statistics-read-model.md): counters the referral service's events add
 * to, so that reading a campaign's figures is one row, never a count over referrals. No row yet is all zeros.
 */
export const CampaignStats = defineEntity({
  name: 'CampaignStats',
  tableName: 'campaign_stats',
  properties: {
    campaignId: p.uuid().primary(),
    /** Referees registered through a referrer's code. */
    totalReferrals: p.integer().default(0),
    /** Referrers the campaign has now (registered, not deleted) with at least one referral. */
    activeReferrers: p.integer().default(0),
    /** Referrals whose referee voucher or welcome pass was redeemed. */
    conversions: p.integer().default(0),
    /** Vouchers issued, to referees and to referrers (welcome passes are not vouchers). */
    totalVouchers: p.integer().default(0),
    redeemedVouchers: p.integer().default(0),
  },
});

export type CampaignStats = InferEntity<typeof CampaignStats>;
