import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { DomainEvent } from '@referrals/contracts';
import { REQUEST_ID_HEADER } from '@referrals/contracts';
import type { BusHeaders } from '../bus/types.ts';
import { currentRequestId } from '../logger.ts';
import { OutboxEvent } from './entities.ts';

let recorded = 0;

/**
 * How many events this process has recorded so far. Relays compare it between passes so that a request
 * that recorded nothing does not cost an outbox query.
 * @internal
 */
export function recordedEventCount(): number {
  return recorded;
}

export interface RecordEventOptions {
  /**
   * The request that caused the event, carried to consumers for log correlation (default: the request whose
   * endpoint call or event delivery is recording it, see `withRequestId`).
   */
  requestId?: string;
  /** Further headers to publish with the event. */
  headers?: BusHeaders;
}

/**
 * Adds a domain event to the outbox within the caller's unit of work: it is written by the same flush
 * (and transaction) as the change it describes, so it is published if and only if that change commits.
 * Returns the event as it will be published.
 */
export function recordEvent<T>(
  em: EntityManager,
  type: string,
  data: T,
  options: RecordEventOptions = {},
): DomainEvent<T> {
  const occurredAt = new Date();
  // A JSON copy, taken now: later mutations of `data` must not change what was recorded, and data that
  // cannot travel as JSON should fail here, next to the code that produced it.
  const payload = JSON.parse(JSON.stringify(data ?? null)) as T;
  const event: DomainEvent<T> = {
    id: randomUUID(),
    type,
    occurredAt: occurredAt.toISOString(),
    data: payload,
  };
  const headers: BusHeaders = { ...(options.headers ?? {}) };
  const requestId = options.requestId ?? currentRequestId();
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  recorded += 1;
  em.persist(
    em.create(OutboxEvent, {
      id: event.id,
      type,
      payload,
      headers,
      occurredAt,
      publishedAt: null,
      attempts: 0,
    }),
  );
  return event;
}
