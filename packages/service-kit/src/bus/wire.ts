import type { DomainEvent, WireError } from '@referrals/contracts';
import { fromWire, toWire } from '../errors.ts';
import type { BusHeaders } from './types.ts';

/**
 * How a reply travels, identical for both adapters so that an in-process call behaves exactly like a
 * call over NATS (including what survives JSON: no dates, no class instances, no `undefined`).
 */
export type Reply = { ok: true; data: unknown } | { ok: false; error: WireError };

export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;
/** Silence after which a NATS request is given up as lost in flight (see NatsBusOptions.lostAfterMs). */
export const DEFAULT_LOST_AFTER_MS = 1000;
export const DEFAULT_MAX_DELIVER = 5;
export const DEFAULT_REDELIVER_DELAY_MS = 1000;

export function encodeJson(value: unknown): string {
  return JSON.stringify(value === undefined ? null : value);
}

export function successReply(data: unknown): string {
  return encodeJson({ ok: true, data: data === undefined ? null : data } satisfies Reply);
}

export function failureReply(error: unknown): string {
  return encodeJson({ ok: false, error: toWire(error) } satisfies Reply);
}

/** Unwraps a reply: the data, or the named error rebuilt and thrown. */
export function openReply<R>(text: string): R {
  const reply = JSON.parse(text) as Reply;
  if (reply && reply.ok === true) return reply.data as R;
  throw fromWire(
    reply && reply.ok === false ? reply.error : { name: 'InternalError', message: 'Internal error' },
  );
}

/** NATS subject matching: `*` is one token, `>` one or more trailing tokens. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i += 1) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length) return false;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

/** Header names are case-insensitive on the wire; the kit always uses lower case. */
export function normalizeHeaders(headers: BusHeaders | undefined): BusHeaders {
  const out: BusHeaders = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null) out[key.toLowerCase()] = String(value);
  }
  return out;
}

/** Validates the parts of a delivered event that consumers rely on. */
export function parseEvent(text: string): DomainEvent {
  const event = JSON.parse(text) as DomainEvent;
  if (!event || typeof event.id !== 'string' || typeof event.type !== 'string') {
    throw new Error('Malformed domain event');
  }
  return event;
}

/** Durable names become NATS consumer names, which allow neither dots nor wildcards. */
export function assertDurableName(durable: string): void {
  if (!/^[A-Za-z0-9_-]+$/.test(durable)) {
    throw new Error(`Durable consumer name "${durable}" may only contain letters, digits, "-" and "_"`);
  }
}
