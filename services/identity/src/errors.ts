import {
  CURRENT_PASSWORD_REQUIRED_FOR_EMAIL,
  PASSWORD_RESET_LINK_INVALID,
  planFactsOf,
} from '@referrals/contracts';
import { Errors } from '@referrals/service-kit';

const campaigns = (count: number) => `${count} active ${count === 1 ? 'campaign' : 'campaigns'}`;

/** Every error the identity service answers with; each message is written here and nowhere else. */
export const IdentityErrors = {
  emailTaken: () => Errors.conflict('An account with this email already exists'),
  /** The same answer for an unknown e-mail and a wrong password, so that it does not reveal which accounts exist. */
  invalidCredentials: () => Errors.authentication('Invalid credentials'),
  tooManyLoginAttempts: (retryAfterSeconds: number) =>
    Errors.rateLimited('Too many login attempts.', retryAfterSeconds),
  /** Too many sign-ups from one client address. */
  tooManyRegistrations: (retryAfterSeconds: number) =>
    Errors.rateLimited('Too many sign-ups from your network.', retryAfterSeconds),
  /** Too many wrong current passwords on the profile form (per login). */
  tooManyPasswordAttempts: (retryAfterSeconds: number) =>
    Errors.rateLimited('Too many attempts.', retryAfterSeconds),
  /** Unknown, expired or signed-out session token. */
  sessionInvalid: () => Errors.authentication(),
  /** The operation needs a signed-in owner. */
  ownerRequired: () => Errors.authentication(),
  /**
   * A business that does not exist, is not the caller's login's, or (publicly) is not active: one answer for
   * all, so that nobody learns which business ids or slugs exist.
   */
  businessNotFound: () => Errors.notFound('Business not found'),
  /** Another business took the new slug between the look-up and the commit. */
  slugJustTaken: () =>
    Errors.conflict('Your new referral address was taken a moment ago. Please save again.'),
  /** A new login e-mail needs the current password, as a new password does. */
  currentPasswordRequiredForEmail: () =>
    Errors.input(CURRENT_PASSWORD_REQUIRED_FOR_EMAIL, {
      currentPassword: CURRENT_PASSWORD_REQUIRED_FOR_EMAIL,
    }),
  /** A lower plan than the business's active campaigns need (docs/product-rules.md §6). */
  activeCampaignsExceedPlan: (tier: string, active: number) => {
    const { name, activeCampaignLimit: limit } = planFactsOf(tier);
    return Errors.conflict(
      `The ${name} plan allows ${campaigns(limit)} and you have ${campaigns(active)}. ` +
        `Deactivate ${active - limit} first, then change your plan.`,
    );
  },
  currentPasswordIncorrect: () =>
    Errors.input('Current password is incorrect', { currentPassword: 'Current password is incorrect' }),
  /** A reset link unknown, used or expired: one 400, as a malformed token gets from the schema. */
  passwordResetLinkInvalid: () =>
    Errors.input(PASSWORD_RESET_LINK_INVALID, { token: PASSWORD_RESET_LINK_INVALID }),
};
