import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { isErrorName, type ErrorName, type MediaUsage, type WireError } from '@referrals/contracts';

/**
 * Names an {@link AppError} may carry: the contract's error names plus `InternalError`, which only ever
 * appears when a remote side failed unexpectedly (it is never thrown on purpose).
 */
export type AppErrorName = ErrorName | 'InternalError';

/** Optional details of an {@link AppError}. */
export interface AppErrorDetails {
  /** Field-level messages for InputError: field name to message. */
  fields?: Record<string, string>;
  /** Seconds a caller should wait, for RateLimitedError. */
  retryAfterSeconds?: number;
  /** Where a media file is still used, for the ConflictError of its deletion. */
  usages?: MediaUsage[];
  cause?: unknown;
}

/**
 * An expected failure that may cross process boundaries. It travels by `name` (see {@link toWire}),
 * so code on the far side matches it with {@link isAppError}, never with `instanceof`.
 */
export class AppError extends Error {
  declare readonly name: AppErrorName;
  // `declare` keeps these absent (not `undefined`) unless given, so logs and copies stay clean.
  declare readonly fields?: Record<string, string>;
  declare readonly retryAfterSeconds?: number;
  declare readonly usages?: MediaUsage[];

  constructor(name: AppErrorName, message: string, details: AppErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    // Defined as an own property so it survives structured logging and JSON like Error#message does not.
    Object.defineProperty(this, 'name', {
      value: name,
      enumerable: false,
      writable: false,
      configurable: true,
    });
    if (details.fields) Object.defineProperty(this, 'fields', { value: details.fields, enumerable: true });
    if (details.retryAfterSeconds !== undefined) {
      Object.defineProperty(this, 'retryAfterSeconds', {
        value: details.retryAfterSeconds,
        enumerable: true,
      });
    }
    if (details.usages) Object.defineProperty(this, 'usages', { value: details.usages, enumerable: true });
  }
}

/** "Please try again in 15 minutes.": at least one minute, rounded up. */
function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Factories for every error name of the contract. Messages are shown to end users: keep them plain. */
export const Errors = {
  input: (message: string, fields?: Record<string, string>): AppError =>
    new AppError('InputError', message, fields ? { fields } : {}),
  authentication: (message = 'Authentication required'): AppError =>
    new AppError('AuthenticationError', message),
  notAllowed: (message = 'Not allowed'): AppError => new AppError('NotAllowedError', message),
  notFound: (message = 'Not found'): AppError => new AppError('NotFoundError', message),
  conflict: (message: string): AppError => new AppError('ConflictError', message),
  /** Well-formed, but not a request that can be carried out (an idempotency key reused for another one). */
  unprocessable: (message: string): AppError => new AppError('UnprocessableError', message),
  /**
   * `reason` (a whole sentence: "Too many login attempts.") followed by when to try again, in minutes rounded
   * up ("Please try again in 15 minutes."); `retryAfterSeconds` also travels as is (the gateway's Retry-After).
   */
  rateLimited: (reason: string, retryAfterSeconds: number): AppError =>
    new AppError('RateLimitedError', `${reason} ${tryAgainIn(retryAfterSeconds)}`, { retryAfterSeconds }),
  unavailable: (message = 'Service unavailable'): AppError => new AppError('Unavailable', message),
  timeout: (message = 'The request timed out'): AppError => new AppError('Timeout', message),
} as const;

const INTERNAL: WireError = Object.freeze({ name: 'InternalError', message: 'Internal error' });

/**
 * True for an expected, named error (any object whose `name` is one of the contract's error names).
 * Matching on the name works for errors rebuilt from the wire and for copies from another realm.
 */
export function isAppError(error: unknown, name?: ErrorName): error is AppError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = (error as { name?: unknown }).name;
  if (!isErrorName(candidate)) return false;
  return name === undefined || candidate === name;
}

/**
 * The wire form of any thrown value. Only named errors keep their message and details: anything else
 * becomes a bare InternalError, because its message may contain SQL, paths or secrets.
 */
export function toWire(error: unknown): WireError {
  if (!isAppError(error)) return { ...INTERNAL };
  const wire: WireError = { name: error.name, message: String(error.message) };
  if (error.fields) wire.fields = { ...error.fields };
  if (typeof error.retryAfterSeconds === 'number') wire.retryAfterSeconds = error.retryAfterSeconds;
  if (Array.isArray(error.usages)) wire.usages = error.usages.map((usage) => ({ ...usage }));
  return wire;
}

/** Rebuilds an {@link AppError} from its wire form; unknown names become InternalError. */
export function fromWire(wire: WireError): AppError {
  if (!wire || !isErrorName(wire.name)) return new AppError('InternalError', INTERNAL.message);
  const details: AppErrorDetails = {};
  if (wire.fields) details.fields = { ...wire.fields };
  if (typeof wire.retryAfterSeconds === 'number') details.retryAfterSeconds = wire.retryAfterSeconds;
  if (Array.isArray(wire.usages)) details.usages = wire.usages.map((usage) => ({ ...usage }));
  return new AppError(wire.name, typeof wire.message === 'string' ? wire.message : '', details);
}

/** True when a database error is a unique-constraint violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof UniqueConstraintViolationException) return true;
  // Raw driver errors (e.g. from `em.execute`) carry the SQLSTATE instead of a MikroORM type.
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Runs `work` and turns a unique-constraint violation into a ConflictError, so that nothing above the
 * data layer needs to know the ORM's exception types. Other errors pass through unchanged.
 */
export async function conflictOnUniqueViolation<T>(
  work: () => Promise<T>,
  message = 'This already exists',
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ConflictError', message, { cause: error });
    throw error;
  }
}
