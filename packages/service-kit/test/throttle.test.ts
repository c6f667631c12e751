import { describe, expect, it } from '@jest/globals';
import {
  SIGN_IN_EMAIL_THROTTLE,
  secondsBlocked,
  signInThrottleKeys,
  withFailure,
  type FailureWindow,
  type ThrottlePolicy,
} from '../src/index.ts';

const policy: ThrottlePolicy = { maxFailures: 3, windowSeconds: 600 };
const start = new Date('2026-01-01T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

function failures(count: number): FailureWindow {
  let window: FailureWindow | null = null;
  for (let i = 0; i < count; i += 1) window = withFailure(window, policy, at(i));
  return window as FailureWindow;
}

describe('throttle counters', () => {
  it('when a key has fewer failures than the limit, then it is not blocked', () => {
    expect(secondsBlocked(null, policy, start)).toBe(0);
    expect(secondsBlocked(failures(2), policy, at(5))).toBe(0);
  });

  it('when a key reaches the limit, then it is blocked until its window ends', () => {
    const window = failures(3);
    expect(window).toEqual({ failures: 3, windowStartedAt: start });
    expect(secondsBlocked(window, policy, at(100))).toBe(500);
    expect(secondsBlocked(window, policy, at(599.2))).toBe(1);
    expect(secondsBlocked(window, policy, at(600))).toBe(0);
  });

  it('when a failure comes after the window has ended, then it opens a new window', () => {
    expect(withFailure(failures(3), policy, at(601))).toEqual({ failures: 1, windowStartedAt: at(601) });
  });

  it('when a failure comes within the window, then it counts in the same window', () => {
    expect(withFailure(failures(1), policy, at(599))).toEqual({ failures: 2, windowStartedAt: start });
  });

  it('when the client address is known, then it is counted beside the e-mail', () => {
    expect(signInThrottleKeys('a@b.c', '10.0.0.1').map(({ key }) => key)).toEqual([
      'email:a@b.c',
      'address:10.0.0.1',
    ]);
    expect(signInThrottleKeys('a@b.c', null)).toEqual([
      { key: 'email:a@b.c', policy: SIGN_IN_EMAIL_THROTTLE },
    ]);
  });
});
