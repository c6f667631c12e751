import { Errors } from '../errors.ts';
import { hashSecretToken, newSecretToken, presentedTokenHash } from '../session-tokens.ts';

/*
 * One-click unsubscribe links (RFC 8058 `List-Unsubscribe`) of the e-mails a service sends. Each service keeps
 * its links in a table of its own, keyed by `token_hash`, with what the link speaks for (a business, a
 * referrer) and the kind of e-mail it turns off. The token is a secret token as sessions have
 * (session-tokens.ts): e-mailed, stored nowhere but as its SHA-256. Following a link needs no sign-in and can
 * do nothing but turn that kind of e-mail off, as often as it is followed.
 */

/** The answer to a token that is no link of the service's (a NotFoundError). */
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';

/** A new link: the hash to store in the service's row, and the address to e-mail, `{publicUrl}{route}/{token}`. */
export function newUnsubscribeLink(publicUrl: string, route: string): { tokenHash: string; url: string } {
  const token = newSecretToken();
  return { tokenHash: hashSecretToken(token), url: `${publicUrl}${route}/${token}` };
}

/** The hash a presented token's row is stored under; a NotFoundError for anything that cannot be a token. */
export function unsubscribeTokenHash(token: unknown): string {
  const tokenHash = presentedTokenHash(token);
  if (!tokenHash) throw Errors.notFound(UNSUBSCRIBE_LINK_INVALID);
  return tokenHash;
}
