import {
  maxDiscountText,
  rewardWorthText,
  type RewardWorth,
  type VoucherDto,
  type VoucherReferralReviewDto,
} from '@referrals/contracts';
import { formatDate } from '../text/dates.ts';

/**
 * What the voucher page and its PDF say about a voucher, in words, written once so that the page, the PDF
 * and the tests agree: the value ("20% off"), the cap, the state, the instructions and the voucher's own
 * address (the one its QR code holds).
 */

/** The fields that say what a voucher is worth. */
type VoucherWorth = Pick<VoucherDto, 'rewardType' | 'value' | 'maxDiscount'>;

const worthOf = (voucher: VoucherWorth): RewardWorth => ({
  kind: voucher.rewardType,
  value: voucher.value,
  maxDiscount: voucher.maxDiscount,
});

/** The voucher's type and value in words: "20% off", "£10 off" or "Free" (null when a value is missing). */
export function rewardInWords(voucher: VoucherWorth): string | null {
  return rewardWorthText(worthOf(voucher));
}

/** "Maximum discount: £50" for a percentage voucher with a cap; null for the others. */
export function maxDiscountNote(voucher: VoucherWorth): string | null {
  return maxDiscountText(worthOf(voucher));
}

/** Whose reward the voucher is (or that it is a welcome pass), as its holder reads it. */
export function holderLine(voucher: Pick<VoucherDto, 'kind' | 'type' | 'holderFirstName'>): string {
  const kind =
    voucher.kind === 'pass'
      ? 'Welcome pass'
      : voucher.type === 'referee'
        ? 'Welcome reward'
        : 'Referral reward';
  return voucher.holderFirstName ? `${kind} for ${voucher.holderFirstName}` : kind;
}

/**
 * The page's title: the reward's name, or "Welcome pass" for the pass a campaign without an invitee reward
 * gives (it checks the visit in; it is worth nothing in itself).
 */
export function voucherTitle(voucher: Pick<VoucherDto, 'kind' | 'rewardDescription'>): string {
  return voucher.kind === 'pass' ? 'Welcome pass' : voucher.rewardDescription;
}

/** Whether the voucher can still be used at the counter. */
export type VoucherState = 'available' | 'redeemed' | 'expired' | 'cancelled';

/**
 * The voucher's state at `now`: redeemed first (a used voucher stays used), then cancelled (its holder deleted
 * their account), then past its expiry.
 */
export function voucherState(
  voucher: Pick<VoucherDto, 'isRedeemed' | 'expiryDate'> & Partial<Pick<VoucherDto, 'isCancelled'>>,
  now: number = Date.now(),
): VoucherState {
  if (voucher.isRedeemed) return 'redeemed';
  if (voucher.isCancelled) return 'cancelled';
  return Date.parse(voucher.expiryDate) <= now ? 'expired' : 'available';
}

/**
 * The state as the page's badge reads it: "Available", "Redeemed on 3 Dec 2026", "Expired" or "Cancelled".
 *
 * @param redeemedOn - the day of redemption as shown (`formatDate(voucher.redeemedAt)`), empty when unknown
 */
export function stateLabel(state: VoucherState, redeemedOn: string): string {
  if (state === 'available') return 'Available';
  if (state === 'expired') return 'Expired';
  if (state === 'cancelled') return 'Cancelled';
  return redeemedOn ? `Redeemed on ${redeemedOn}` : 'Redeemed';
}

/**
 * The expiry line: "Valid until 22 Feb 2027", or "Expired on ..." once past.
 *
 * @param expiresOn - the expiry day as shown (`formatDate(voucher.expiryDate)`)
 */
export function validityLine(state: VoucherState, expiresOn: string): string {
  return state === 'expired' ? `Expired on ${expiresOn}` : `Valid until ${expiresOn}`;
}

/** How to use the voucher, for the holder and for the staff member they show it to. */
export function redemptionInstructions(voucher: Pick<VoucherDto, 'businessName'>): string {
  return `Show this voucher at the counter at ${voucher.businessName} before you pay. Staff scan the QR code or type in the code. It can be used once.`;
}

/** The voucher page's absolute address, `{origin}/voucher/{code}`: what the QR code and the share links carry. */
export function voucherAddress(origin: string, code: string): string {
  return `${origin}/voucher/${encodeURIComponent(code)}`;
}

/**
 * The code as it is shown, in groups of four that read aloud ("K7QM 4XPT 9H"). A code that already carries
 * separators ("ET8W-9ZH7-3HTF", the referral service's) is shown as it is: a line can break after a hyphen.
 */
export function displayCode(code: string): string {
  if (/[\s-]/.test(code)) return code;
  return (code.match(/.{1,4}/g) ?? [code]).join(' ');
}

/** The PDF's file name. */
export function pdfFileName(code: string): string {
  return `voucher-${code.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;
}

/**
 * The heading of a flagged referral, as its business's owner sees it at the counter or on the voucher page:
 * waiting for their decision, decided (by whom, when), or only noted.
 */
export function flaggedReferralTitle({ review }: Pick<VoucherReferralReviewDto, 'review'>): string {
  if (!review) return 'Flagged, noted only';
  if (review.state === 'pending') return 'Flagged: your decision';
  const how = review.decidedBy === 'automatic' ? ' automatically' : '';
  return `Flagged, ${review.state}${how} on ${formatDate(review.decidedAt)}`;
}

/** What Redeem does to a referral that waits for the owner's decision, and when it is approved by itself. */
export function redeemApprovesNote(
  review: Pick<NonNullable<VoucherReferralReviewDto['review']>, 'autoApproveAt'>,
): string {
  return (
    'Redeem approves the referral: it counts and the referrer’s reward follows. Not decided by ' +
    `${formatDate(review.autoApproveAt)}, it is approved automatically.`
  );
}
