import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A referrer: one person's membership of one campaign (the API's referrer `id`), with their personal referral
 * code, the consents they gave (and when), where they signed up from (compared with their referees'), how
 * many friends signed up through their link and how many of them came in. A deleted referrer keeps their row
 * (`deletedAt`): the vouchers already issued name it.
 */
export const Referrer = defineEntity({
  name: 'Referrer',
  tableName: 'referrer',
  properties: {
    id: p.uuid().primary(),
    personId: p.uuid().index(),
    campaignId: p.uuid().index(),
    businessId: p.uuid().index(),
    referralCode: p.text().unique(),
    firstName: p.text(),
    lastName: p.text(),
    phoneNumber: p.text(),
    /** E.164 (`+447700900123`): what the abuse rules compare. */
    phoneNormalized: p.text(),
    postcode: p.text(),
    customerDuration: p.text().nullable(),
    testimonial: p.text().nullable(),
    heardAboutBusiness: p.text().nullable(),
    programConsentAt: p.datetime(),
    privacyAcceptedAt: p.datetime(),
    marketingConsentAt: p.datetime().nullable(),
    clientAddress: p.text().nullable(),
    referralCount: p.integer().default(0),
    /** Referrals whose referee's voucher or welcome pass was redeemed: what rewards are earned by. */
    successfulReferrals: p.integer().default(0),
    /**
     * Set when the referrer turned off the e-mails about their friends (a friend joined, a friend came in), by the
     * unsubscribe link of one of them; reward e-mails still come.
     */
    friendMailsOffAt: p.datetime().nullable(),
    /** Set when the owner deleted the referrer: the code takes no more referrals, and no more rewards are earned. */
    deletedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export type Referrer = InferEntity<typeof Referrer>;
