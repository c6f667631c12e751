import type { Middleware } from 'koa';
import { gatewayError } from '../errors.ts';
import { isApiPath } from '../routes/index.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF protection for cookie-authenticated calls.
 *
 * Context: owners and referrers authenticate with an HttpOnly session cookie, which the browser attaches
 * to any request to this origin, including one a foreign page triggers. SameSite=Lax already keeps the
 * cookie off cross-site POST/PUT/PATCH/DELETE, but "site" is wider than "origin": a sibling subdomain
 * (another tenant's page, a forgotten staging host) is same-site and still gets the cookie, and older or
 * misconfigured browsers may not enforce SameSite at all.
 *
 * Decision: a second, independent check on state-changing /api calls. Browsers always send `Origin` on
 * such requests (and `Referer` when they do not, unless the page opted out), and a page cannot forge
 * either. The claimed origin must be this request's own origin or the configured public origin
 * (PUBLIC_URL, for deployments where the gateway sits behind a proxy that rewrites Host). A request that
 * carries neither header comes from something that is not a browser page (curl, a server, the e2e
 * suites); it cannot ride on a victim's cookie, so it passes. Tokens in forms were rejected: the API is
 * JSON-only, every screen is an SPA, and a synchronizer token would add state for no extra protection.
 * JSON-only bodies add a third layer: a cross-origin page cannot send `application/json` without a CORS
 * preflight, which this gateway never grants.
 *
 * Consequences: a cross-origin browser client of the API is refused by design; a new public hostname
 * must be set as PUBLIC_URL (or reach the gateway with its own Host).
 */
export function csrfGuard(options: { publicUrl?: string | null }): Middleware {
  const publicOrigin = originOf(options.publicUrl);
  return async (ctx, next) => {
    if (STATE_CHANGING.has(ctx.method) && isApiPath(ctx.path)) {
      const claimed = ctx.get('Origin') || ctx.get('Referer');
      if (claimed) {
        const origin = originOf(claimed);
        const ownOrigin = originOf(`${ctx.protocol}://${ctx.host}`);
        // "Origin: null" (sandboxed frames, privacy redirects) parses to no origin and is refused.
        if (origin === null || (origin !== ownOrigin && origin !== publicOrigin)) {
          throw gatewayError('NotAllowedError', 'Cross-site request refused');
        }
      }
    }
    await next();
  };
}

/** The serialised origin of a URL (scheme, host, non-default port), or null when it is not one. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
