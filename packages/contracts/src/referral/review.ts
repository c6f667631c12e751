import { boolean, object, string, type InferType } from 'yup';
import type { ReferralFlag, ReferralFlagKind } from './dto.ts';

/**
 * Flagged referrals get a decision. A referral carrying a flag that honest sign-ups do not raise by nature
 * waits for the owner: approved, it counts (the referrer's rewards follow once the friend's voucher is
 * redeemed); rejected, the friend's voucher is cancelled with the owner's reason and the referrer earns
 * nothing for it. Undecided after {@link AUTO_APPROVE_DAYS} days, it is approved automatically.
 */

/** Bus subjects of the review of flagged referrals (the referral service). */
export const ReferralReviewSubjects = {
  /** GET /api/referees/campaign/{id}/review (owner): the campaign's referrals to review, and recent decisions. */
  listReferralReviews: 'referral.reviews.list-for-campaign',
  /** GET /api/referees/review-count (owner): how many referrals of the business wait for a decision. */
  countReferralReviews: 'referral.reviews.count',
  /** POST /api/referees/{id}/decision (owner): approve or reject a flagged referral, once. */
  decideReferral: 'referral.reviews.decide',
} as const;

/** Days a flagged referral waits for the owner before it is approved automatically. */
export const AUTO_APPROVE_DAYS = 14;

/**
 * Flags that honest sign-ups raise by nature: a friend signing up in the shop on its Wi-Fi shares the
 * referrer's network. Shown, but alone they need no decision.
 */
export const NOTED_ONLY_FLAG_KINDS: readonly ReferralFlagKind[] = ['same-address-as-referrer'];

/** True when one of the flags needs the owner's decision (any flag but those only noted). */
export function needsDecision(flags: readonly ReferralFlag[]): boolean {
  return flags.some(({ kind }) => !NOTED_ONLY_FLAG_KINDS.includes(kind));
}

/** `pending`: waiting for the owner; `approved` and `rejected`: decided (by the owner, or automatically). */
export type ReferralReviewState = 'pending' | 'approved' | 'rejected';

/** The review of a flagged referral that needs a decision. */
export interface ReferralReviewDto {
  state: ReferralReviewState;
  /** When an undecided referral is approved automatically. */
  autoApproveAt: string;
  decidedAt: string | null;
  /** `owner`: by the login in `decidedByLoginId`; `automatic`: no decision within the days allowed. */
  decidedBy: 'owner' | 'automatic' | null;
  decidedByLoginId: string | null;
  /** The owner's reason for a rejection (shown on the friend's voucher page, never to the referrer). */
  rejectionReason: string | null;
}

/** One flagged referral in the owner's review list: who referred whom, why it was flagged, and its decision. */
export interface ReferralReviewItemDto {
  refereeId: string;
  campaignId: string;
  friendFirstName: string;
  /** The referrer's first name; null once the referrer was deleted. */
  referrerFirstName: string | null;
  /** "First Last" of the referrer; null once the referrer was deleted. */
  referrerName: string | null;
  flags: ReferralFlag[];
  /** `Pending` until the friend confirms their e-mail (no voucher yet). */
  status: 'Verified' | 'Pending';
  voucherState: 'none' | 'issued' | 'redeemed' | 'expired' | 'cancelled';
  review: ReferralReviewDto;
  createdAt: string;
}

/** GET /api/referees/campaign/{id}/review. */
export interface ReferralReviewListDto {
  /** Waiting for a decision, oldest first (the first to be approved automatically). */
  toReview: ReferralReviewItemDto[];
  /** The latest decisions, newest first (at most {@link REVIEW_DECIDED_LIMIT}). */
  decided: ReferralReviewItemDto[];
}

export const REVIEW_DECIDED_LIMIT = 20;

/** GET /api/referees/review-count: referrals of the business waiting for a decision, per campaign. */
export interface ReferralReviewCountDto {
  total: number;
  campaigns: { campaignId: string; count: number }[];
}

/** The longest reason for a rejection. */
export const REJECTION_REASON_MAX = 300;

/** POST /api/referees/{id}/decision. */
export const referralDecisionSchema = object({
  decision: string()
    .required('Choose approve or reject')
    .oneOf(['approve', 'reject'], 'Choose approve or reject'),
  reason: string()
    .trim()
    .max(REJECTION_REASON_MAX, `The reason is too long (at most ${REJECTION_REASON_MAX} characters)`)
    .default('')
    .test('reason', 'Give a reason for the rejection', function (reason) {
      return this.parent.decision !== 'reject' || Boolean(reason);
    }),
});

export type ReferralDecisionInput = InferType<typeof referralDecisionSchema>;

/** POST /api/referees/{id}/decision: the referral as decided (approving may issue the referrer's rewards). */
export interface ReferralDecidedDto {
  item: ReferralReviewItemDto;
}

/**
 * POST /api/vouchers/code/{code}/redeem: `approve` redeems a flagged voucher whose referral waits for a
 * decision and approves the referral in the same transaction (Redeem at the counter is the decision).
 */
export const voucherRedemptionSchema = object({
  approve: boolean().default(false),
});

export type VoucherRedemptionInput = InferType<typeof voucherRedemptionSchema>;

/**
 * What the owner of a referee's voucher sees of its referral at the counter: its flags and review. Absent for
 * anyone else, and for a referral with no flags.
 */
export interface VoucherReferralReviewDto {
  refereeId: string;
  referrerName: string | null;
  flags: ReferralFlag[];
  /** Null when the flags need no decision. */
  review: ReferralReviewDto | null;
}

/** `referral.review-needed`: a referral was flagged and waits for the owner's decision (or the auto-approval). */
export interface ReferralReviewNeededData {
  refereeId: string;
  referrerId: string;
  /** "First Last" of the referrer (null once deleted); absent from events recorded before it was carried. */
  referrerName?: string | null;
  campaignId: string;
  friendFirstName: string;
  flags: ReferralFlag[];
  autoApproveAt: string;
}

/** `referral.review-decided`: a flagged referral was approved or rejected, by the owner or automatically. */
export interface ReferralReviewDecidedData {
  refereeId: string;
  referrerId: string;
  campaignId: string;
  decision: 'approved' | 'rejected';
  automatic: boolean;
  decidedAt: string;
}

export const ReferralReviewEvents = {
  reviewNeeded: 'referral.review-needed',
  reviewDecided: 'referral.review-decided',
} as const;
