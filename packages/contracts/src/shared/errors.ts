import type { MediaUsage } from '../cms/dto.ts';

/**
 * Names of the errors that cross process boundaries (bus replies, HTTP answers).
 * Errors are matched by name, never by `instanceof`, because they are rebuilt on the far side.
 */
export const ERROR_NAMES = [
  'InputError',
  'AuthenticationError',
  'NotAllowedError',
  'NotFoundError',
  'ConflictError',
  'UnprocessableError',
  'RateLimitedError',
  'Unavailable',
  'Timeout',
] as const;

export type ErrorName = (typeof ERROR_NAMES)[number];

/** The shape of an error as it travels on the bus and in 4xx HTTP bodies. */
export interface WireError {
  name: ErrorName | string;
  message: string;
  /** Field-level messages for InputError: field name to message. */
  fields?: Record<string, string>;
  /** Seconds a caller should wait, for RateLimitedError. */
  retryAfterSeconds?: number;
  /** Where a media file is still used, for the ConflictError of its deletion. */
  usages?: MediaUsage[];
}

export function isErrorName(value: unknown): value is ErrorName {
  return typeof value === 'string' && (ERROR_NAMES as readonly string[]).includes(value);
}
