import {
  IdentitySubjects,
  OwnerMailSubjects,
  adminBusinessStatusSchema,
  adminBusinessUpdateSchema,
  businessStepSchema,
  copyBusinessStepSchema,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  planChoiceSchema,
  profileUpdateSchema,
  registrationSchema,
} from '@referrals/contracts';
import { endpoint, rawParam, uuidParam, type Endpoint } from '@referrals/service-kit';
import { adminGetBusiness, adminListBusinesses } from './use-cases/admin-businesses.ts';
import { adminSetBusinessStatus, adminUpdateBusiness } from './use-cases/admin-update-business.ts';
import {
  choosePlan,
  getBusiness,
  listBusinesses,
  publicBusinessBySlug,
  selectBusiness,
} from './use-cases/business-accounts.ts';
import { copyBusinessStep } from './use-cases/copy-business-step.ts';
import { currentOwner } from './use-cases/current-owner.ts';
import { deactivateBusinessStep } from './use-cases/deactivate-business-step.ts';
import { IdentityErrors } from './errors.ts';
import { logIn } from './use-cases/log-in.ts';
import { ownerUnsubscribe, ownerUnsubscribeState } from './use-cases/owner-mail-links.ts';
import { registerBusiness } from './use-cases/register-business.ts';
import { removeBusinessStep } from './use-cases/remove-business-step.ts';
import { requestPasswordReset } from './use-cases/request-password-reset.ts';
import { resetPassword } from './use-cases/reset-password.ts';
import { closeSession, resolveSession } from './use-cases/sessions.ts';
import { updateProfile } from './use-cases/update-profile.ts';

/** `:userId` of the owner routes is a business id; a malformed one is answered like someone else's. */
const businessParams = { userId: uuidParam(IdentityErrors.businessNotFound) };
/** `:id` of the administrators' business routes; a malformed one is answered like an unknown one. */
const adminBusinessParams = { id: uuidParam(IdentityErrors.businessNotFound) };

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
        welcome: { publicUrl: config.publicUrl, platformPostalAddress: config.platformPostalAddress },
        log,
        requestId,
      }),
  }),

  /** `{ body: { email, password } }` -> `{ user, session }` */
  [IdentitySubjects.login]: endpoint({
    access: 'public',
    body: loginSchema,
    handle: ({ em, body, clientAddress, config, log }) =>
      logIn(em, body, { clientAddress, failuresPerAddress: config.limits.signInFailuresPerAddress, log }),
  }),

  /** `{ body: { email } }` -> PasswordResetAnswerDto, the same whatever the e-mail; e-mails a link to a known one. */
  [IdentitySubjects.requestPasswordReset]: endpoint({
    access: 'public',
    body: passwordResetRequestSchema,
    handle: ({ em, body, clientAddress, config, log, requestId }) =>
      requestPasswordReset(em, body, {
        clientAddress,
        perAddress: config.limits.passwordResetsPerAddress,
        publicUrl: config.publicUrl,
        platformPostalAddress: config.platformPostalAddress,
        log,
        requestId,
      }),
  }),

  /** `{ body: { token, password } }` -> PasswordResetAnswerDto; ends every session of the login. */
  [IdentitySubjects.resetPassword]: endpoint({
    access: 'public',
    body: passwordResetSchema,
    handle: ({ em, body, log, requestId }) => resetPassword(em, body, { log, requestId }),
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

  /** owner -> CurrentOwnerAnswer: `{ user, platformContactEmail }` */
  [IdentitySubjects.me]: endpoint({
    access: 'owner',
    handle: ({ em, principal, config }) => currentOwner(em, principal, config.platformContactEmail),
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
    handle: ({ em, principal, params, body, config, clock, log, requestId }) =>
      updateProfile(em, principal, params.userId, body, {
        log,
        requestId,
        schedule: { platformTimeZone: config.platformTimeZone, clock },
      }),
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

  /** admin (either role) -> AdminBusinessDto[] of every business, newest first */
  [IdentitySubjects.adminListBusinesses]: endpoint({
    access: 'admin',
    handle: ({ em }) => adminListBusinesses(em),
  }),

  /** admin, `{ params: { id } }` -> AdminBusinessDto */
  [IdentitySubjects.adminGetBusiness]: endpoint({
    access: 'admin',
    params: adminBusinessParams,
    handle: ({ em, params }) => adminGetBusiness(em, params.id),
  }),

  /** admin, `{ params: { id }, body: details and plan }` -> AdminBusinessDto; publishes businessUpdated */
  [IdentitySubjects.adminUpdateBusiness]: endpoint({
    access: 'admin',
    params: adminBusinessParams,
    body: adminBusinessUpdateSchema,
    handle: ({ em, principal, params, body, log, requestId }) =>
      adminUpdateBusiness(em, principal, params.id, body, { log, requestId }),
  }),

  /**
   * admin, `{ params: { id }, body: { isActive, reason? } }` -> AdminBusinessDto; a change publishes businessUpdated
   * and e-mails the owner (with the reason when given)
   */
  [IdentitySubjects.adminSetBusinessStatus]: endpoint({
    access: 'admin',
    params: adminBusinessParams,
    body: adminBusinessStatusSchema,
    handle: ({ em, principal, params, body, config, log, requestId }) =>
      adminSetBusinessStatus(em, principal, params.id, body, {
        log,
        requestId,
        mail: {
          contactEmail: config.platformContactEmail,
          platformPostalAddress: config.platformPostalAddress,
        },
      }),
  }),

  /** workflow step, services only: `{ workflowId, step, sourceBusinessId }` -> `{ business }` (the copy) */
  [IdentitySubjects.copyBusinessStep]: endpoint({
    access: 'service',
    message: copyBusinessStepSchema,
    handle: ({ em, message, log, requestId }) => copyBusinessStep(em, message, { log, requestId }),
  }),

  /** workflow step, services only: `{ workflowId, step, businessId }` -> `{ businessId, changed }` */
  [IdentitySubjects.deactivateBusinessStep]: endpoint({
    access: 'service',
    message: businessStepSchema,
    handle: ({ em, message, log, requestId }) => deactivateBusinessStep(em, message, { log, requestId }),
  }),

  /** public, `{ params: { token } }` -> OwnerUnsubscribeDto (404 for an unknown token) */
  [OwnerMailSubjects.unsubscribeState]: endpoint({
    access: 'public',
    params: { token: rawParam },
    handle: ({ em, params }) => ownerUnsubscribeState(em, params.token),
  }),

  /** public, one-click: `{ params: { token } }` -> OwnerUnsubscribeDto, off (404 for an unknown token) */
  [OwnerMailSubjects.unsubscribe]: endpoint({
    access: 'public',
    params: { token: rawParam },
    handle: ({ em, params, log }) => ownerUnsubscribe(em, params.token, { log }),
  }),

  /** workflow step, services only: `{ workflowId, step, businessId }` -> `{ removed }` */
  [IdentitySubjects.removeBusinessStep]: endpoint({
    access: 'service',
    message: businessStepSchema,
    handle: ({ em, message, log, requestId }) => removeBusinessStep(em, message, { log, requestId }),
  }),
};
