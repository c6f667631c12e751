import {
  AdminSubjects,
  adminSignInSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  adminDuplicateSchema,
} from '@referrals/contracts';
import { endpoint, uuidParam, type Endpoint } from '@referrals/service-kit';
import { AdminErrors } from './errors.ts';
import { closeAdminSession, resolveAdminSession } from './use-cases/admin-sessions.ts';
import { createAdminUser } from './use-cases/create-admin-user.ts';
import { currentAdmin } from './use-cases/current-admin.ts';
import { deleteBusiness } from './use-cases/delete-business.ts';
import { duplicateBusiness } from './use-cases/duplicate-business.ts';
import { getWorkflow } from './use-cases/get-workflow.ts';
import { listWorkflows } from './use-cases/list-workflows.ts';
import { deleteAdminUser } from './use-cases/delete-admin-user.ts';
import { listAdminUsers } from './use-cases/list-admin-users.ts';
import { promoteAdminUser } from './use-cases/promote-admin-user.ts';
import { signInAdmin } from './use-cases/sign-in.ts';
import { updateAdminUser } from './use-cases/update-admin-user.ts';

/** `:id` of the user routes; a malformed one is answered like an unknown one. */
const adminUserParams = { id: uuidParam(AdminErrors.adminNotFound) };
/** `:id` of the business workflow routes (a business) and of a workflow; malformed: as unknown. */
const businessParams = { id: uuidParam(AdminErrors.businessNotFound) };
const workflowParams = { id: uuidParam(AdminErrors.workflowNotFound) };

/**
 * Every bus endpoint of the admin service (`admin.health` is added by the kit), each declared with the kit's
 * `endpoint({ access, params, body | query | message, handle })` (docs: ../README.md).
 */
export const adminEndpoints: Record<string, Endpoint> = {
  /** `{ body: { email, password } }` -> AdminSignInAnswer; throttled per e-mail and per client address. */
  [AdminSubjects.signIn]: endpoint({
    access: 'public',
    body: adminSignInSchema,
    handle: ({ em, body, clientAddress, config, log }) =>
      signInAdmin(em, body, {
        clientAddress,
        failuresPerAddress: config.limits.signInFailuresPerAddress,
        log,
      }),
  }),

  /**
   * `{ token }` -> `{ principal }`; the gateway asks this for every request with an admin bearer token, before
   * it knows who calls, so anyone may ask (the token is the proof).
   */
  [AdminSubjects.resolveSession]: endpoint({
    access: 'public',
    handle: async ({ em, data }) => ({
      principal: await resolveAdminSession(em, (data as { token?: unknown } | null)?.token),
    }),
  }),

  /** admin -> `{ message }`; ends the session the request came with. */
  [AdminSubjects.logout]: endpoint({
    access: 'admin',
    handle: async ({ em, principal, requestId }) => {
      await closeAdminSession(em, principal, { requestId });
      return { message: 'Logged out' };
    },
  }),

  /** admin -> AdminUserDto of the caller. */
  [AdminSubjects.me]: endpoint({
    access: 'admin',
    handle: ({ em, principal }) => currentAdmin(em, principal),
  }),

  /** admin -> AdminUserDto[], oldest first. */
  [AdminSubjects.listUsers]: endpoint({
    access: 'admin',
    handle: ({ em }) => listAdminUsers(em),
  }),

  /** admin, `{ body: AdminUserCreateInput }` -> AdminUserDto (a super admin only from a super admin). */
  [AdminSubjects.createUser]: endpoint({
    access: 'admin',
    body: adminUserCreateSchema,
    handle: ({ em, principal, body }) => createAdminUser(em, principal, body),
  }),

  /** admin, `{ params: { id }, body: AdminUserUpdateInput }` -> AdminUserDto. */
  [AdminSubjects.updateUser]: endpoint({
    access: 'admin',
    params: adminUserParams,
    body: adminUserUpdateSchema,
    handle: ({ em, principal, params, body, requestId }) =>
      updateAdminUser(em, principal, params.id, body, { requestId }),
  }),

  /** admin, `{ params: { id } }` -> `{ message }`; never a super admin, never oneself. */
  [AdminSubjects.deleteUser]: endpoint({
    access: 'admin',
    params: adminUserParams,
    handle: async ({ em, principal, params, requestId }) => {
      await deleteAdminUser(em, principal, params.id, { requestId });
      return { message: 'Admin user deleted' };
    },
  }),

  /** super_admin, `{ params: { id } }` -> AdminUserDto, now a super admin for good (again: no change). */
  [AdminSubjects.promoteUser]: endpoint({
    access: 'super_admin',
    params: adminUserParams,
    handle: ({ em, params }) => promoteAdminUser(em, params.id),
  }),

  /**
   * admin, `{ params: { id }, body: { includeData } }` -> AdminWorkflowDto: Basic or Complete Copy of the
   * business, run in the background (services/admin/README.md, "Business workflows").
   */
  [AdminSubjects.duplicateBusiness]: endpoint({
    access: 'admin',
    params: businessParams,
    body: adminDuplicateSchema,
    handle: ({ em, bus, principal, params, body, requestId }) =>
      duplicateBusiness(em, bus, principal, params.id, body, { requestId }),
  }),

  /** admin, `{ params: { id } }` -> AdminWorkflowDto: deletes the business everywhere, in the background. */
  [AdminSubjects.deleteBusiness]: endpoint({
    access: 'admin',
    params: businessParams,
    handle: ({ em, bus, principal, params, requestId }) =>
      deleteBusiness(em, bus, principal, params.id, { requestId }),
  }),

  /** admin -> AdminWorkflowDto[]: the unfinished workflows and those of the last 24 hours, newest first. */
  [AdminSubjects.listWorkflows]: endpoint({
    access: 'admin',
    handle: ({ em }) => listWorkflows(em),
  }),

  /** admin, `{ params: { id } }` -> AdminWorkflowDto. */
  [AdminSubjects.getWorkflow]: endpoint({
    access: 'admin',
    params: workflowParams,
    handle: ({ em, params }) => getWorkflow(em, params.id),
  }),
};
