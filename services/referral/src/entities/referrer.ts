import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A referrer: one person's membership of one campaign (the API's referrer `id`), with their personal referral
 * code, the consents they gave (and when), where they signed up from (compared with their referees') and how
 * many friends signed up through their link.
 */
export const Referrer = defineEntity({
  name: 'Referrer',
  tableName: 'referrer',
  properties: {
    id: p.uuid().primary(),
    personId: p.uuid().index(),
    campaignId: p.uuid().index(),
    businessId: p.uuid(),
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
    createdAt: p.datetime(),
  },
});

export type Referrer = InferEntity<typeof Referrer>;
