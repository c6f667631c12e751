import type { Middleware } from 'koa';
import { toHttpResponse } from '../errors.ts';
import type { GatewayLogger } from '../logger.ts';
import type { GatewayState } from '../state.ts';

/** Headers that describe a body the error answer replaces. */
const BODY_HEADERS = ['Content-Encoding', 'Content-Disposition', 'Last-Modified', 'ETag', 'Cache-Control'];

/**
 * First in the chain: every failure below becomes one HTTP answer through `toHttpResponse`. Headers set
 * earlier (request id, security headers, a cleared session cookie) stay; nothing is re-thrown to Koa,
 * whose default handler would print to stderr and reset those headers.
 */
export function errorHandler(logger: GatewayLogger): Middleware<GatewayState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const response = toHttpResponse(err);
      const where = { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path };
      if (response.status === 500) {
        logger.error({ ...where, err }, 'request failed');
      } else if (response.status >= 500) {
        // Unavailable / Timeout: the message names the subject, worth a line but not a stack.
        logger.warn({ ...where, error: describe(err) }, 'service did not answer');
      }
      if (ctx.headerSent || !ctx.writable) return;
      for (const header of BODY_HEADERS) ctx.remove(header);
      ctx.status = response.status;
      ctx.set(response.headers);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = response.body;
    }
  };
}

function describe(err: unknown): { name?: unknown; message?: unknown } {
  if (typeof err !== 'object' || err === null) return {};
  const { name, message } = err as { name?: unknown; message?: unknown };
  return { name, message };
}
