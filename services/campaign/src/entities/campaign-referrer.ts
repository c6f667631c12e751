import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export type ReferrerStatus = 'pending' | 'active' | 'deleted';

/**
 * A referrer of a campaign as the statistics read model knows them: the fields the owner's referrer views show
 * (as the referral service announced them at registration, and as later changed) and counters its later events
 * add to.
 */
export const CampaignReferrer = defineEntity({
  name: 'CampaignReferrer',
  tableName: 'campaign_referrer',
  indexes: [
    {
      // The owner's lists read the best referrers in this order and stop at their limit (no sort).
      name: 'campaign_referrer_rank_index',
      expression:
        'create index "campaign_referrer_rank_index" on "campaign_referrer" ("campaign_id", "successful_referrals" desc, "total_referrals" desc, "created_at" asc, "id" asc) where "status" = \'active\'',
    },
  ],
  properties: {
    /** The referral service's referrer id. */
    id: p.uuid().primary(),
    campaignId: p.uuid().index(),
    /**
     * `active` once registered; `pending` while only later events (a referral, a voucher) have arrived, which
     * the handling of events out of order allows; `deleted` (details erased) so that no late event revives it.
     * Only active referrers are shown; those of them with a referral are the campaign's active referrers.
     */
    status: p.text().$type<ReferrerStatus>().check("status in ('pending', 'active', 'deleted')"),
    firstName: p.text().nullable(),
    lastName: p.text().nullable(),
    email: p.text().nullable(),
    phoneNumber: p.text().nullable(),
    postcode: p.text().nullable(),
    customerDuration: p.text().nullable(),
    testimonial: p.text().nullable(),
    heardAboutBusiness: p.text().nullable(),
    referralCode: p.text().nullable(),
    isVerified: p.boolean().nullable(),
    createdAt: p.datetime().nullable(),
    /** Referees registered with the referrer's code. */
    totalReferrals: p.integer().default(0),
    /** Those referrals whose referee voucher or welcome pass was redeemed. */
    successfulReferrals: p.integer().default(0),
    /** Reward vouchers issued to the referrer. */
    vouchersEarned: p.integer().default(0),
    /**
     * When the referral service changed the names, e-mail, phone or code shown (the `referrerUpdated` event's
     * time): an older change, or the registration arriving late, does not overwrite them.
     */
    detailsAt: p.datetime().nullable(),
    /**
     * Set when the person deleted their account: their details are blank for good, while their referrals stay
     * counted and they stay listed as a deleted referrer.
     */
    erasedAt: p.datetime().nullable(),
  },
});

export type CampaignReferrer = InferEntity<typeof CampaignReferrer>;
