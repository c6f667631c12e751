import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ReferralFlag } from '@referrals/contracts';

/**
 * A referee's registration on one campaign through a referrer's code (one referral). Pending until the
 * person follows the link e-mailed to them (`verifiedAt`); their voucher is issued then. One per e-mail
 * (canonical form) and one per phone number per campaign. `flags` are the signals recorded for the owner.
 */
export const Referee = defineEntity({
  name: 'Referee',
  tableName: 'referee',
  properties: {
    id: p.uuid().primary(),
    /** Null for a referral recorded at the counter: the friend has no login. */
    personId: p.uuid().nullable().index(),
    campaignId: p.uuid(),
    referrerId: p.uuid(),
    firstName: p.text(),
    lastName: p.text(),
    /** A referral recorded at the counter has an e-mail or a phone number, not always both. */
    email: p.text().nullable(),
    emailCanonical: p.text().nullable(),
    phoneNumber: p.text().nullable(),
    phoneNormalized: p.text().nullable(),
    postcode: p.text(),
    programConsentAt: p.datetime(),
    privacyAcceptedAt: p.datetime(),
    marketingConsentAt: p.datetime().nullable(),
    clientAddress: p.text().nullable(),
    flags: p.json<ReferralFlag[]>(),
    verifiedAt: p.datetime().nullable(),
    /** Recorded by the business at the counter (verified, and its voucher or pass redeemed, at once). */
    recordedByBusiness: p.boolean().default(false),
    createdAt: p.datetime(),
  },
});

export type Referee = InferEntity<typeof Referee>;
