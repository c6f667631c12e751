import { Errors, type AppError } from '../errors.ts';

/** The property that marks an Unavailable as {@link lostInFlight}; it never crosses the bus (see toWire). */
const LOST_IN_FLIGHT = 'lostInFlight';

/**
 * The Unavailable of a request that was sent and then lost: the replica handling it stopped giving signs of life
 * (it died, or its connection did), or this side's connection dropped while waiting. Unlike "no responders" the
 * request may have been carried out, so only a request that is safe to repeat (a read, a write with its
 * idempotency key) may be asked again; the queue group then picks a replica again. Only the caller that lost
 * its own request learns this: a service that passes such an error on answers a plain Unavailable, since its
 * caller's request was not lost.
 */
export function lostInFlight(message = 'The service stopped answering'): AppError {
  const error = Errors.unavailable(message);
  Object.defineProperty(error, LOST_IN_FLIGHT, { value: true, enumerable: true });
  return error;
}

/** True for the error of a request lost in flight ({@link lostInFlight}). */
export function isLostInFlight(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'Unavailable' &&
    (error as Record<string, unknown>)[LOST_IN_FLIGHT] === true
  );
}
