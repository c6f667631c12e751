import type { Middleware } from 'koa';

/**
 * The shell and every remote are served from this origin, so scripts, styles and API calls can be pinned
 * to 'self'. antd styles through CSS-in-JS (inline <style> elements), hence 'unsafe-inline' for styles
 * only. Images may come from CMS content on other hosts.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
};

/**
 * HSTS: a browser that reached the product over HTTPS keeps to HTTPS for a year, subdomains included, so a
 * later plain-http link or a network attacker cannot downgrade it. Sent only on a request that came over TLS
 * (`ctx.secure`, which believes X-Forwarded-Proto only when TRUST_PROXY is set): browsers ignore it over
 * plain http, and a local `http://localhost` run must never be told to insist on HTTPS.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Set before anything else answers, so error answers and static files carry them too. */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    if (ctx.secure) ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    await next();
  };
}
