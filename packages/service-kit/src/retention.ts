/**
 * How long a domain event is kept once published: in a service's outbox (then the relay deletes it) and in the
 * JetStream events stream (its `max_age`). Events carry personal data (a referrer's name, e-mail, phone), so
 * an account deleted today leaves nothing in either after this many days (docs/privacy.md). A consumer that
 * stays down longer than this misses what expired meanwhile.
 */
export const EVENT_RETENTION_DAYS = 7;

export const EVENT_RETENTION_MS = EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000;
