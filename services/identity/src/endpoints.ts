import {
  IdentitySubjects,
  createBusinessForLoginSchema,
  loginSchema,
  planChoiceSchema,
  profileUpdateSchema,
  registrationSchema,
} from '@referrals/contracts';
import { parseInput, type Endpoint, type RequestContext } from '@referrals/service-kit';
import {
  choosePlan,
  getBusiness,
  listBusinesses,
  publicBusinessBySlug,
  selectBusiness,
} from './use-cases/business-accounts.ts';
import { createBusinessForLogin } from './use-cases/create-business-for-login.ts';
import { currentOwner } from './use-cases/current-owner.ts';
import { logIn } from './use-cases/log-in.ts';
import { requireOwner } from './use-cases/owner-principal.ts';
import { registerBusiness } from './use-cases/register-business.ts';
import { closeSession, resolveSession } from './use-cases/sessions.ts';
import { updateProfile } from './use-cases/update-profile.ts';

/** Payload of the gateway's routes: path parameters and the JSON body. */
type ApiCall = RequestContext<{ params?: Record<string, unknown>; body?: unknown } | undefined>;

const param = (ctx: ApiCall, name: string): unknown => ctx.data?.params?.[name];

/** Every bus endpoint of the identity service (`identity.health` is added by the kit). */
export const identityEndpoints: Record<string, Endpoint> = {
  /** `{ body: registration }` -> `{ user, session }` */
  [IdentitySubjects.register]: async (ctx: ApiCall) =>
    registerBusiness(ctx.em, await parseInput(registrationSchema, ctx.data?.body), {
      log: ctx.log,
      requestId: ctx.requestId,
    }),

  /** `{ body: { email, password } }` -> `{ user, session }` */
  [IdentitySubjects.login]: async (ctx: ApiCall) =>
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

  /** owner, `{ params: { userId } }` -> OwnerUser; the session is on that business from now on. */
  [IdentitySubjects.selectBusiness]: async (ctx: ApiCall) =>
    selectBusiness(ctx.em, requireOwner(ctx.principal), param(ctx, 'userId')),

  /** owner, `{ params: { userId } }` -> BusinessSummary[] of the caller's login, oldest first. */
  [IdentitySubjects.listBusinesses]: async (ctx: ApiCall) =>
    listBusinesses(ctx.em, requireOwner(ctx.principal), param(ctx, 'userId')),

  /** owner, `{ params: { userId } }` -> OwnerUser */
  [IdentitySubjects.getBusiness]: async (ctx: ApiCall) =>
    getBusiness(ctx.em, requireOwner(ctx.principal), param(ctx, 'userId')),

  /** owner, `{ params: { userId }, body: profile update }` -> OwnerUser */
  [IdentitySubjects.updateProfile]: async (ctx: ApiCall) => {
    const owner = requireOwner(ctx.principal);
    return updateProfile(
      ctx.em,
      owner,
      param(ctx, 'userId'),
      await parseInput(profileUpdateSchema, ctx.data?.body),
      { log: ctx.log, requestId: ctx.requestId },
    );
  },

  /** owner, `{ params: { userId }, body: { subscriptionTier } }` -> OwnerUser */
  [IdentitySubjects.choosePlan]: async (ctx: ApiCall) => {
    const owner = requireOwner(ctx.principal);
    return choosePlan(
      ctx.em,
      owner,
      param(ctx, 'userId'),
      await parseInput(planChoiceSchema, ctx.data?.body),
      { log: ctx.log, requestId: ctx.requestId },
    );
  },

  /** anyone, `{ params: { slug } }` -> PublicBusiness of an active business */
  [IdentitySubjects.publicBusiness]: async (ctx: ApiCall) => publicBusinessBySlug(ctx.em, param(ctx, 'slug')),

  /** bus only: `{ loginId, ...business details }` -> OwnerUser */
  [IdentitySubjects.createBusinessForLogin]: async (ctx: RequestContext<unknown>) =>
    createBusinessForLogin(ctx.em, await parseInput(createBusinessForLoginSchema, ctx.data), {
      log: ctx.log,
      requestId: ctx.requestId,
    }),
};
