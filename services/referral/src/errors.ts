import { VERIFICATION_LINK_EXPIRED } from '@referrals/contracts';
import { Errors } from '@referrals/service-kit';

function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const DISPOSABLE_EMAIL =
  'Please use your own email address: temporary (disposable) addresses are not accepted';
const INVALID_PHONE = 'Enter a valid phone number';
const INVALID_REFERRAL_LINK =
  'This referral link is not valid. Ask your friend to send you their link again.';

/** Every error the referral service answers with; each message is written here and nowhere else. */
export const ReferralErrors = {
  /**
   * An unknown, inactive or deleted campaign, or one of an inactive business: one answer for all, so that
   * nobody learns which campaigns exist.
   */
  campaignNotOpen: () => Errors.notFound('This campaign is not taking sign-ups'),
  /** Invitation only: a referee needs the code of a referrer of the campaign, from their link. */
  invalidReferralLink: () => Errors.input(INVALID_REFERRAL_LINK, { referralCode: INVALID_REFERRAL_LINK }),
  /** A referral code asked about that no referrer of an open campaign has. */
  referrerNotFound: () => Errors.notFound('Referral link not found'),
  voucherNotFound: () => Errors.notFound('Voucher not found'),
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
    Errors.rateLimited(
      `Too many attempts with this email's password. ${tryAgainIn(retryAfterSeconds)}`,
      retryAfterSeconds,
    ),
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
    Errors.rateLimited(
      `This referral link has had too many sign-ups in the last hour. ${tryAgainIn(retryAfterSeconds)}`,
      retryAfterSeconds,
    ),
  tooManySignupsFromAddress: (retryAfterSeconds: number) =>
    Errors.rateLimited(
      `Too many sign-ups from your network. ${tryAgainIn(retryAfterSeconds)}`,
      retryAfterSeconds,
    ),
  /** An unknown (or malformed) verification token. */
  invalidVerificationLink: () =>
    Errors.notFound('This verification link is not valid. Please use the link from your latest email.'),
  /** The page offers a new link for this one (`fields.token` is {@link VERIFICATION_LINK_EXPIRED}). */
  verificationLinkExpired: () =>
    Errors.input(`${VERIFICATION_LINK_EXPIRED}. Request a new one below.`, {
      token: VERIFICATION_LINK_EXPIRED,
    }),
  tooManyNewLinks: (retryAfterSeconds: number) =>
    Errors.rateLimited(`Too many new links requested. ${tryAgainIn(retryAfterSeconds)}`, retryAfterSeconds),
};
