import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { ThrottleCounter } from './entity.ts';

/**
 * How many attempts a key may collect within a window before it has to wait for the window to end: failed
 * ones for sign-ins and password checks, every one for sign-ups (docs/adr/0006-login-throttling.md).
 * Counters live in the service's own schema (`throttle_counter`, created by the kit in every schema).
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

/** Per e-mail: slows guessing one account's password. */
export const SIGN_IN_EMAIL_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowSeconds: 15 * 60 };
/** Per client address: slows one machine trying many accounts; looser, since offices and NATs share addresses. */
export const SIGN_IN_ADDRESS_THROTTLE: ThrottlePolicy = { maxFailures: 20, windowSeconds: 15 * 60 };

const SWEEP_BATCH = 100;

export interface FailureWindow {
  failures: number;
  windowStartedAt: Date;
}

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/** The per-e-mail counter of password checks against one account. */
export function signInEmailThrottleKey(emailNormalized: string): ThrottleKey {
  return { key: `email:${emailNormalized}`, policy: SIGN_IN_EMAIL_THROTTLE };
}

/**
 * The counters one password check of an account counts against, whichever form it comes through (a sign-in,
 * or a sign-up with an e-mail that already has a login): per e-mail and per client address. Without a known
 * client address only the e-mail counts. `failuresPerAddress` is `SIGN_IN_FAILURES_PER_ADDRESS` (config).
 */
export function signInThrottleKeys(
  emailNormalized: string,
  clientAddress: string | null,
  failuresPerAddress: number = SIGN_IN_ADDRESS_THROTTLE.maxFailures,
): ThrottleKey[] {
  const keys = [signInEmailThrottleKey(emailNormalized)];
  const policy = { ...SIGN_IN_ADDRESS_THROTTLE, maxFailures: failuresPerAddress };
  if (clientAddress) keys.push({ key: `address:${clientAddress}`, policy });
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
export async function secondsUntilAllowed(
  em: EntityManager,
  keys: ThrottleKey[],
  now: Date,
): Promise<number> {
  const rows = await em.find(ThrottleCounter, { key: { $in: keys.map(({ key }) => key) } });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return Math.max(0, ...keys.map(({ key, policy }) => secondsBlocked(byKey.get(key) ?? null, policy, now)));
}

/**
 * Counts one attempt against every key. Each counter is created if missing (0 failures, window starting now)
 * and then read under a row lock, so that concurrent attempts, other replicas' included, are all counted; keys
 * are always taken in the order given. Commits on its own, whatever the caller's transaction does after.
 */
export async function recordFailure(em: EntityManager, keys: ThrottleKey[], now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    for (const { key, policy } of keys) {
      await tx
        .createQueryBuilder(ThrottleCounter)
        .insert({
          key,
          failures: 0,
          windowStartedAt: now,
          windowEndsAt: new Date(now.getTime() + policy.windowSeconds * 1000),
        })
        .onConflict('key')
        .ignore()
        .execute();
      const counter = await tx.findOneOrFail(
        ThrottleCounter,
        { key },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const window = withFailure(counter, policy, now);
      Object.assign(counter, {
        ...window,
        windowEndsAt: new Date(windowEndsAt(window, policy)),
      });
    }
  });
  await sweepEndedWindows(em, now);
}

/**
 * Deletes counters whose window has ended (they no longer block anything), so that failures against e-mails
 * nobody signs in with do not pile up; no background job is needed. Rows another attempt holds are skipped,
 * never waited for: the sweep cannot deadlock with `recordFailure`, and what it skips goes next time.
 */
export async function sweepEndedWindows(em: EntityManager, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const ended = tx
      .createQueryBuilder(ThrottleCounter)
      .select('key')
      .where({ windowEndsAt: { $lt: now } })
      .limit(SWEEP_BATCH)
      .setLockMode(LockMode.PESSIMISTIC_PARTIAL_WRITE);
    await tx.nativeDelete(ThrottleCounter, { key: { $in: ended.getNativeQuery() } });
  });
}

/**
 * Forgets the failures of one key (a successful sign-in clears its e-mail's counter, a right current password
 * its login's password-check counter).
 */
export async function clearFailures(em: EntityManager, key: string): Promise<void> {
  await em.nativeDelete(ThrottleCounter, { key });
}
