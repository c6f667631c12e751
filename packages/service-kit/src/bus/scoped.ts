import { REQUEST_ID_HEADER } from '@referrals/contracts';
import { currentRequestId } from '../logger.ts';
import type { Bus, BusHeaders, RequestOptions } from './types.ts';

/**
 * A view of `bus` whose requests carry `headers` unless the caller sets them, so the request id of the
 * work in progress follows every call it makes. Closing the view does not close the bus.
 */
export function withDefaultHeaders(bus: Bus, headers: BusHeaders): Bus {
  return {
    kind: bus.kind,
    request: (subject, data, options = {}) =>
      bus.request(subject, data, { ...options, headers: { ...headers, ...(options.headers ?? {}) } }),
    serve: (subject, handler, options) => bus.serve(subject, handler, options),
    publishEvent: (event, options = {}) =>
      bus.publishEvent(event, { ...options, headers: { ...headers, ...(options.headers ?? {}) } }),
    consume: (options) => bus.consume(options),
    broadcast: (subject, data) => bus.broadcast(subject, data),
    listen: (subject, handler, options) => bus.listen(subject, handler, options),
    close: async () => undefined,
  };
}

/**
 * A view of `bus` whose requests and events carry the id of the request whose work makes them (see
 * `withRequestId`) unless the caller names one: how the gateway's id reaches every service an HTTP request
 * touches, whichever part of the gateway asks. Closing the view does not close the bus.
 */
export function withCurrentRequestId(bus: Bus): Bus {
  const withId = (headers: BusHeaders | undefined): BusHeaders | undefined => {
    const requestId = currentRequestId();
    if (requestId === undefined || headers?.[REQUEST_ID_HEADER]) return headers;
    return { [REQUEST_ID_HEADER]: requestId, ...headers };
  };
  return {
    kind: bus.kind,
    request: <R>(subject: string, data: unknown, options: RequestOptions = {}) =>
      bus.request<R>(subject, data, { ...options, headers: withId(options.headers) }),
    serve: (subject, handler, options) => bus.serve(subject, handler, options),
    publishEvent: (event, options = {}) =>
      bus.publishEvent(event, { ...options, headers: withId(options.headers) }),
    consume: (options) => bus.consume(options),
    broadcast: (subject, data) => bus.broadcast(subject, data),
    listen: (subject, handler, options) => bus.listen(subject, handler, options),
    close: async () => undefined,
  };
}
