import type { Bus, BusHeaders } from './types.ts';

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
