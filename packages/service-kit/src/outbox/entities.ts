import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { BusHeaders } from '../bus/types.ts';
import { ScheduledJobRow } from '../scheduler/entity.ts';
import { ThrottleCounter } from '../throttle/entity.ts';
import { ProcessedStep } from '../workflow-steps/entity.ts';

/**
 * A domain event waiting in (or already relayed from) a service's outbox. Written in the same
 * transaction as the change it describes, so the two commit or roll back together. The table also has a
 * database-only `seq` identity column that gives the relay a stable order.
 */
export const OutboxEvent = defineEntity({
  name: 'OutboxEvent',
  tableName: 'outbox_event',
  properties: {
    id: p.uuid().primary(),
    type: p.text(),
    payload: p.json<unknown>(),
    headers: p.json<BusHeaders>(),
    occurredAt: p.datetime(),
    publishedAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
  },
});
export type OutboxEvent = InferEntity<typeof OutboxEvent>;

/** Marks an event as handled by one consumer: the idempotency key of event handling. */
export const ProcessedEvent = defineEntity({
  name: 'ProcessedEvent',
  tableName: 'processed_event',
  properties: {
    consumer: p.text().primary(),
    // Text rather than uuid: a malformed id from the bus must not make the bookkeeping itself fail.
    eventId: p.text().primary(),
    processedAt: p.datetime(),
  },
});
export type ProcessedEvent = InferEntity<typeof ProcessedEvent>;

/** The entities the kit adds to every service's ORM. */
export const KIT_ENTITIES = [
  OutboxEvent,
  ProcessedEvent,
  ThrottleCounter,
  ProcessedStep,
  ScheduledJobRow,
] as const;
