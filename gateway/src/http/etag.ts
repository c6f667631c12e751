import { hash } from 'node:crypto';

/**
 * A strong validator for a serialised answer: same bytes, same tag. SHA-1 through `crypto.hash` (one call,
 * no Hash object) hashes a campaign list in microseconds; collisions would need an attacker who controls the
 * whole body, and a tag only ever decides between an answer and its own cached copy. The length prefix is
 * the `etag` package's convention and makes a collision across sizes impossible.
 */
export function strongEtag(body: string): string {
  return `"${Buffer.byteLength(body).toString(16)}-${hash('sha1', body, 'base64url')}"`;
}
