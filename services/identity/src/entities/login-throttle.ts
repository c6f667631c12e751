import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Failed sign-in attempts in the current window for one key: `email:<normalized e-mail>` or
 * `address:<client address>`. A row per key keeps the check to one primary-key lookup.
 */
export const LoginThrottle = defineEntity({
  name: 'LoginThrottle',
  tableName: 'login_throttle',
  properties: {
    key: p.text().primary(),
    failures: p.integer(),
    windowStartedAt: p.datetime().index(),
  },
});

export type LoginThrottle = InferEntity<typeof LoginThrottle>;
