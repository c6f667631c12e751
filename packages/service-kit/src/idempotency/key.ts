import { Errors } from '../errors.ts';

/**
 * The bus header that carries a write's idempotency key from the gateway to the service: the HTTP
 * `Idempotency-Key` of the client, forwarded on the route rows marked `idempotent`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The HTTP header of an answer given again to a repeated write (`true`), as Stripe names it. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Longest key: a UUID (what the screens send) is 36 characters; 255 leaves room for any client's scheme. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** Printable ASCII, space to tilde: what any HTTP stack and bus header carries unchanged. */
const PRINTABLE_KEY = new RegExp(`^[\\x20-\\x7e]{1,${MAX_IDEMPOTENCY_KEY_LENGTH}}$`);

export const MALFORMED_IDEMPOTENCY_KEY = `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters.`;

/**
 * The key a client sent, or null when it sent none (an empty header is none: HTTP stacks do not tell the two
 * apart). Anything else than 1..255 printable ASCII characters is an InputError saying so.
 */
export function parseIdempotencyKey(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!PRINTABLE_KEY.test(value)) throw Errors.input(MALFORMED_IDEMPOTENCY_KEY);
  return value;
}

/** The key of a replayed reply: no answer body of a route has it (`$` is not used in DTO keys). */
const REPLAYED_KEY = '$replayed';

/** A bus reply meaning "this is the answer the first request with this key was given". */
export interface ReplayedReply {
  [REPLAYED_KEY]: unknown;
}

/** Wraps a stored answer as a replay, for the gateway to send as is with `Idempotent-Replayed: true`. */
export function replayed(answer: unknown): ReplayedReply {
  return { [REPLAYED_KEY]: answer };
}

/** The answer a {@link replayed} reply carries (`{ answer }`), or null when `reply` is a first answer. */
export function replayedAnswer(reply: unknown): { answer: unknown } | null {
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) return null;
  return Object.hasOwn(reply, REPLAYED_KEY) ? { answer: (reply as ReplayedReply)[REPLAYED_KEY] } : null;
}
