import type { EntityManager } from '@mikro-orm/sql';
import type { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { burnPasswordCheck, verifyPassword } from '../password.ts';
import {
  clearFailures,
  recordFailure,
  secondsUntilAllowed,
  signInEmailThrottleKey,
  signInThrottleKeys,
  type ThrottleKey,
} from './throttle.ts';

/** How a throttled password check went: `right` carries what the caller goes on with. */
export type ThrottledPasswordCheck<S> =
  | { outcome: 'right'; account: S }
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/** The account a password is checked against, and what makes it one that may be used. */
export interface PasswordAccountRules<A, S> {
  /** Loads the account with its password hash; null when there is none (checked in the same time as a wrong password). */
  find: () => Promise<A | null>;
  /** The account's password hash; null for an account without a password (counted as a wrong password). */
  passwordHashOf: (account: A) => string | null;
  /**
   * Asked only after a right password: what the caller goes on with, or null when the account may not be used
   * (answered and counted exactly like a wrong password).
   */
  usable: (account: A) => S | null | Promise<S | null>;
}

export interface ThrottledPasswordInput<A, S> extends PasswordAccountRules<A, S> {
  password: string;
  /** The counters the check counts against. */
  keys: ThrottleKey[];
  /** The one key a right password clears. */
  clears: string;
  now: Date;
}

/**
 * Checks a password, throttled by `keys`: a throttled key is refused before the account is even loaded, so that
 * it learns nothing about its guesses, however right. An unknown account burns the time of a check; a wrong
 * password, or a right one of an account `usable` refuses, counts against every key; a usable one clears only
 * `clears`. Logs nothing and throws nothing of its own: each caller answers in its own words.
 */
export async function checkThrottledPassword<A, S>(
  em: EntityManager,
  input: ThrottledPasswordInput<A, S>,
): Promise<ThrottledPasswordCheck<S>> {
  const retryAfterSeconds = await secondsUntilAllowed(em, input.keys, input.now);
  if (retryAfterSeconds > 0) return { outcome: 'throttled', retryAfterSeconds };

  const account = await input.find();
  const passwordHash = account ? input.passwordHashOf(account) : null;
  const right = passwordHash ? await verifyPassword(input.password, passwordHash) : await burnPasswordCheck();
  const usable = account && right ? await input.usable(account) : null;
  if (usable === null) {
    await recordFailure(em, input.keys, input.now);
    return { outcome: 'wrong' };
  }
  await clearFailures(em, input.clears);
  return { outcome: 'right', account: usable };
}

/** One line a sign-in logs: an event name and a message, never personal data. */
export interface SignInLogLine {
  event: string;
  message: string;
}

export interface SignInAttempt {
  /** The e-mail in the service's normalised form (the one its accounts are unique in). */
  emailNormalized: string;
  password: string;
  clientAddress: string | null;
  /** Failures one address may make in the window (`config.limits.signInFailuresPerAddress`; default 20). */
  failuresPerAddress?: number;
  now: Date;
  log: Logger;
  /** Logged at warn when the attempt is throttled, at info when the credentials are refused. */
  events: { throttled: SignInLogLine; failed: SignInLogLine };
}

export interface SignInRules<A> {
  find: () => Promise<A | null>;
  passwordHashOf: (account: A) => string | null;
  /** The service's 429 for a throttled attempt. */
  tooMany: (retryAfterSeconds: number) => AppError;
  /** The service's answer to an unknown e-mail, a wrong password and an account that may not sign in alike. */
  invalid: () => AppError;
}

export type SignInRulesWithUsable<A, S> = SignInRules<A> & Pick<PasswordAccountRules<A, S>, 'usable'>;

/**
 * A sign-in's credential check, throttled with the kit's sign-in policies (per e-mail and per client address,
 * `signInThrottleKeys`): throws `tooMany` while a key is throttled, even for the right password, and `invalid`
 * for an unknown e-mail, a wrong password or an account `usable` refuses, all in similar time. A success clears
 * the e-mail's counter only: one valid account must not wash out failures against others from the same address.
 * Answers the account, or what `usable` made of it; the caller opens its own session after.
 */
export function checkSignIn<A, S>(
  em: EntityManager,
  attempt: SignInAttempt,
  rules: SignInRulesWithUsable<A, S>,
): Promise<S>;
export function checkSignIn<A>(em: EntityManager, attempt: SignInAttempt, rules: SignInRules<A>): Promise<A>;
export async function checkSignIn<A, S>(
  em: EntityManager,
  attempt: SignInAttempt,
  rules: SignInRules<A> & Partial<Pick<PasswordAccountRules<A, S>, 'usable'>>,
): Promise<A | S> {
  const check = await checkThrottledPassword<A, A | S>(em, {
    find: rules.find,
    passwordHashOf: rules.passwordHashOf,
    usable: rules.usable ?? ((account) => account),
    password: attempt.password,
    keys: signInThrottleKeys(attempt.emailNormalized, attempt.clientAddress, attempt.failuresPerAddress),
    clears: signInEmailThrottleKey(attempt.emailNormalized).key,
    now: attempt.now,
  });
  if (check.outcome === 'throttled') {
    attempt.log.warn({ event: attempt.events.throttled.event }, attempt.events.throttled.message);
    throw rules.tooMany(check.retryAfterSeconds);
  }
  if (check.outcome === 'wrong') {
    attempt.log.info({ event: attempt.events.failed.event }, attempt.events.failed.message);
    throw rules.invalid();
  }
  return check.account;
}
