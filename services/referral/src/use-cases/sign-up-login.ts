import type { EntityManager } from '@mikro-orm/sql';
import {
  clearFailures,
  hashPassword,
  recordFailure,
  secondsUntilAllowed,
  signInEmailThrottleKey,
  signInThrottleKeys,
  verifyPassword,
  type Logger,
} from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { ReferralErrors } from '../errors.ts';

/** The login a sign-up goes ahead with: the person's own, or a new one with this password hash. */
export type SignUpLogin = { kind: 'existing'; person: Person } | { kind: 'new'; passwordHash: string };

export interface SignUpLoginContext {
  clientAddress: string | null;
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

  const keys = signInThrottleKeys(credentials.emailNormalized, context.clientAddress);
  const waitSeconds = await secondsUntilAllowed(em, keys, context.now);
  if (waitSeconds > 0) {
    context.log.warn({ event: 'sign-up-password-throttled' }, 'sign-up refused: too many wrong passwords');
    throw ReferralErrors.tooManyPasswordAttempts(waitSeconds);
  }
  if (!(await verifyPassword(credentials.password, person.passwordHash))) {
    await recordFailure(em, keys, context.now);
    context.log.info(
      { event: 'sign-up-password-wrong' },
      'sign-up refused: wrong password of an existing login',
    );
    throw ReferralErrors.loginPasswordNeeded();
  }
  await clearFailures(em, signInEmailThrottleKey(credentials.emailNormalized).key);
  return { kind: 'existing', person };
}
