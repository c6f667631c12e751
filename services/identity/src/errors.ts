import { Errors } from '@referrals/service-kit';

/** Every error the identity service answers with; each message is written here and nowhere else. */
export const IdentityErrors = {
  emailTaken: () => Errors.conflict('An account with this email already exists'),
  /** The same answer for an unknown e-mail and a wrong password, so that it does not reveal which accounts exist. */
  invalidCredentials: () => Errors.authentication('Invalid credentials'),
  tooManyLoginAttempts: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return Errors.rateLimited(
      `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      retryAfterSeconds,
    );
  },
  /** Unknown, expired or signed-out session token. */
  sessionInvalid: () => Errors.authentication(),
  /** The operation needs a signed-in owner. */
  ownerRequired: () => Errors.authentication(),
  /**
   * A business that does not exist, is not the caller's login's, or (publicly) is not active: one answer for
   * all, so that nobody learns which business ids or slugs exist.
   */
  businessNotFound: () => Errors.notFound('Business not found'),
  /** Bus-only callers naming a login that does not exist. */
  loginNotFound: () => Errors.notFound('Account not found'),
  currentPasswordIncorrect: () =>
    Errors.input('Current password is incorrect', { currentPassword: 'Current password is incorrect' }),
};
