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
