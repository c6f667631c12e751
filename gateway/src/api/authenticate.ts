import {
  CLIENT_ADDRESS_HEADER,
  IdentitySubjects,
  REQUEST_ID_HEADER,
  type Access,
  type Principal,
} from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';
import { gatewayError } from '../errors.ts';
import type { GatewayContext } from '../state.ts';
import { SessionCache } from './session-cache.ts';
import { clearSessionCookie, readSessionToken } from './session-cookie.ts';

export interface AuthenticationDeps {
  bus: Bus;
  /** Deadline of the session lookup. */
  timeoutMs: number;
  /** Owner sessions resolved lately; a hit costs no bus request. */
  sessions: SessionCache;
}

/** Proves who calls; null means an anonymous caller on a public route. Throws AuthenticationError. */
export type Authenticator = (ctx: GatewayContext, deps: AuthenticationDeps) => Promise<Principal | null>;

const NOT_AUTHENTICATED = 'Not authenticated';

const anyone: Authenticator = async () => null;

/**
 * Owners hold the `sid` cookie; the identity service owns the sessions and says whose it is. Its answer is
 * kept in the session cache for a short while (docs/adr/0011-gateway-session-cache.md).
 */
const ownerFromSessionCookie: Authenticator = async (ctx, deps) => {
  const token = readSessionToken(ctx);
  if (!token) throw gatewayError('AuthenticationError', NOT_AUTHENTICATED);
  const key = SessionCache.keyOf(token);
  const cached = deps.sessions.lookup(key);
  if (cached) {
    ctx.state.session = cached;
    return cached.principal;
  }
  const generation = deps.sessions.currentGeneration();
  let principal: Principal | undefined;
  try {
    const reply = await deps.bus.request<{ principal?: Principal }>(
      IdentitySubjects.resolveSession,
      { token },
      { headers: callerHeaders(ctx), timeoutMs: deps.timeoutMs },
    );
    principal = reply?.principal;
  } catch (err) {
    // Unavailable / Timeout must stay 503 / 504: a session is not invalid because identity is down.
    if (nameOf(err) !== 'AuthenticationError') throw err;
  }
  if (principal?.kind !== 'owner') {
    clearSessionCookie(ctx);
    throw gatewayError('AuthenticationError', NOT_AUTHENTICATED);
  }
  ctx.state.session = deps.sessions.remember(key, principal, generation);
  return principal;
};

/**
 * Referrer cookies and admin bearer tokens arrive with their routes in later issues. Until then no
 * route uses these levels, and should one appear early it fails closed instead of open.
 */
const notYetSupported: Authenticator = async () => {
  throw gatewayError('AuthenticationError', NOT_AUTHENTICATED);
};

/** One authenticator per access level of the route table; the Record makes a missing level a type error. */
export const authenticators: Readonly<Record<Access, Authenticator>> = {
  public: anyone,
  owner: ownerFromSessionCookie,
  referrer: notYetSupported,
  admin: notYetSupported,
  super_admin: notYetSupported,
};

export function authenticate(
  access: Access,
  ctx: GatewayContext,
  deps: AuthenticationDeps,
): Promise<Principal | null> {
  return authenticators[access](ctx, deps);
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
