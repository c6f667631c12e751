import { describe, expect, it } from '@jest/globals';
import { PASSWORD_CHECK_THROTTLE, passwordCheckThrottleKey } from '../../src/use-cases/login-throttle.ts';

describe('login throttle', () => {
  it('when current passwords are checked, then they count per login, 5 in 15 minutes', () => {
    expect(passwordCheckThrottleKey('login-1')).toEqual({
      key: 'password-check:login-1',
      policy: PASSWORD_CHECK_THROTTLE,
    });
    expect(PASSWORD_CHECK_THROTTLE).toEqual({ maxFailures: 5, windowSeconds: 15 * 60 });
  });
});
