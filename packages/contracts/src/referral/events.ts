/**
 * Events of the referral service (the referral loop). The campaign service's statistics read model is fed by
 * them; until the referral service emits them, every figure is zero.
 *
 * Vocabulary: a *referral* is a referee registered through a referrer's code; a referral *converts* (is
 * successful) when the referee's voucher is redeemed in store. Referrers' own reward vouchers count as
 * vouchers issued and redeemed, not as conversions.
 */
export const ReferralEvents = {
  /** A referrer joined a campaign (public registration). */
  referrerRegistered: 'referral.referrer-registered',
  /** A referrer confirmed their e-mail (one event per membership of their login); rewards wait for it. */
  referrerVerified: 'referral.referrer-verified',
  /** A referrer was removed by the campaign's owner (or with the campaign's business). */
  referrerDeleted: 'referral.referrer-deleted',
  /** A referee registered through a referrer's code: one referral. */
  refereeRegistered: 'referral.referee-registered',
  /** A voucher was issued (to a referee, or to a referrer as a reward). */
  voucherIssued: 'referral.voucher-issued',
  /** A voucher was redeemed at the counter. */
  voucherRedeemed: 'referral.voucher-redeemed',
} as const;

export const CUSTOMER_DURATIONS = [
  'less-than-6-months',
  '6-12-months',
  '1-2-years',
  'more-than-2-years',
] as const;

/** The referrer as registered: what the owner's views of referrers (list, top referrers, export) show. */
export interface ReferrerRegisteredData {
  referrerId: string;
  campaignId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  postcode: string;
  customerDuration: string | null;
  testimonial: string | null;
  heardAboutBusiness: string | null;
  referralCode: string;
  isVerified: boolean;
  createdAt: string;
}

export interface ReferrerVerifiedData {
  referrerId: string;
  campaignId: string;
  verifiedAt: string;
}

export interface ReferrerDeletedData {
  referrerId: string;
  campaignId: string;
}

export interface RefereeRegisteredData {
  refereeId: string;
  referrerId: string;
  campaignId: string;
  createdAt: string;
}

/** Who holds a voucher: a referee (their welcome reward) or a referrer (a constant or milestone reward). */
export type VoucherHolder = 'referee' | 'referrer';

export interface VoucherIssuedData {
  voucherId: string;
  campaignId: string;
  holder: VoucherHolder;
  /** The referee's referrer for a referee voucher; the rewarded referrer for a referrer voucher. */
  referrerId: string;
  issuedAt: string;
}

export interface VoucherRedeemedData {
  voucherId: string;
  campaignId: string;
  holder: VoucherHolder;
  referrerId: string;
  redeemedAt: string;
}
