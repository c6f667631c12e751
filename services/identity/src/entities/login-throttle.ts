import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Failed attempts in the current window for one key: sign-ins per `email:<normalized e-mail>` and
 * `address:<client address>`, current-password checks per `password-check:<login id>`. A row per key keeps the
 * check to one primary-key lookup.
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
