import type { EntityManager } from '@mikro-orm/sql';
import {
  SIGN_IN_EMAIL_THROTTLE,
  checkThrottledPassword,
  signInEmailThrottleKey,
  signInThrottleKeys,
  type AppError,
  type Logger,
  type ThrottleKey,
  type ThrottledPasswordCheck,
} from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { ReferralErrors } from '../errors.ts';

/** How a throttled password check went; each caller answers and logs in its own words. */
export type PasswordCheck = ThrottledPasswordCheck<Person>;

/**
 * The kit's throttled check of a person's password, the person already loaded (none: a login that may not be
 * used, checked in the same time and counted as wrong).
 */
function checkPersonPassword(
  em: EntityManager,
  person: Person | null,
  check: { password: string; keys: ThrottleKey[]; clears: string; now: Date },
): Promise<PasswordCheck> {
  return checkThrottledPassword(em, {
    ...check,
    find: () => Promise.resolve(person),
    passwordHashOf: (found) => found.passwordHash ?? null,
    usable: (found) => found,
  });
}

/**
 * A sign-in's password check (the referrer portal's sign-in, or a sign-up with an e-mail that has a login),
 * throttled like the owners' sign-in with the kit's policies: per e-mail and per client address. `person` is
 * null when the e-mail has no login that may sign in. The address counter is never cleared: one valid account
 * must not wash out failures against others.
 */
export function checkSignInPassword(
  em: EntityManager,
  person: Person | null,
  credentials: { emailNormalized: string; password: string },
  context: { clientAddress: string | null; failuresPerAddress?: number; now: Date },
): Promise<PasswordCheck> {
  return checkPersonPassword(em, person, {
    password: credentials.password,
    keys: signInThrottleKeys(credentials.emailNormalized, context.clientAddress, context.failuresPerAddress),
    clears: signInEmailThrottleKey(credentials.emailNormalized).key,
    now: context.now,
  });
}

/**
 * The password a signed-in person gives to change their e-mail or password or to delete their account: throws
 * `incorrect()` when wrong, and a 429 after 5 wrong ones in 15 minutes. Counted per person, apart from the
 * sign-in counters: guesses through a session cannot lock the person out of signing in, nor failed sign-ins
 * out of their account.
 */
export async function requireCurrentPassword(
  em: EntityManager,
  personId: string,
  password: string,
  context: { incorrect: () => AppError; log: Logger; now: Date },
): Promise<void> {
  const person = await em.findOneOrFail(Person, personId, { populate: ['passwordHash'] });
  const key = `password-check:${personId}`;
  const check = await checkPersonPassword(em, person, {
    password,
    keys: [{ key, policy: SIGN_IN_EMAIL_THROTTLE }],
    clears: key,
    now: context.now,
  });
  if (check.outcome === 'right') return;
  context.log.info({ event: 'password-check-refused', personId, outcome: check.outcome }, 'password refused');
  throw check.outcome === 'throttled'
    ? ReferralErrors.tooManyPasswordAttempts(check.retryAfterSeconds)
    : context.incorrect();
}
