import { PRINCIPAL_HEADER } from '@referrals/contracts';
import { Router, type RouterContext, type RouterMiddleware } from '@koa/router';
import type { Bus } from '@referrals/service-kit';
import type { Middleware } from 'koa';
import { gatewayError } from '../errors.ts';
import { strongEtag } from '../http/etag.ts';
import { jsonBody, requestBody } from '../middleware/json-body.ts';
import { BODY_METHODS, isApiPath, type ApiRoute } from '../routes/index.ts';
import type { GatewayState } from '../state.ts';
import { authenticate, callerHeaders } from './authenticate.ts';
import { answerPaged } from './paged-answer.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { requireJsonObject, validateInput } from './validate.ts';

export interface ApiDeps {
  bus: Bus;
  /** Deadline of every bus request made for an /api call. */
  requestTimeoutMs: number;
}

/** What a service receives for an /api call: the whole HTTP input, validated, and nothing else. */
export interface ApiPayload {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

type ApiContext = RouterContext<GatewayState>;

/** Cache-Control of a successful read: only the caller's browser may keep it, and must ask before reuse. */
export const REVALIDATE = 'private, no-cache';

/**
 * Serves the route table. Every row gets the same three steps (authenticate, parse, forward); there is
 * no per-route code, so what a route does is entirely what its row says. Any other /api path is a JSON
 * 404, never the SPA's index.html.
 */
export function apiMiddleware(routes: readonly ApiRoute[], deps: ApiDeps): Middleware<GatewayState> {
  const router = new Router<GatewayState>();
  for (const route of routes) {
    const stack: RouterMiddleware<GatewayState>[] = [authenticateFor(route, deps)];
    if (BODY_METHODS.has(route.method)) stack.push(jsonBody());
    stack.push(forward(route, deps));
    router.register(route.path, [route.method], stack);
  }
  const dispatch = router.routes();

  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    // Answers depend on who asks: no shared or browser cache may keep them (successful reads relax this
    // to a revalidated private copy, see answerNotModified).
    ctx.set('Cache-Control', 'no-store');
    // The router adds `params` and `router` to the context itself; its type insists they exist beforehand.
    await dispatch(ctx as unknown as ApiContext, async () => {
      throw gatewayError('NotFoundError', 'Not found');
    });
  };
}

/**
 * Authentication runs before the body is read or validated: an anonymous caller learns nothing about an
 * owner route's input rules and costs no parsing.
 */
function authenticateFor(route: ApiRoute, deps: ApiDeps): RouterMiddleware<GatewayState> {
  return async (ctx, next) => {
    ctx.state.principal = await authenticate(route.access, ctx, {
      bus: deps.bus,
      timeoutMs: deps.requestTimeoutMs,
    });
    await next();
  };
}

function forward(route: ApiRoute, deps: ApiDeps): RouterMiddleware<GatewayState> {
  const inputInBody = BODY_METHODS.has(route.method);
  return async (ctx) => {
    let body = inputInBody ? requestBody(ctx) : {};
    let query: unknown = { ...ctx.query };
    if (route.schema) {
      if (inputInBody) body = await validateInput(route.schema, requireJsonObject(body));
      else query = await validateInput(route.schema, query);
    }

    const headers = callerHeaders(ctx);
    if (ctx.state.principal) headers[PRINCIPAL_HEADER] = JSON.stringify(ctx.state.principal);
    const options = { headers, timeoutMs: deps.requestTimeoutMs };
    if (route.paged) {
      // The cursor is the gateway's alone: the caller's query string cannot pick pages or their size.
      const params = { ...ctx.params };
      return answerPaged(ctx, (after) =>
        deps.bus.request<unknown>(
          route.subject,
          { params, query: after === undefined ? {} : { after }, body: {} } satisfies ApiPayload,
          options,
        ),
      );
    }
    const payload: ApiPayload = { params: { ...ctx.params }, query, body };
    const reply = await deps.bus.request<unknown>(route.subject, payload, options);

    let answer = reply;
    if (route.session === 'issue') {
      const { session, ...rest } = (reply ?? {}) as { session?: unknown };
      setSessionCookie(ctx, session);
      answer = rest;
    } else if (route.session === 'end') {
      clearSessionCookie(ctx);
    }

    // Serialised here so a string or null reply is still JSON, not text/plain or a 204.
    const serialised = JSON.stringify(answer === undefined ? {} : answer);
    ctx.status = route.status ?? 200;
    if (route.method === 'GET' && ctx.status === 200 && answerNotModified(ctx, serialised)) return;
    ctx.type = 'application/json';
    ctx.body = serialised;
  };
}

/**
 * Dashboards poll some reads (the campaign list every 2 s) and mostly get the same answer back. A strong
 * ETag over the serialised body lets the browser revalidate its copy and the gateway answer 304 with no
 * body: the service still answers every poll (the tag is the answer's, so it is only as fresh as the
 * answer), but nothing is sent or parsed again in the browser. `private, no-cache` replaces `no-store` for
 * these answers only: no-store would forbid the browser from keeping the copy it revalidates, and the
 * private cache of the caller's own browser is the one place such an answer may rest. A 304 can only ever
 * confirm the body this very caller would have received, so a copy cannot cross from one owner to
 * another. Returns true when the answer is a 304.
 */
function answerNotModified(ctx: ApiContext, body: string): boolean {
  ctx.set('Cache-Control', REVALIDATE);
  ctx.etag = strongEtag(body);
  if (!ctx.fresh) return false;
  ctx.status = 304;
  return true;
}
