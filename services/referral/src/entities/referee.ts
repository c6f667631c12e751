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
    personId: p.uuid().index(),
    campaignId: p.uuid(),
    referrerId: p.uuid(),
    firstName: p.text(),
    lastName: p.text(),
    email: p.text(),
    emailCanonical: p.text(),
    phoneNumber: p.text(),
    phoneNormalized: p.text(),
    postcode: p.text(),
    programConsentAt: p.datetime(),
    privacyAcceptedAt: p.datetime(),
    marketingConsentAt: p.datetime().nullable(),
    clientAddress: p.text().nullable(),
    flags: p.json<ReferralFlag[]>(),
    verifiedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export type Referee = InferEntity<typeof Referee>;
