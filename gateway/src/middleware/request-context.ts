import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { REQUEST_ID_HEADER } from '@referrals/contracts';
import { withRequestId } from '@referrals/service-kit';
import type { Middleware } from 'koa';
import type { GatewayLogger } from '../logger.ts';
import type { GatewayState } from '../state.ts';

/**
 * A caller-chosen id is kept so a trace can start at a proxy or a test, but only when it is short and
 * plain: it is echoed in a header and written to every log line downstream.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives the request its id (answered in `X-Request-Id`, passed on to every service it calls) and writes one
 * access log line when the response is done. The line is written on the socket's `close` so it carries the
 * final status, even the one the error middleware (outside this one) decides. Only the path is logged: query
 * strings, bodies, cookies and authorization headers can carry credentials or personal data.
 */
export function requestContext(logger: GatewayLogger): Middleware<GatewayState> {
  return async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.principal = null;
    ctx.set(REQUEST_ID_HEADER, requestId);

    const { method, path } = ctx;
    ctx.res.once('close', () => {
      const line: Record<string, unknown> = {
        method,
        path,
        status: ctx.res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId,
      };
      if (!ctx.res.writableFinished) line.aborted = true;
      logger.info(line, 'request');
    });

    // Whatever the rest of the chain logs through the kit's loggers carries the id, named or not.
    await withRequestId(requestId, next);
  };
}
