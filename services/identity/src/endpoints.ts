import { IdentitySubjects, loginSchema, registrationSchema } from '@referrals/contracts';
import type { Endpoint, RequestContext } from '@referrals/service-kit';
import { currentOwner } from './use-cases/current-owner.ts';
import { logIn } from './use-cases/log-in.ts';
import { requireOwner } from './use-cases/owner-principal.ts';
import { registerBusiness } from './use-cases/register-business.ts';
import { closeSession, resolveSession } from './use-cases/sessions.ts';
import { parseInput } from './validation.ts';

/** Payload of the gateway's body-carrying routes. */
type WithBody = RequestContext<{ body?: unknown } | undefined>;

/** Every bus endpoint of the identity service (`identity.health` is added by the kit). */
export const identityEndpoints: Record<string, Endpoint> = {
  /** `{ body: registration }` -> `{ user, session }` */
  [IdentitySubjects.register]: async (ctx: WithBody) =>
    registerBusiness(ctx.em, await parseInput(registrationSchema, ctx.data?.body), {
      log: ctx.log,
      requestId: ctx.requestId,
    }),

  /** `{ body: { email, password } }` -> `{ user, session }` */
  [IdentitySubjects.login]: async (ctx: WithBody) =>
    logIn(ctx.em, await parseInput(loginSchema, ctx.data?.body), {
      clientAddress: ctx.clientAddress,
      log: ctx.log,
    }),

  /** `{ token }` -> `{ principal }`; the gateway asks this on every request that carries a session cookie. */
  [IdentitySubjects.resolveSession]: async (ctx: RequestContext<{ token?: unknown } | undefined>) => ({
    principal: await resolveSession(ctx.em, ctx.data?.token),
  }),

  /** owner -> `{ message }`; ends the session the request came with. */
  [IdentitySubjects.logout]: async (ctx: RequestContext) => {
    await closeSession(ctx.em, requireOwner(ctx.principal).sessionId);
    return { message: 'Logged out' };
  },

  /** owner -> `{ user }` */
  [IdentitySubjects.me]: async (ctx: RequestContext) => currentOwner(ctx.em, requireOwner(ctx.principal)),
};
