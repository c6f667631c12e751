import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Where a scheduled job stands. */
export const JOB_STATES = ['pending', 'running', 'done', 'parked'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * A job of the service's scheduler (ADR 0021): what to run (`name`, `data`), when (`runAt`), and its one `key`,
 * which makes scheduling idempotent. `claim` and `leaseEndsAt` belong to the replica running it; a lease that
 * ends without the job finishing (the replica died) lets another replica claim it again.
 */
export const ScheduledJobRow = defineEntity({
  name: 'ScheduledJobRow',
  tableName: 'scheduled_job',
  // The scheduler looks for waiting and expired running jobs by time.
  indexes: [{ properties: ['state', 'runAt'] }],
  properties: {
    id: p.uuid().primary(),
    key: p.text().unique(),
    name: p.text(),
    data: p.json<unknown>(),
    runAt: p.datetime(),
    state: p.text(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    claim: p.uuid().nullable(),
    leaseEndsAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
  },
});

export type ScheduledJobRow = InferEntity<typeof ScheduledJobRow>;
