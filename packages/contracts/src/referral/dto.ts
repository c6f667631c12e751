import type { BusinessPlace } from '../identity/place.ts';
import type { VoucherHolder, VoucherKind } from './events.ts';
import type { ReferralReviewDto, ReferralReviewState, VoucherReferralReviewDto } from './review.ts';

/**
 * How a reward is worth something: a percentage off (with a cap, "Maximum discount: £50"), a fixed amount
 * off (in pounds), or a free product or service. Invitee and constant (referrer) rewards have one; a voucher
 * copies it when issued.
 */
export const REWARD_KINDS = ['percentage', 'fixed', 'free'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** The default cap of a percentage reward, in pounds. */
export const DEFAULT_MAX_DISCOUNT = 50;

/** Days a voucher is valid from its issue, unless `VOUCHER_VALID_DAYS` says otherwise. */
export const DEFAULT_VOUCHER_VALID_DAYS = 90;

/** A reward as a campaign configures it and a voucher carries it. */
export interface RewardTerms {
  /** The reward's name, e.g. "20% off your next cut". */
  name: string;
  kind: RewardKind;
  /** Percent (percentage) or pounds (fixed); null for a free product or service. */
  value: number | null;
  /** Pounds; percentage rewards only. */
  maxDiscount: number | null;
}

/** POST /api/referrers: the membership created, with the personal link to share. */
export interface ReferrerRegisteredDto {
  /** The membership's id (the referrer of SPEC §3, one per campaign joined). */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  campaignId: string;
  campaignName: string;
  referralCode: string;
  /** `{PUBLIC_URL}/refer/{businessSlug}/{referralCode}`. */
  referralLink: string;
  /** False until the referrer confirms their e-mail; their link works at once, rewards wait. */
  isVerified: boolean;
  createdAt: string;
}

/** GET /api/referrers/code/{code}: only what the banner needs, nothing that identifies the person further. */
export interface ReferrerBannerDto {
  firstName: string;
  lastInitial: string;
  campaignId: string;
  /** The campaign's business, as public as the slug answer's `userId`: the gateway keeps answers by it. */
  businessId: string;
}

/**
 * POST /api/referees: the registration, Pending until the e-mailed link is followed. Signing up again with the
 * e-mail of a registration of the campaign that is still Pending answers that registration, with a new link
 * sent (`verificationResent`) and the earlier links no longer working.
 */
export interface RefereeRegisteredDto {
  id: string;
  firstName: string;
  campaignId: string;
  isVerified: false;
  /** Where the verification link was sent. */
  email: string;
  /** True when the e-mail had signed up already (still unverified): a new link was sent, nothing registered. */
  verificationResent: boolean;
  /**
   * The secret with which this page may correct a mistyped e-mail (POST /api/referees/{id}/email) while the
   * registration is Pending; given only to the sign-up that made the registration (null when
   * `verificationResent`, since typing an address proves nothing about whose registration it is).
   */
  correctionToken: string | null;
}

/** The voucher as the voucher page shows it (public: the holder only by first name). */
export interface VoucherDto {
  id: string;
  code: string;
  kind: VoucherKind;
  /** The reward's name as the campaign named it when the voucher was issued. */
  rewardDescription: string;
  rewardType: RewardKind;
  /** Whose reward it is: a referee's welcome voucher or a referrer's reward. */
  type: VoucherHolder;
  /** Percent or pounds, by `rewardType`; null for a free product or service. */
  value: number | null;
  /** Pounds, percentage vouchers only. */
  maxDiscount: number | null;
  expiryDate: string;
  isRedeemed: boolean;
  redeemedAt: string | null;
  /** True once `expiryDate` has passed (and it was not redeemed before). */
  isExpired: boolean;
  /**
   * True when it cannot be redeemed any more: its holder (a referrer) deleted their account before redeeming
   * it, or the business rejected the referral of a referee's voucher.
   */
  isCancelled: boolean;
  cancelledAt: string | null;
  /** Why the business cancelled it (a referral it rejected), shown on the voucher page; null otherwise. */
  cancelReason: string | null;
  createdAt: string;
  holderFirstName: string;
  /**
   * True when the caller is signed in as an owner whose login holds the voucher's business and the voucher can
   * still be redeemed (not redeemed, expired or cancelled): the page then offers Redeem. False for everyone else.
   */
  canRedeem: boolean;
  campaignId: string;
  campaignName: string;
  businessName: string;
  businessSlug: string;
  primaryColor: string;
  secondaryColor: string;
  logoImage: string | null;
  /**
   * True while an administrator has disabled (paused) the business: the voucher cannot be used until it is
   * enabled again, and keeps its expiry.
   */
  businessPaused: boolean;
  /** Where and when to use it: the business's address, opening hours and booking link; null until known. */
  place: BusinessPlace | null;
  /** For the owner of its business only: the flags and review of a referee voucher's referral. */
  referral?: VoucherReferralReviewDto;
}

/** POST /api/referees/verify: the referee is verified; the voucher when the campaign has an invitee reward. */
export interface RefereeVerifiedDto {
  /** False when the link had already been used: nothing new was issued. */
  newlyVerified: boolean;
  firstName: string;
  campaignId: string;
  voucher: VoucherDto | null;
}

/** POST /api/referrers/verify. */
export interface ReferrerVerifiedDto {
  newlyVerified: boolean;
  firstName: string;
  referralLink: string;
}

/**
 * POST /api/referees/verify/resend: a new link was e-mailed (to `email`), or none was needed because the
 * registration is already verified.
 */
export interface VerificationResentDto {
  alreadyVerified: boolean;
  email: string;
}

/**
 * The field message (`errors.token` of the 400 answer) of the InputError that POST /api/referees/verify
 * answers for an expired link: the verification page then offers a new one (POST
 * /api/referees/verify/resend with the same token).
 */
export const VERIFICATION_LINK_EXPIRED = 'This verification link has expired';

/**
 * Signals recorded on a referral (not refused: they must not turn away honest customers), for the owner to
 * review: the referee signed up from the referrer's own client address (normal on a shop's Wi-Fi), through a
 * link that had many sign-ups in the last hour (under the limit), or with the referrer's name.
 */
export const REFERRAL_FLAG_KINDS = ['same-address-as-referrer', 'burst', 'name-matches-referrer'] as const;
export type ReferralFlagKind = (typeof REFERRAL_FLAG_KINDS)[number];

export interface ReferralFlag {
  kind: ReferralFlagKind;
  /** Why, in words the owner reads. */
  reason: string;
}

/**
 * The state of a referee's voucher (or welcome pass) in the owner's referee list: `none` while the referee is
 * Pending (nothing issued yet).
 */
export type RefereeVoucherState = 'none' | 'issued' | 'redeemed' | 'expired';

/** GET /api/referees/campaign/{id}: one referee as the campaign's owner sees them. */
export interface CampaignRefereeDto {
  id: string;
  campaignId: string;
  firstName: string;
  lastName: string;
  /** Null for a referral recorded at the counter with a phone number only. */
  email: string | null;
  phoneNumber: string | null;
  referrerId: string;
  /** "First Last" of the referrer; null once the referrer was deleted. */
  referrerName: string | null;
  status: 'Verified' | 'Pending';
  flags: ReferralFlag[];
  /** True when the business recorded the referral at the counter (not through the link). */
  recordedByBusiness: boolean;
  /** The decision on a referral whose flags need one; null when none is needed. */
  review: ReferralReviewDto | null;
  voucher: {
    code: string;
    kind: VoucherKind;
    state: RefereeVoucherState;
    expiryDate: string;
    redeemedAt: string | null;
  } | null;
  createdAt: string;
}

/** POST /api/referees/counter: the referral recorded, and the invitee voucher or pass redeemed on the spot. */
export interface CounterReferralDto {
  referee: CampaignRefereeDto;
  /** The referrer's reward vouchers this visit earned them (e-mailed to them), possibly none. */
  referrerRewards: VoucherDto[];
}

/** POST /api/vouchers/code/{code}/redeem: the voucher as redeemed, and what it earned the referrer. */
export interface VoucherRedeemedDto {
  voucher: VoucherDto;
  /** A referee's voucher or pass redeemed makes the referral successful; the rewards it earned, possibly none. */
  referrerRewards: VoucherDto[];
  /** `pending`: the referral still waits for a decision, and the referrer's rewards with it. */
  reviewState: ReferralReviewState | null;
}
