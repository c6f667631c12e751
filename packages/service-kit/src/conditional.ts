import { hash } from 'node:crypto';

/**
 * Conditional reads across the bus. The gateway tags each successful GET answer with {@link strongEtag} of
 * its JSON and, when the browser revalidates, forwards the browser's `If-None-Match` to the service in this
 * bus header. A service that knows its current answer's tag without reading the answer (a cache kept in step
 * with its writes) may then reply {@link notModified} instead of the answer, and the gateway sends 304 with
 * no body; any other service simply ignores the header and answers, and the gateway compares tags itself.
 */
export const IF_NONE_MATCH_HEADER = 'if-none-match';

/** The key of a not-modified reply: no answer body of a route has it (`$` is not used in DTO keys). */
const NOT_MODIFIED_KEY = '$notModified';

/** A bus reply meaning "the answer is still the one tagged `etag`". */
export interface NotModifiedReply {
  [NOT_MODIFIED_KEY]: string;
}

/**
 * A strong validator for a serialised answer: same bytes, same tag. SHA-1 through `crypto.hash` (one call,
 * no Hash object) hashes a campaign list in microseconds; collisions would need an attacker who controls the
 * whole body, and a tag only ever decides between an answer and its own cached copy. The length prefix is
 * the `etag` package's convention and makes a collision across sizes impossible. A service that computes the
 * tag of an answer must hash `JSON.stringify` of exactly what it replies: the gateway hashes the same JSON.
 */
export function strongEtag(body: string): string {
  return `"${Buffer.byteLength(body).toString(16)}-${hash('sha1', body, 'base64url')}"`;
}

/**
 * True when an `If-None-Match` value names `etag`: `*`, or a list of tags of which one is `etag`. The weak
 * form `W/"..."` matches too (RFC 9110 compares If-None-Match weakly).
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = ifNoneMatch.trim();
  if (wanted === '*') return true;
  return wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The reply of a service whose answer has not changed since it was tagged `etag`. */
export function notModified(etag: string): NotModifiedReply {
  return { [NOT_MODIFIED_KEY]: etag };
}

/** The tag a {@link notModified} reply confirms, or null when `reply` is an answer. */
export function notModifiedTag(reply: unknown): string | null {
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) return null;
  const tag = (reply as Partial<NotModifiedReply>)[NOT_MODIFIED_KEY];
  return typeof tag === 'string' ? tag : null;
}
