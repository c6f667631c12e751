import {
  IDEMPOTENCY_KEY_HEADER,
  isLostInFlight,
  type Bus,
  type BusHeaders,
  type RequestOptions,
} from '@referrals/service-kit';

/**
 * True when asking a service twice cannot do twice what was asked: a read, or a write carrying its
 * idempotency key (the service answers a repeat with the first request's answer).
 */
export function safeToRepeat(method: string, headers: BusHeaders): boolean {
  return method === 'GET' || method === 'HEAD' || Boolean(headers[IDEMPOTENCY_KEY_HEADER]);
}

/**
 * `bus.request`, asked once more when the replica that took it died or the connection dropped on the way
 * (the bus's "lost in flight") and `safe` says a repeat cannot do harm: the queue group picks a replica again,
 * and a dead one no longer takes requests. Once only: a second loss is the caller's 503 with Retry-After.
 * Other failures, no responders included, are never retried here: nothing was lost, it was refused or
 * nobody serves.
 */
export async function requestRetryingLost<R>(
  bus: Bus,
  subject: string,
  data: unknown,
  options: RequestOptions & { headers: BusHeaders },
  safe: boolean,
): Promise<R> {
  try {
    return await bus.request<R>(subject, data, options);
  } catch (error) {
    if (!safe || !isLostInFlight(error)) throw error;
    return bus.request<R>(subject, data, options);
  }
}
