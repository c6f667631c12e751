import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { LoginThrottle } from '../entities/login-throttle.ts';

/**
 * How many attempts a key may collect within a window before it has to wait for the window to end: failed
 * ones for sign-ins and current-password checks, every one for sign-ups.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

/** Per e-mail: slows guessing one account's password. */
export const EMAIL_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowSeconds: 15 * 60 };
/** Per client address: slows one machine trying many accounts; looser, since offices and NATs share addresses. */
export const ADDRESS_THROTTLE: ThrottlePolicy = { maxFailures: 20, windowSeconds: 15 * 60 };
/**
 * Per login: slows someone holding a session (a borrowed or stolen cookie) from guessing the current password
 * the profile form asks for before setting a new one.
 */
export const PASSWORD_CHECK_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowSeconds: 15 * 60 };

/**
 * Sign-ups per client address share the other counters' 15-minute window (which also keeps the sweep's
 * longest window right); how many is configuration (`REGISTRATIONS_PER_ADDRESS`).
 */
const REGISTRATION_WINDOW_SECONDS = 15 * 60;

const ALL_POLICIES = [EMAIL_THROTTLE, ADDRESS_THROTTLE, PASSWORD_CHECK_THROTTLE];

const SWEEP_BATCH = 100;

export interface FailureWindow {
  failures: number;
  windowStartedAt: Date;
}

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

export function emailThrottleKey(emailNormalized: string): ThrottleKey {
  return { key: `email:${emailNormalized}`, policy: EMAIL_THROTTLE };
}

/**
 * The counter of current-password checks of one login. Keyed by login id, not e-mail: changing the e-mail
 * must not reset it. Apart from the sign-in counters, so that guesses through a session cannot lock the owner
 * out of signing in, nor failed sign-ins out of changing the password.
 */
export function passwordCheckThrottleKey(loginId: string): ThrottleKey {
  return { key: `password-check:${loginId}`, policy: PASSWORD_CHECK_THROTTLE };
}

/**
 * The counter of sign-ups from one client address. Every attempt counts, accepted or not: each account gets
 * its own upload quota, and each "e-mail already registered" answer tells whether an account exists, so this
 * is what bounds both filling the store through new accounts and probing for e-mails. Apart from the sign-in
 * counters, so that signing up and signing in do not use up each other's budget.
 */
export function registrationThrottleKey(clientAddress: string, perWindow: number): ThrottleKey {
  return {
    key: `registration:${clientAddress}`,
    policy: { maxFailures: perWindow, windowSeconds: REGISTRATION_WINDOW_SECONDS },
  };
}

/** The counters one sign-in attempt counts against. Without a known client address only the e-mail counts. */
export function throttleKeysFor(emailNormalized: string, clientAddress: string | null): ThrottleKey[] {
  const keys = [emailThrottleKey(emailNormalized)];
  if (clientAddress) keys.push({ key: `address:${clientAddress}`, policy: ADDRESS_THROTTLE });
  return keys;
}

function windowEndsAt(window: FailureWindow, policy: ThrottlePolicy): number {
  return window.windowStartedAt.getTime() + policy.windowSeconds * 1000;
}

/** Seconds until a key may try again: 0 while it is under its limit or once its window has ended. */
export function secondsBlocked(window: FailureWindow | null, policy: ThrottlePolicy, now: Date): number {
  if (!window || window.failures < policy.maxFailures) return 0;
  const remainingMs = windowEndsAt(window, policy) - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/** The window after one more failure: a failure after the window has ended opens a new one. */
export function withFailure(window: FailureWindow | null, policy: ThrottlePolicy, now: Date): FailureWindow {
  if (!window || windowEndsAt(window, policy) <= now.getTime()) return { failures: 1, windowStartedAt: now };
  return { failures: window.failures + 1, windowStartedAt: window.windowStartedAt };
}

/** The longest wait any of the keys imposes, in seconds (0: the attempt may go ahead). */
export async function secondsUntilLoginAllowed(
  em: EntityManager,
  keys: ThrottleKey[],
  now: Date,
): Promise<number> {
  const rows = await em.find(LoginThrottle, { key: { $in: keys.map(({ key }) => key) } });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return Math.max(0, ...keys.map(({ key, policy }) => secondsBlocked(byKey.get(key) ?? null, policy, now)));
}

/**
 * Counts one failed attempt against every key. Each counter is created if missing (0 failures, window
 * starting now) and then read under a row lock, so that concurrent failures, other replicas' included, are
 * all counted; keys are always taken in the same order.
 */
export async function recordLoginFailure(em: EntityManager, keys: ThrottleKey[], now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    for (const { key, policy } of keys) {
      await tx
        .createQueryBuilder(LoginThrottle)
        .insert({ key, failures: 0, windowStartedAt: now })
        .onConflict('key')
        .ignore()
        .execute();
      const counter = await tx.findOneOrFail(
        LoginThrottle,
        { key },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      Object.assign(counter, withFailure(counter, policy, now));
    }
  });
  await sweepEndedWindows(em, now);
}

/**
 * Deletes counters whose window has ended (they no longer block anything), so that failures against e-mails
 * nobody signs in with do not pile up. Rows another sign-in holds are skipped, never waited for: the sweep
 * cannot deadlock with `recordLoginFailure`, and what it skips goes next time.
 */
export async function sweepEndedWindows(em: EntityManager, now: Date): Promise<void> {
  const longestWindowSeconds = Math.max(...ALL_POLICIES.map(({ windowSeconds }) => windowSeconds));
  const endedBefore = new Date(now.getTime() - longestWindowSeconds * 1000);
  await em.transactional(async (tx) => {
    const ended = tx
      .createQueryBuilder(LoginThrottle)
      .select('key')
      .where({ windowStartedAt: { $lt: endedBefore } })
      .limit(SWEEP_BATCH)
      .setLockMode(LockMode.PESSIMISTIC_PARTIAL_WRITE);
    await tx.nativeDelete(LoginThrottle, { key: { $in: ended.getNativeQuery() } });
  });
}

/**
 * Forgets the failures of one key (a successful sign-in clears its e-mail's counter, a right current password
 * its login's password-check counter).
 */
export async function clearLoginFailures(em: EntityManager, key: string): Promise<void> {
  await em.nativeDelete(LoginThrottle, { key });
}
