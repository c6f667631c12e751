import type { ThrottleKey, ThrottlePolicy } from '@referrals/service-kit';

/*
 * Identity's own throttle keys; the counters and the sign-in policies (per e-mail, per client address) are the
 * kit's (`packages/service-kit/src/throttle`), shared with every form that checks a password.
 */

/**
 * Per login: slows someone holding a session (a borrowed or stolen cookie) from guessing the current password
 * the profile form asks for before setting a new one.
 */
export const PASSWORD_CHECK_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowSeconds: 15 * 60 };

/**
 * Sign-ups per client address share the sign-in counters' 15-minute window; how many is configuration
 * (`REGISTRATIONS_PER_ADDRESS`).
 */
const REGISTRATION_WINDOW_SECONDS = 15 * 60;

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
