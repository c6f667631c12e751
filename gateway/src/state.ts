import type { Principal } from '@referrals/contracts';
import type { ParameterizedContext } from 'koa';
import type { CachedSession } from './api/session-cache.ts';

/** What the gateway's middleware share about one request (Koa's `ctx.state`). */
export interface GatewayState {
  requestId: string;
  /** Set by authentication; null on public routes. */
  principal: Principal | null;
  /** The caller's cached owner or referrer session, when authentication found or kept one. */
  session?: CachedSession;
}

export type GatewayContext = ParameterizedContext<GatewayState>;
