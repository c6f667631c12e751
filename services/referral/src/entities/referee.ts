import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ReferralFlag, ReferralReviewState } from '@referrals/contracts';

/**
 * A referee's registration on one campaign through a referrer's code (one referral). Pending until the
 * person follows the link e-mailed to them (`verifiedAt`); their voucher is issued then. One per e-mail
 * (canonical form) and one per phone number per campaign. `flags` are the signals recorded for the owner;
 * flags that need a decision give the referral a review (`reviewState`), which the referrer's rewards wait for.
 */
export const Referee = defineEntity({
  name: 'Referee',
  tableName: 'referee',
  indexes: [{ name: 'referee_campaign_review_index', properties: ['campaignId', 'reviewState'] }],
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
    /**
     * The SHA-256 of the secret the sign-up's answer gave its page, with which "Wrong address?" corrects the
     * e-mail while the registration is Pending; null for a registration recorded at the counter or made before.
     */
    correctionTokenHash: p.text().nullable().lazy(),
    flags: p.json<ReferralFlag[]>(),
    verifiedAt: p.datetime().nullable(),
    /** Recorded by the business at the counter (verified, and its voucher or pass redeemed, at once). */
    recordedByBusiness: p.boolean().default(false),
    /** Null when the flags need no decision; otherwise waiting for one, or its outcome. */
    reviewState: p.text().$type<ReferralReviewState>().nullable(),
    /** When a waiting review is approved automatically. */
    autoApproveAt: p.datetime().nullable(),
    decidedAt: p.datetime().nullable(),
    /** The owner's login that decided; null when approved automatically. */
    decidedByLoginId: p.uuid().nullable(),
    decidedAutomatically: p.boolean().default(false),
    /** The owner's reason for a rejection, shown on the friend's voucher page. */
    rejectionReason: p.text().nullable(),
    createdAt: p.datetime(),
  },
});

export type Referee = InferEntity<typeof Referee>;
