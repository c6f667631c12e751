import { PRINCIPAL_HEADER } from '@referrals/contracts';
import { Router, type RouterContext, type RouterMiddleware } from '@koa/router';
import {
  Errors,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IF_NONE_MATCH_HEADER,
  notModifiedTag,
  parseIdempotencyKey,
  replayedAnswer,
  strongEtag,
  type Bus,
} from '@referrals/service-kit';
import type { Middleware } from 'koa';
import { gatewayError } from '../errors.ts';
import { jsonBody, requestBody } from '../middleware/json-body.ts';
import { BODY_METHODS, isApiPath, type ApiRoute } from '../routes/index.ts';
import type { GatewayState } from '../state.ts';
import { authenticate, callerHeaders } from './authenticate.ts';
import { AnswerCache, type AnswerSubject } from './answer-cache.ts';
import { answerPaged } from './paged-answer.ts';
import { requestRetryingLost, safeToRepeat } from './retry-lost.ts';
import type { SessionCache } from './session-cache.ts';
import { clearSessionCookie, SESSION_COOKIES, setSessionCookie } from './session-cookie.ts';
import { checkParams, validateRouteInput } from './validate.ts';

export interface ApiDeps {
  bus: Bus;
  /** Deadline of every bus request made for an /api call. */
  requestTimeoutMs: number;
  /** Owner and referrer sessions resolved lately, and the answers kept with them (`sessionCached` rows). */
  sessions: SessionCache;
  /** Answers of the `answerCached` rows, per caller. */
  answers: AnswerCache;
  /** The words a `reservesWord` row's field may not be (api/reserved-words.ts); none when absent. */
  reservedWords?: ReadonlySet<string>;
  /** Called after a `changesSite` row has run: whatever else keeps the site's content forgets it. */
  onSiteChanged?: () => void;
}

/** The header of a `cursorList` row's answer naming the next page's cursor. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

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
    if (BODY_METHODS.has(route.method) && !route.bodyIgnored) stack.push(jsonBody());
    if (route.browserPage) stack.push(toBrowserPage(route.browserPage));
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
    const principal = await authenticate(
      route.access,
      ctx,
      { bus: deps.bus, timeoutMs: deps.requestTimeoutMs, sessions: deps.sessions },
      route.recognises,
    );
    ctx.state.principal = principal;
    try {
      await next();
    } finally {
      // A write may change what the caller's sessions stand for (logout, a new password or e-mail, a
      // business switch, the account "me" shows, a deleted account): this gateway forgets them before
      // answering, without waiting for the service's event, so the caller's very next request is checked
      // again. Likewise the answers that write may have changed, without waiting for the service's broadcast.
      if ((principal?.kind === 'owner' || principal?.kind === 'referrer') && route.method !== 'GET') {
        deps.sessions.forgetSessionsOf(principal);
        deps.answers.forgetWritesOf(principal);
      }
      const changed = route.changesBusiness && ctx.params[route.changesBusiness.param];
      if (changed) {
        deps.sessions.forgetBusiness(changed);
        deps.answers.forgetBusiness(changed);
      }
      if (route.changesSite) {
        deps.answers.forgetSite();
        deps.onSiteChanged?.();
      }
    }
  };
}

/**
 * A browser opening the row's address (it prefers HTML) is sent to the page that shows it, the path parameters
 * after the page's path; any other caller goes on to the service.
 */
function toBrowserPage(page: string): RouterMiddleware<GatewayState> {
  return async (ctx, next) => {
    if (ctx.accepts('json', 'html') !== 'html') return next();
    const params = Object.values(checkParams(ctx.params as Record<string, string>)).map(encodeURIComponent);
    ctx.status = 303;
    ctx.redirect([page, ...params].join('/'));
  };
}

function forward(route: ApiRoute, deps: ApiDeps): RouterMiddleware<GatewayState> {
  const inputInBody = BODY_METHODS.has(route.method) && !route.bodyIgnored;
  return async (ctx) => {
    const { params, query, body } = await validateRouteInput(
      route,
      { params: ctx.params, query: ctx.query, body: inputInBody ? requestBody(ctx) : {} },
      inputInBody,
    );
    if (route.reservesWord) refuseReservedWord(body, route.reservesWord.field, deps.reservedWords);

    const session = route.sessionCached ? ctx.state.session : undefined;
    const kept = session?.answers.get(route.subject);
    if (kept !== undefined) return send(ctx, route, kept);
    const caller = ctx.state.principal ?? null;
    const answerKey =
      route.answerCached && deps.answers.enabled ? AnswerCache.keyOf(route, { params, query }, caller) : null;
    if (answerKey !== null) {
      const cached = deps.answers.lookup(answerKey);
      if (cached) {
        if (cached.nextCursor !== undefined) ctx.set(NEXT_CURSOR_HEADER, cached.nextCursor);
        return send(ctx, route, cached.serialised, cached.etag);
      }
    }
    // Read before asking: an answer that overlapped a drop is not kept (see AnswerCache).
    const answersGeneration = deps.answers.generation;

    const headers = callerHeaders(ctx);
    if (ctx.state.principal) headers[PRINCIPAL_HEADER] = JSON.stringify(ctx.state.principal);
    // A kept answer's miss asks for the whole answer, to keep it: a "not modified" would leave nothing to keep.
    const revalidating = route.method === 'GET' && !route.paged && answerKey === null && revalidates(ctx);
    if (revalidating) headers[IF_NONE_MATCH_HEADER] = ctx.get('if-none-match');
    // Checked here too: a malformed key is the caller's 400, and never reaches a bus header.
    const idempotencyKey = route.idempotent ? parseIdempotencyKey(ctx.get('idempotency-key')) : null;
    if (idempotencyKey !== null) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
    const options = { headers, timeoutMs: deps.requestTimeoutMs };
    const safe = safeToRepeat(route.method, headers);
    if (route.paged) {
      // The cursor is the gateway's alone: the caller's query string cannot pick pages or their size.
      return answerPaged(ctx, (after) =>
        requestRetryingLost<unknown>(
          deps.bus,
          route.subject,
          { params, query: after === undefined ? {} : { after }, body: {} } satisfies ApiPayload,
          options,
          safe,
        ),
      );
    }
    const payload: ApiPayload = { params, query, body };
    const reply = await requestRetryingLost<unknown>(deps.bus, route.subject, payload, options, safe);
    const confirmed = revalidating ? notModifiedTag(reply) : null;
    if (confirmed !== null) {
      ctx.set('Cache-Control', REVALIDATE);
      ctx.etag = confirmed;
      ctx.status = 304;
      return;
    }

    const movedTo = route.moved && movedAnswer(reply);
    if (movedTo) {
      const to = route.path.replace(`:${route.moved!.param}`, encodeURIComponent(movedTo));
      ctx.status = 301;
      ctx.redirect(to);
      return;
    }

    const replay = route.idempotent ? replayedAnswer(reply) : null;
    if (replay) ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    let answer = replay ? replay.answer : reply;
    let nextCursor: string | undefined;
    if (route.cursorList) {
      const { items, next } = (reply ?? {}) as { items?: unknown; next?: unknown };
      if (typeof next === 'string') {
        nextCursor = next;
        ctx.set(NEXT_CURSOR_HEADER, next);
      }
      answer = Array.isArray(items) ? items : [];
    } else if (route.session && 'issues' in route.session) {
      const { session, ...rest } = (reply ?? {}) as { session?: unknown };
      setSessionCookie(ctx, session, SESSION_COOKIES[route.session.issues]);
      answer = rest;
    } else if (route.session) {
      clearSessionCookie(ctx, SESSION_COOKIES[route.session.ends]);
    }

    // Serialised here so a string or null reply is still JSON, not text/plain or a 204.
    const serialised = JSON.stringify(answer === undefined ? {} : answer);
    if (session) deps.sessions.keepAnswer(session, route.subject, serialised);
    const shows = answerKey !== null ? answerSubjectOf(route, params, answer) : undefined;
    if (shows !== undefined) {
      const kept = deps.answers.remember(
        answerKey!,
        serialised,
        shows,
        caller,
        answersGeneration,
        nextCursor,
      );
      return send(ctx, route, kept.serialised, kept.etag);
    }
    send(ctx, route, serialised);
  };
}

/** A `reservesWord` row's field naming a path the site already has: refused, saying which. */
function refuseReservedWord(body: unknown, field: string, words: ReadonlySet<string> | undefined): void {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'string' || !words?.has(value.trim().toLowerCase())) return;
  const message = `/${value.trim().toLowerCase()} is one of the site's own pages; choose another ${field}`;
  throw Errors.input(message, { [field]: message });
}

/** The new address word of a `moved` row's answer (`{ movedTo }`), or null for any other answer. */
function movedAnswer(reply: unknown): string | null {
  const movedTo =
    typeof reply === 'object' && reply !== null ? (reply as { movedTo?: unknown }).movedTo : null;
  return typeof movedTo === 'string' && movedTo !== '' ? movedTo : null;
}

/** What an `answerCached` row's answer shows: the site, or the business where its row says to find it. */
function answerSubjectOf(
  route: ApiRoute,
  params: Record<string, string>,
  answer: unknown,
): AnswerSubject | undefined {
  if (!route.answerCached) return undefined;
  if ('site' in route.answerCached) return { site: true };
  const from = route.answerCached.business;
  const value =
    'param' in from
      ? params[from.param]
      : typeof answer === 'object' && answer !== null
        ? (answer as Record<string, unknown>)[from.field]
        : undefined;
  return typeof value === 'string' ? { businessId: value } : undefined;
}

/** Sends a serialised answer; `etag` when already known (a kept answer's), else computed for GETs. */
function send(ctx: ApiContext, route: ApiRoute, serialised: string, etag?: string): void {
  ctx.status = route.status ?? 200;
  if (route.method === 'GET' && ctx.status === 200 && answerNotModified(ctx, etag ?? strongEtag(serialised)))
    return;
  ctx.type = 'application/json';
  ctx.body = serialised;
}

/**
 * True when the caller revalidates a copy (`If-None-Match`) and may be answered 304: the rule of koa's
 * `ctx.fresh`, where `Cache-Control: no-cache` in the request (a reload) asks for the whole answer.
 */
function revalidates(ctx: ApiContext): boolean {
  return ctx.get('if-none-match') !== '' && !/(?:^|,)\s*no-cache\s*(?:,|$)/.test(ctx.get('cache-control'));
}

/**
 * Dashboards poll some reads (the campaign list every 2 s) and mostly get the same answer back. A strong
 * ETag over the serialised body lets the browser revalidate its copy and the gateway answer 304 with no
 * body. The gateway forwards the caller's `If-None-Match` to the service (see `revalidates`): a service that
 * knows its answer's tag without reading the answer replies `notModified(tag)` and the 304 costs it nothing;
 * any other service answers in full and the gateway compares the tags itself, so nothing is sent or parsed
 * again in the browser either way. `private, no-cache` replaces `no-store` for
 * these answers only: no-store would forbid the browser from keeping the copy it revalidates, and the
 * private cache of the caller's own browser is the one place such an answer may rest. A 304 can only ever
 * confirm the body this very caller would have received, so a copy cannot cross from one owner to
 * another. Returns true when the answer is a 304.
 */
function answerNotModified(ctx: ApiContext, etag: string): boolean {
  ctx.set('Cache-Control', REVALIDATE);
  ctx.etag = etag;
  if (!ctx.fresh) return false;
  ctx.status = 304;
  return true;
}
