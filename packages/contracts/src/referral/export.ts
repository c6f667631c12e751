/**
 * The exports of the owner's Export Data dialog that the referral service answers: its values already in words
 * ("Yes", "Came in"), as the CSV file shows them.
 */

/** A friend's consent to the business's marketing, in words. */
export type ConsentWords = 'Yes' | 'No';

/** How far a friend got, in words: rejected by the business, came in, waiting for a decision, confirmed, signed up. */
export type RefereeStateWords = 'Rejected' | 'Came in' | 'To review' | 'Confirmed' | 'Signed up';

/** A voucher's or welcome pass's state, in words; '' for a friend without one yet. */
export type VoucherStateWords = 'Issued' | 'Redeemed' | 'Expired' | 'Cancelled' | '';

/** What "Referred by" says of a referrer who deleted their account or was removed. */
export const DELETED_REFERRER_NAME = 'Deleted referrer';

/** GET /api/referees/export/{userId}: one friend (referee) of a campaign of the business. */
export interface RefereeExportRecord {
  id: string;
  campaignId: string;
  campaignName: string;
  firstName: string;
  lastName: string;
  /** '' for a friend recorded at the counter without one. */
  email: string;
  marketingConsent: ConsentWords;
  state: RefereeStateWords;
  /** The referrer's full name, or {@link DELETED_REFERRER_NAME}. */
  referredBy: string;
  voucherCode: string;
  voucherState: VoucherStateWords;
  /** When the voucher or pass was redeemed (ISO); '' when it was not. */
  redeemedAt: string;
  /** Who redeemed it: the business, at its counter (the only one who can); '' when not redeemed. */
  redeemedBy: string;
  createdAt: string;
}

/** GET /api/referrers/marketing-consent/{userId}: a referrer's consent to the business's marketing. */
export interface ReferrerConsentRecord {
  referrerId: string;
  /** "No" for a referrer who deleted their account or was removed. */
  marketingConsent: ConsentWords;
}
