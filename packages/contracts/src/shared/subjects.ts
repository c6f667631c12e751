/**
 * Bus subjects: `<service>.<operation>` for request/reply, `events.<service>.<event>` for domain events.
 * Every service answers `<service>.health` for readiness.
 */
export const SERVICE_NAMES = ['identity', 'campaign', 'referral', 'cms', 'admin'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const healthSubject = (service: ServiceName): string => `${service}.health`;

/** JetStream stream that carries every domain event. */
export const EVENTS_STREAM = 'EVENTS';
export const EVENTS_SUBJECT_PREFIX = 'events';

/**
 * Broadcast (every listener hears it, at most once) by a service after it committed a change to what its
 * reads of one business show: `{ businessId }` ({@link AnswersChangedData}). Every replica of the service and
 * every gateway drop the answers they keep for that business (docs/adr/0015-gateway-answer-cache.md). A
 * listener that may have missed some (its connection came back) drops everything it keeps. The subject is
 * the service's own (`<service>.answers-changed`), like every subject it serves.
 */
export const answersChangedSubject = (service: ServiceName): string => `${service}.answers-changed`;

export interface AnswersChangedData {
  businessId: string;
}
