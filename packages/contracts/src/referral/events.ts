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
  /**
   * A referrer's name, e-mail, phone or code changed (Account Settings, a personal code): one event per
   * membership, with what the owner's views show now.
   */
  referrerUpdated: 'referral.referrer-updated',
  /**
   * The person deleted their account: the membership's referrals stay counted for the business, without the
   * name, e-mail or phone, which every read model drops.
   */
  referrerErased: 'referral.referrer-erased',
  /** A referee registered through a referrer's code: one referral. */
  refereeRegistered: 'referral.referee-registered',
  /** A voucher was issued (to a referee, or to a referrer as a reward). */
  voucherIssued: 'referral.voucher-issued',
  /** A voucher was redeemed at the counter. */
  voucherRedeemed: 'referral.voucher-redeemed',
  /**
   * What a person's referrer sessions stand for changed: a session ended (logout; a new password or e-mail
   * ends the person's other sessions, a password reset all of them), the account was deleted, or memberships
   * ended (an owner removed the referrer, a business was deleted), possibly the last. Whoever keeps the
   * person's sessions cached (the gateway) drops them and asks the referral service again.
   */
  loginChanged: 'referral.login-changed',
} as const;

/** Why `loginChanged` was published; every kind means the same to a cache (drop the person's entries). */
export type ReferrerLoginChange = 'logout' | 'credentials-changed' | 'account-deleted' | 'memberships-ended';

/** `referral.login-changed`: the person (the referrer login) whose sessions changed, and how. */
export interface ReferrerLoginChangedData {
  personId: string;
  change: ReferrerLoginChange;
}

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

export interface ReferrerUpdatedData {
  referrerId: string;
  campaignId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  referralCode: string;
  /** Absent from events recorded before the postcode could be changed. */
  postcode?: string;
}

export interface ReferrerErasedData {
  referrerId: string;
  campaignId: string;
  erasedAt: string;
}

export interface RefereeRegisteredData {
  refereeId: string;
  referrerId: string;
  campaignId: string;
  createdAt: string;
  /** True when the business recorded the referral at the counter (it is verified and visited at once). */
  recordedByBusiness?: boolean;
}

/**
 * What a code shown at the counter is: a `voucher` carries a reward (a referee's welcome reward or a
 * referrer's reward); a `pass` is the welcome pass a referee of a campaign without an invitee reward gets, a
 * QR the owner checks in the same way so that the visit counts, but not a voucher (not counted among vouchers
 * issued or redeemed).
 */
export const VOUCHER_KINDS = ['voucher', 'pass'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** Who holds a voucher: a referee (their welcome reward) or a referrer (a constant or milestone reward). */
export type VoucherHolder = 'referee' | 'referrer';

export interface VoucherIssuedData {
  voucherId: string;
  /** `pass`: a welcome pass (checks a visit in), not counted among vouchers. Absent means `voucher`. */
  kind?: VoucherKind;
  campaignId: string;
  holder: VoucherHolder;
  /** The referee's referrer for a referee voucher; the rewarded referrer for a referrer voucher. */
  referrerId: string;
  issuedAt: string;
}

export interface VoucherRedeemedData {
  voucherId: string;
  /** `pass`: a welcome pass checked in (a conversion, not a voucher redeemed). Absent means `voucher`. */
  kind?: VoucherKind;
  campaignId: string;
  holder: VoucherHolder;
  referrerId: string;
  redeemedAt: string;
}
