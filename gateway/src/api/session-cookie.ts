import { OWNER_SESSION_COOKIE, REFERRER_SESSION_COOKIE, type IssuedSession } from '@referrals/contracts';
import type { Context } from 'koa';
import type { SessionKind } from '../routes/index.ts';

/** The cookie each kind of session lives in; a route row names the kind it issues or ends. */
export const SESSION_COOKIES: Readonly<Record<SessionKind, string>> = {
  owner: OWNER_SESSION_COOKIE,
  referrer: REFERRER_SESSION_COOKIE,
};

/**
 * HttpOnly keeps the token away from page scripts (XSS cannot exfiltrate it); SameSite=Lax keeps it off
 * cross-site subrequests while still following a link into the product. Secure whenever the request
 * came over HTTPS (directly or, with TRUST_PROXY, through a TLS-terminating proxy), so plain-HTTP local
 * runs keep working.
 */
function attributes(ctx: Context) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: ctx.secure, overwrite: true };
}

export function readSessionToken(ctx: Context, cookie: string = OWNER_SESSION_COOKIE): string | undefined {
  return ctx.cookies.get(cookie) || undefined;
}

export function setSessionCookie(
  ctx: Context,
  session: unknown,
  cookie: string = OWNER_SESSION_COOKIE,
): void {
  if (!isIssuedSession(session)) {
    // A service bug, not the caller's: surfaces as a logged 500.
    throw new Error(`The service's reply did not carry a valid session for cookie "${cookie}"`);
  }
  ctx.cookies.set(cookie, session.token, { ...attributes(ctx), expires: new Date(session.expiresAt) });
}

export function clearSessionCookie(ctx: Context, cookie: string = OWNER_SESSION_COOKIE): void {
  // An empty value makes the cookies library send an Expires in 1970, which deletes it.
  ctx.cookies.set(cookie, '', attributes(ctx));
}

function isIssuedSession(value: unknown): value is IssuedSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, expiresAt } = value as Partial<IssuedSession>;
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    typeof expiresAt === 'string' &&
    !Number.isNaN(Date.parse(expiresAt))
  );
}
