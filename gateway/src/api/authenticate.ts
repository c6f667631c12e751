import {
  AdminSubjects,
  CLIENT_ADDRESS_HEADER,
  IdentitySubjects,
  ReferralSubjects,
  REQUEST_ID_HEADER,
  type Access,
  type Principal,
} from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';
import { gatewayError } from '../errors.ts';
import type { GatewayContext } from '../state.ts';
import type { RouteAccess, SessionKind } from '../routes/types.ts';
import { SessionCache } from './session-cache.ts';
import { clearSessionCookie, readSessionToken, SESSION_COOKIES } from './session-cookie.ts';
import { requestRetryingLost } from './retry-lost.ts';

export interface AuthenticationDeps {
  bus: Bus;
  /** Deadline of the session lookup. */
  timeoutMs: number;
  /** Owner and referrer sessions resolved lately; a hit costs no bus request. */
  sessions: SessionCache;
}

/** Proves who calls; null means an anonymous caller on a public route. Throws AuthenticationError. */
export type Authenticator = (ctx: GatewayContext, deps: AuthenticationDeps) => Promise<Principal | null>;

const NOT_AUTHENTICATED = 'Not authenticated';

const anyone: Authenticator = async () => null;

/** The bus subject of the service that owns each kind of browser session and says whose a token is. */
const SESSION_RESOLVERS: Readonly<Record<SessionKind, string>> = {
  owner: IdentitySubjects.resolveSession,
  referrer: ReferralSubjects.resolveReferrerSession,
};

/**
 * Owners hold the `sid` cookie and identity owns their sessions; referrers hold the `rsid` cookie and the
 * referral service owns theirs (one login per person, across every campaign they joined). The service says
 * whose a token is, and its answer is kept in the session cache for a short while
 * (docs/adr/0011-gateway-session-cache.md, docs/adr/0017-referrer-sessions.md). A cached entry only counts
 * for the kind of cookie it was resolved for.
 */
function fromSessionCookie(kind: SessionKind): Authenticator {
  const cookie = SESSION_COOKIES[kind];
  return async (ctx, deps) => {
    const token = readSessionToken(ctx, cookie);
    if (!token) throw gatewayError('AuthenticationError', NOT_AUTHENTICATED);
    const key = SessionCache.keyOf(token);
    const cached = deps.sessions.lookup(key);
    if (cached?.principal.kind === kind) {
      ctx.state.session = cached;
      return cached.principal;
    }
    const generation = deps.sessions.currentGeneration();
    const principal = await whoseSession(SESSION_RESOLVERS[kind], token, ctx, deps);
    if (principal?.kind !== kind) {
      clearSessionCookie(ctx, cookie);
      throw gatewayError('AuthenticationError', NOT_AUTHENTICATED);
    }
    ctx.state.session = deps.sessions.remember(key, principal, generation);
    return principal;
  };
}

/** The token of an `Authorization: Bearer <token>` header; undefined without one. */
export function readBearerToken(ctx: GatewayContext): string | undefined {
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(ctx.get('Authorization'));
  return match?.[1];
}

/**
 * Administrators send the token the admin service issued at sign-in as a bearer header (no cookie: the admin
 * screens keep it in browser storage, and a header is never attached by the browser on its own, so admin calls
 * need no CSRF defence). The admin service owns the sessions (24 hours from sign-in, ended at logout or when
 * the admin is deactivated or deleted) and says whose a token is, on every call: not cached, since no admin
 * route is a hot read and an ended session must stop at once.
 */
const adminFromBearerToken: Authenticator = async (ctx, deps) => {
  const token = readBearerToken(ctx);
  if (!token) throw gatewayError('AuthenticationError', NOT_AUTHENTICATED);
  const principal = await whoseSession(AdminSubjects.resolveSession, token, ctx, deps);
  if (principal?.kind !== 'admin') throw gatewayError('AuthenticationError', NOT_AUTHENTICATED);
  return principal;
};

/** An admin of the super_admin role; any other admin is refused (403) once known. */
const superAdminFromBearerToken: Authenticator = async (ctx, deps) => {
  const principal = await adminFromBearerToken(ctx, deps);
  if (principal?.kind !== 'admin' || principal.role !== 'super_admin') {
    throw gatewayError('NotAllowedError', 'Only a super admin may do this');
  }
  return principal;
};

/** One authenticator per access level of the route table; the Record makes a missing level a type error. */
export const authenticators: Readonly<Record<Access, Authenticator>> = {
  public: anyone,
  owner: fromSessionCookie('owner'),
  referrer: fromSessionCookie('referrer'),
  admin: adminFromBearerToken,
  super_admin: superAdminFromBearerToken,
};

/**
 * The caller of a route of `access`. A public route that `recognises` a kind of session takes it when the
 * cookie holds a valid one and treats the caller as anonymous otherwise (no cookie, or one no longer valid,
 * which is cleared): it never refuses. A route open to several kinds of signed-in caller authenticates the
 * first kind whose session cookie the request carries (none: 401).
 */
export async function authenticate(
  access: RouteAccess,
  ctx: GatewayContext,
  deps: AuthenticationDeps,
  recognises?: SessionKind,
): Promise<Principal | null> {
  if (access === 'public' && recognises && readSessionToken(ctx, SESSION_COOKIES[recognises])) {
    try {
      return await authenticators[recognises](ctx, deps);
    } catch (err) {
      if (nameOf(err) === 'AuthenticationError') return null;
      throw err;
    }
  }
  if (typeof access === 'string') return authenticators[access](ctx, deps);
  const presented = access.find((level) => presentsSession(ctx, level));
  return authenticators[presented ?? access[0]](ctx, deps);
}

/** True when the request carries the credential of `level`: its session cookie, or an admin's bearer token. */
function presentsSession(ctx: GatewayContext, level: Access): boolean {
  if (level === 'admin' || level === 'super_admin') return readBearerToken(ctx) !== undefined;
  const cookie = (SESSION_COOKIES as Partial<Record<Access, string>>)[level];
  return cookie !== undefined && readSessionToken(ctx, cookie) !== undefined;
}

/**
 * Asks the service that owns a kind of session whose `token` is; undefined when it is nobody's. Unavailable
 * and Timeout stay 503 / 504: a session is not invalid because its service is down.
 */
async function whoseSession(
  subject: string,
  token: string,
  ctx: GatewayContext,
  deps: AuthenticationDeps,
): Promise<Principal | undefined> {
  try {
    // A lookup only: asking again cannot do harm, whatever the request it authenticates.
    const reply = await requestRetryingLost<{ principal?: Principal }>(
      deps.bus,
      subject,
      { token },
      { headers: callerHeaders(ctx), timeoutMs: deps.timeoutMs },
      true,
    );
    return reply?.principal;
  } catch (err) {
    if (nameOf(err) !== 'AuthenticationError') throw err;
    return undefined;
  }
}

/** Headers every bus request made for an HTTP call carries. */
export function callerHeaders(ctx: GatewayContext): Record<string, string> {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: ctx.state.requestId };
  if (ctx.ip) headers[CLIENT_ADDRESS_HEADER] = ctx.ip;
  return headers;
}

function nameOf(err: unknown): unknown {
  return typeof err === 'object' && err !== null ? (err as { name?: unknown }).name : undefined;
}
