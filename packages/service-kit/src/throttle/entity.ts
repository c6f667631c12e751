import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Attempts counted in the current window for one key (`email:<normalized e-mail>`, `address:<client address>`,
 * whatever the service counts). A row per key keeps the check to one primary-key lookup; `windowEndsAt` lets the
 * sweep drop ended windows whatever policy each key has.
 */
export const ThrottleCounter = defineEntity({
  name: 'ThrottleCounter',
  tableName: 'throttle_counter',
  properties: {
    key: p.text().primary(),
    failures: p.integer(),
    windowStartedAt: p.datetime(),
    windowEndsAt: p.datetime().index(),
  },
});

export type ThrottleCounter = InferEntity<typeof ThrottleCounter>;
