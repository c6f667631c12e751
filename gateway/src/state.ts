import type { Principal } from '@referrals/contracts';
import type { ParameterizedContext } from 'koa';

/** What the gateway's middleware share about one request (Koa's `ctx.state`). */
export interface GatewayState {
  requestId: string;
  /** Set by authentication; null on public routes. */
  principal: Principal | null;
}

export type GatewayContext = ParameterizedContext<GatewayState>;
