import { EVENTS_SUBJECT_PREFIX, type ServiceName } from './subjects.ts';

/** A domain event as written to an outbox and carried on the bus. `id` is the dedupe key. */
export interface DomainEvent<T = unknown> {
  id: string;
  /** e.g. `identity.business-registered`; the bus subject is `events.<type>`. */
  type: string;
  occurredAt: string;
  data: T;
}

export const eventSubject = (type: string): string => `${EVENTS_SUBJECT_PREFIX}.${type}`;

/** Filter for every event a service emits. */
export const serviceEventsFilter = (service: ServiceName): string => `${EVENTS_SUBJECT_PREFIX}.${service}.>`;
