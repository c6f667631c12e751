import type { EntityManager } from '@mikro-orm/sql';
import { hashPassword, type Logger } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { ReferralErrors } from '../errors.ts';
import { checkSignInPassword } from './login-password.ts';

/** The login a sign-up goes ahead with: the person's own, or a new one with this password hash. */
export type SignUpLogin = { kind: 'existing'; person: Person } | { kind: 'new'; passwordHash: string };

export interface SignUpLoginContext {
  clientAddress: string | null;
  /** `SIGN_IN_FAILURES_PER_ADDRESS`. */
  failuresPerAddress?: number;
  log: Logger;
  now: Date;
}

/**
 * One person, one login. A sign-up (as a referrer or a referee) with an e-mail that already has a login must
 * give that login's password: it is a sign-in, throttled exactly like one (per e-mail and per client address,
 * checked before the password, so a throttled e-mail is refused even with the right one; the kit's
 * sign-in policies). A wrong password gets the same 409 as any other, telling the person to use or reset it.
 * A new e-mail's password is hashed here, before any transaction opens.
 */
export async function signUpLogin(
  em: EntityManager,
  credentials: { emailNormalized: string; password: string },
  context: SignUpLoginContext,
): Promise<SignUpLogin> {
  const person = await em.findOne(
    Person,
    { emailNormalized: credentials.emailNormalized },
    { populate: ['passwordHash'] },
  );
  if (!person) return { kind: 'new', passwordHash: await hashPassword(credentials.password) };

  const check = await checkSignInPassword(em, person, credentials, context);
  if (check.outcome === 'throttled') {
    context.log.warn({ event: 'sign-up-password-throttled' }, 'sign-up refused: too many wrong passwords');
    throw ReferralErrors.tooManyPasswordAttempts(check.retryAfterSeconds);
  }
  if (check.outcome === 'wrong') {
    context.log.info(
      { event: 'sign-up-password-wrong' },
      'sign-up refused: wrong password of an existing login',
    );
    throw ReferralErrors.loginPasswordNeeded();
  }
  return { kind: 'existing', person };
}
