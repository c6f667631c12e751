import {
  IdentitySubjects,
  createBusinessForLoginSchema,
  loginSchema,
  planChoiceSchema,
  profileUpdateSchema,
  registrationSchema,
} from '@referrals/contracts';
import { endpoint, rawParam, uuidParam, type Endpoint } from '@referrals/service-kit';
import {
  choosePlan,
  getBusiness,
  listBusinesses,
  publicBusinessBySlug,
  selectBusiness,
} from './use-cases/business-accounts.ts';
import { createBusinessForLogin } from './use-cases/create-business-for-login.ts';
import { currentOwner } from './use-cases/current-owner.ts';
import { IdentityErrors } from './errors.ts';
import { logIn } from './use-cases/log-in.ts';
import { registerBusiness } from './use-cases/register-business.ts';
import { closeSession, resolveSession } from './use-cases/sessions.ts';
import { updateProfile } from './use-cases/update-profile.ts';

/** `:userId` of the owner routes is a business id; a malformed one is answered like someone else's. */
const businessParams = { userId: uuidParam(IdentityErrors.businessNotFound) };

/** Every bus endpoint of the identity service (`identity.health` is added by the kit). */
export const identityEndpoints: Record<string, Endpoint> = {
  /** `{ body: registration }` -> `{ user, session }` */
  [IdentitySubjects.register]: endpoint({
    access: 'public',
    body: registrationSchema,
    handle: ({ em, body, clientAddress, config, log, requestId }) =>
      registerBusiness(em, body, {
        clientAddress,
        registrationsPerAddress: config.limits.registrationsPerAddress,
        log,
        requestId,
      }),
  }),

  /** `{ body: { email, password } }` -> `{ user, session }` */
  [IdentitySubjects.login]: endpoint({
    access: 'public',
    body: loginSchema,
    handle: ({ em, body, clientAddress, log }) => logIn(em, body, { clientAddress, log }),
  }),

  /**
   * `{ token }` -> `{ principal }`; the gateway asks this on every request that carries a session cookie,
   * before it knows who calls, so anyone may ask (the token is the proof).
   */
  [IdentitySubjects.resolveSession]: endpoint({
    access: 'public',
    handle: async ({ em, data }) => ({
      principal: await resolveSession(em, (data as { token?: unknown } | null)?.token),
    }),
  }),

  /** owner -> `{ message }`; ends the session the request came with. */
  [IdentitySubjects.logout]: endpoint({
    access: 'owner',
    handle: async ({ em, principal, requestId }) => {
      await closeSession(em, principal, { requestId });
      return { message: 'Logged out' };
    },
  }),

  /** owner -> `{ user }` */
  [IdentitySubjects.me]: endpoint({
    access: 'owner',
    handle: ({ em, principal }) => currentOwner(em, principal),
  }),

  /** owner, `{ params: { userId } }` -> OwnerUser; the session is on that business from now on. */
  [IdentitySubjects.selectBusiness]: endpoint({
    access: 'owner',
    params: businessParams,
    handle: ({ em, principal, params, requestId }) =>
      selectBusiness(em, principal, params.userId, { requestId }),
  }),

  /** owner, `{ params: { userId } }` -> BusinessSummary[] of the caller's login, oldest first. */
  [IdentitySubjects.listBusinesses]: endpoint({
    access: 'owner',
    params: businessParams,
    handle: ({ em, principal, params }) => listBusinesses(em, principal, params.userId),
  }),

  /** owner, `{ params: { userId } }` -> OwnerUser */
  [IdentitySubjects.getBusiness]: endpoint({
    access: 'owner',
    params: businessParams,
    handle: ({ em, principal, params }) => getBusiness(em, principal, params.userId),
  }),

  /** owner, `{ params: { userId }, body: profile update }` -> OwnerUser */
  [IdentitySubjects.updateProfile]: endpoint({
    access: 'owner',
    params: businessParams,
    body: profileUpdateSchema,
    handle: ({ em, principal, params, body, log, requestId }) =>
      updateProfile(em, principal, params.userId, body, { log, requestId }),
  }),

  /** owner, `{ params: { userId }, body: { subscriptionTier } }` -> OwnerUser */
  [IdentitySubjects.choosePlan]: endpoint({
    access: 'owner',
    params: businessParams,
    body: planChoiceSchema,
    handle: ({ em, principal, params, body, log, requestId }) =>
      choosePlan(em, principal, params.userId, body, { log, requestId }),
  }),

  /** anyone, `{ params: { slug } }` -> PublicBusiness of an active business */
  [IdentitySubjects.publicBusiness]: endpoint({
    access: 'public',
    params: { slug: rawParam },
    handle: ({ em, params }) => publicBusinessBySlug(em, params.slug),
  }),

  /**
   * bus only, services alone (the admin service's "duplicate business"): `{ loginId, ...business details }`
   * -> OwnerUser
   */
  [IdentitySubjects.createBusinessForLogin]: endpoint({
    access: 'service',
    message: createBusinessForLoginSchema,
    handle: ({ em, message, log, requestId }) => createBusinessForLogin(em, message, { log, requestId }),
  }),
};
