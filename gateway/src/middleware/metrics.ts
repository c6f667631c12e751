import { performance } from 'node:perf_hooks';
import { httpRequestDuration, httpRequests } from '@referrals/service-kit';
import type { Middleware } from 'koa';
import { isApiPath } from '../routes/index.ts';
import type { GatewayContext, GatewayState } from '../state.ts';

/** The route label of an /api path no row of the table matched (answered 404 or 405). */
export const UNMATCHED_API_ROUTE = 'unmatched';
/** The route label of a page: the shell's index.html, server-rendered or not, whatever its address. */
export const PAGE_ROUTE = 'page';
/** The route label of any other file served without a route: built assets, uploads, robots.txt, feeds. */
export const STATIC_ROUTE = 'static';

type DurationSeries = ReturnType<typeof httpRequestDuration.labels>;
type CountSeries = ReturnType<typeof httpRequests.labels>;

/** The series of one route and method, looked up once: labelling a series hashes its labels every time. */
interface RouteSeries {
  duration: DurationSeries;
  byStatus: Map<number, CountSeries>;
}

/**
 * Counts every answer in `http_requests_total{route,method,status}` and times it in
 * `http_request_duration_seconds{route,method}`, until the answer is ready to be written (a file streams after
 * that). The route is the pattern of the router row that answered (`/api/campaigns/:id`, read from Koa Router's
 * `_matchedRoute`), never the path itself, so the series stay as few as the rows; requests no row answered get
 * a fixed label. First in the chain, so the status is the one the error handler chose.
 */
export function requestMetrics(): Middleware<GatewayState> {
  const series = new Map<string, RouteSeries>();

  const seriesOf = (route: string, method: string): RouteSeries => {
    const key = `${method} ${route}`;
    let found = series.get(key);
    if (!found) {
      found = { duration: httpRequestDuration.labels(route, method), byStatus: new Map() };
      series.set(key, found);
    }
    return found;
  };

  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeOf(ctx);
      const { duration, byStatus } = seriesOf(route, ctx.method);
      duration.observe((performance.now() - started) / 1000);
      const status = ctx.status;
      let count = byStatus.get(status);
      if (!count) {
        count = httpRequests.labels(route, ctx.method, String(status));
        byStatus.set(status, count);
      }
      count.inc();
    }
  };
}

function routeOf(ctx: GatewayContext): string {
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (isApiPath(ctx.path)) return UNMATCHED_API_ROUTE;
  return ctx.response.is('html') ? PAGE_ROUTE : STATIC_ROUTE;
}
