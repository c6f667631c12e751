import {
  CURRENT_PASSWORD_REQUIRED_FOR_EMAIL,
  LOGIN_LINK_INVALID,
  PASSWORD_RESET_LINK_INVALID,
  VERIFICATION_LINK_EXPIRED,
  formatDay,
  formatMoment,
} from '@referrals/contracts';
import { Errors } from '@referrals/service-kit';
import { MESSAGE_TIME_ZONE } from './time-zone.ts';

const DISPOSABLE_EMAIL =
  'Please use your own email address: temporary (disposable) addresses are not accepted';
const INVALID_PHONE = 'Enter a valid phone number';
const REFERRER_NOT_FOUND = 'Referrer not found';
const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
const PASSWORD_INCORRECT = 'Password is incorrect';
const INVALID_REFERRAL_LINK =
  'This referral link is not valid. Ask your friend to send you their link again.';

/** Dates in the messages as the product writes them (contracts' dates), in UK time: "25 Nov 2026". */
const onDay = (instant: Date) => formatDay(instant, MESSAGE_TIME_ZONE);
/** "25 Nov 2026, 14:03" (UK time). */
const onDayAt = (instant: Date) => formatMoment(instant, MESSAGE_TIME_ZONE);

/** Every error the referral service answers with; each message is written here and nowhere else. */
export const ReferralErrors = {
  /**
   * An unknown, inactive or deleted campaign, or one of an inactive business: one answer for all, so that
   * nobody learns which campaigns exist.
   */
  campaignNotOpen: () => Errors.notFound('This campaign is not taking sign-ups'),
  /**
   * The business was disabled by an administrator: no referrals recorded, vouchers redeemed or issued until
   * it is enabled again (existing vouchers keep their expiry).
   */
  businessNotTakingReferrals: () => Errors.conflict('This business is not taking referrals at the moment'),
  /** An administrator named a business by something that cannot be a business id. */
  businessNotFound: () => Errors.notFound('Business not found'),
  /** Invitation only: a referee needs the code of a referrer of the campaign, from their link. */
  invalidReferralLink: () => Errors.input(INVALID_REFERRAL_LINK, { referralCode: INVALID_REFERRAL_LINK }),
  /** A referral code asked about that no referrer of an open campaign has. */
  referrerNotFound: () => Errors.notFound('Referral link not found'),
  /** An unknown voucher code, or (for an owner) a voucher of a business that is not their login's. */
  voucherNotFound: () => Errors.notFound('Voucher not found'),
  /** Redeemed once already: when, so that the counter can tell the customer. */
  voucherAlreadyRedeemed: (redeemedAt: Date) =>
    Errors.conflict(`This voucher was already redeemed on ${onDayAt(redeemedAt)}`),
  voucherExpired: (expiresAt: Date) => Errors.conflict(`This voucher expired on ${onDay(expiresAt)}`),
  /** A referrer the owner asked about that is deleted, unknown, or of a business that is not their login's. */
  referrerNotFoundForOwner: () => Errors.notFound(REFERRER_NOT_FOUND),
  /** A campaign the owner asked about that is unknown, or of a business that is not their login's. */
  campaignNotFound: () => Errors.notFound('Campaign not found'),
  disposableEmail: () => Errors.input(DISPOSABLE_EMAIL, { email: DISPOSABLE_EMAIL }),
  invalidPhone: () => Errors.input(INVALID_PHONE, { phoneNumber: INVALID_PHONE }),
  /** One person joins a campaign once. */
  alreadyJoined: () =>
    Errors.conflict('You have already joined this campaign with this email. Check your inbox for your link.'),
  /**
   * The e-mail has a login (from another campaign) and the password given is not its password: the same
   * answer whether it was wrong or the person meant a new account.
   */
  loginPasswordNeeded: () =>
    Errors.conflict(
      'An account with this email already exists. Sign up with its password, or reset your password.',
    ),
  tooManyPasswordAttempts: (retryAfterSeconds: number) =>
    Errors.rateLimited("Too many attempts with this email's password.", retryAfterSeconds),
  /** The referee is the referrer (same e-mail, or same phone number). */
  selfReferral: () =>
    Errors.notAllowed("You can't sign up with your own referral link. Share it with your friends instead."),
  /** The referee is a referrer of this very campaign. */
  referrerCannotBeReferee: () =>
    Errors.conflict(
      "You have already joined this campaign to refer friends, so you can't sign up as a referred friend too.",
    ),
  emailAlreadyRegistered: () => Errors.conflict('This email address has already signed up for this offer.'),
  phoneAlreadyRegistered: () => Errors.conflict('This phone number has already signed up for this offer.'),
  tooManySignupsForCode: (retryAfterSeconds: number) =>
    Errors.rateLimited('This referral link has had too many sign-ups in the last hour.', retryAfterSeconds),
  tooManySignupsFromAddress: (retryAfterSeconds: number) =>
    Errors.rateLimited('Too many sign-ups from your network.', retryAfterSeconds),
  /**
   * "Wrong address?" for a registration this page did not make (unknown, another's, or its token wrong), or
   * one that no longer exists: the friend signs up again instead.
   */
  signUpNotCorrectable: () =>
    Errors.notFound('This sign-up can no longer be corrected from here. Please sign up again.'),
  /** "Wrong address?" after the e-mail was confirmed: it reached its owner. */
  signUpAlreadyConfirmed: () =>
    Errors.conflict('This sign-up is already confirmed, so its email can no longer be changed.'),
  /** An unknown (or malformed) verification token. */
  invalidVerificationLink: () =>
    Errors.notFound('This verification link is not valid. Please use the link from your latest email.'),
  /** The page offers a new link for this one (`fields.token` is {@link VERIFICATION_LINK_EXPIRED}). */
  verificationLinkExpired: () =>
    Errors.input(`${VERIFICATION_LINK_EXPIRED}. Request a new one below.`, {
      token: VERIFICATION_LINK_EXPIRED,
    }),
  tooManyNewLinks: (retryAfterSeconds: number) =>
    Errors.rateLimited('Too many new links requested.', retryAfterSeconds),
  /** A personal code that is, or once was, another membership's (codes are never reused). */
  referralCodeTaken: () => Errors.conflict('That code is taken'),
  /** A personal code that reads like another membership's (O/0, I/L/1, S/5, B/8, Z/2, hyphens ignored). */
  referralCodeLookAlike: () => Errors.conflict('That code looks too much like another code'),
  /**
   * A personal code with another current member's first or last name as one of its parts, and neither of the
   * chooser's own names: it would pass for that member's code.
   */
  referralCodeNamesAnotherMember: () =>
    Errors.conflict(
      "This code uses another member's name. Choose a code with your own name or another word.",
    ),
  /**
   * A referrer's reward voucher whose holder deleted their account before redeeming it, or a referee's voucher
   * whose referral the business rejected (with its reason).
   */
  voucherCancelled: (cancelledAt: Date, reason: string | null = null) =>
    Errors.conflict(`This voucher was cancelled on ${onDay(cancelledAt)}${reason ? `: ${reason}` : ''}`),
  /** A referral the owner named that is unknown, or of a business that is not their login's. */
  referralNotFound: () => Errors.notFound('Referral not found'),
  /** A referral whose flags need no decision (or that has none). */
  referralNeedsNoDecision: () => Errors.conflict('This referral needs no decision'),
  /** Decided once already (by the owner or automatically): nothing changes. */
  referralAlreadyDecided: (state: 'approved' | 'rejected', decidedAt: Date, automatic: boolean) =>
    Errors.conflict(
      `This referral was already ${state}${automatic ? ' automatically' : ''} on ${onDayAt(decidedAt)}`,
    ),
  /**
   * A referrer sign-in with an unknown e-mail, a wrong password, or a login without a membership left: one
   * answer for all, so that it does not reveal which accounts exist.
   */
  invalidCredentials: () => Errors.authentication('Invalid credentials'),
  tooManySignInAttempts: (retryAfterSeconds: number) =>
    Errors.rateLimited('Too many login attempts.', retryAfterSeconds),
  tooManyLoginLinkRequests: (retryAfterSeconds: number) =>
    Errors.rateLimited('Too many sign-in link requests.', retryAfterSeconds),
  /** A sign-in link unknown, used or expired, or whose person has no membership left: one 400. */
  loginLinkInvalid: () => Errors.input(LOGIN_LINK_INVALID, { token: LOGIN_LINK_INVALID }),
  /** An unknown, expired or signed-out referrer session, or one whose person has no membership left. */
  referrerSessionInvalid: () => Errors.authentication(),
  /** A referrer id the signed-in person named that is not one of their memberships (or is deleted). */
  membershipNotFound: () => Errors.notFound(REFERRER_NOT_FOUND),
  /** Another person's login has the new e-mail. */
  emailTaken: () => Errors.conflict('An account with this email already exists'),
  currentPasswordRequiredForEmail: () =>
    Errors.input(CURRENT_PASSWORD_REQUIRED_FOR_EMAIL, {
      currentPassword: CURRENT_PASSWORD_REQUIRED_FOR_EMAIL,
    }),
  currentPasswordIncorrect: () =>
    Errors.input(CURRENT_PASSWORD_INCORRECT, { currentPassword: CURRENT_PASSWORD_INCORRECT }),
  /** Deleting the account: the password given is not the login's. */
  passwordIncorrect: () => Errors.input(PASSWORD_INCORRECT, { password: PASSWORD_INCORRECT }),
  /** A reset link unknown, used or expired: one 400, as a malformed token gets from the schema. */
  passwordResetLinkInvalid: () =>
    Errors.input(PASSWORD_RESET_LINK_INVALID, { token: PASSWORD_RESET_LINK_INVALID }),
};
