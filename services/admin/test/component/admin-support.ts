import { randomUUID } from 'node:crypto';
import {
  AdminSubjects,
  type AdminPrincipal,
  type AdminSignInAnswer,
  type AdminUserCreateInput,
  type AdminUserDto,
  type Principal,
} from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';
import { requestAs } from '@referrals/service-kit/testing';
import { uniqueSuffix } from '@referrals/testing';

/** The first super admin every admin test file starts its service with (ADMIN_EMAIL + ADMIN_PASSWORD). */
export const FIRST_SUPER_ADMIN = { email: 'root@example.com', password: 'root-admin-password' };
export const firstSuperAdminConfig = {
  adminEmail: FIRST_SUPER_ADMIN.email,
  adminPassword: FIRST_SUPER_ADMIN.password,
};

/** A signed-in admin: what it signed in with, the answer, and the principal its token resolves to. */
export interface SignedInAdmin {
  email: string;
  password: string;
  answer: AdminSignInAnswer;
  principal: AdminPrincipal;
}

/** An admin a test created, signed in. */
export type NewAdmin = SignedInAdmin & { user: AdminUserDto };

/** What the create form sends for a new admin (unique e-mail). */
export function buildAdminInput(overrides: Partial<AdminUserCreateInput> = {}): AdminUserCreateInput {
  return {
    firstName: 'Robin',
    lastName: 'Hale',
    email: `admin-${uniqueSuffix()}@example.com`,
    password: 'an-admin-password',
    role: 'admin',
    ...overrides,
  };
}

/** The bus calls of the admin service, as the gateway makes them. */
export function adminClient(bus: Bus) {
  const call = <R>(subject: string, data: unknown, principal?: Principal, clientAddress?: string) =>
    requestAs<R>(bus, subject, data, { principal, clientAddress });

  const signIn = (email: string, password: string, clientAddress?: string) =>
    call<AdminSignInAnswer>(AdminSubjects.signIn, { body: { email, password } }, undefined, clientAddress);

  const resolve = (token: unknown) =>
    call<{ principal: AdminPrincipal }>(AdminSubjects.resolveSession, { token }).then((a) => a.principal);

  async function signInAs(email: string, password: string): Promise<SignedInAdmin> {
    const answer = await signIn(email, password);
    return { email, password, answer, principal: await resolve(answer.token) };
  }

  const createUser = (by: Principal | undefined, body: unknown) =>
    call<AdminUserDto>(AdminSubjects.createUser, { body }, by);

  /** Creates an admin as `by` and signs it in. */
  async function newAdmin(by: Principal, overrides: Partial<AdminUserCreateInput> = {}): Promise<NewAdmin> {
    const input = buildAdminInput(overrides);
    const user = await createUser(by, input);
    return { ...(await signInAs(input.email, input.password)), user };
  }

  return {
    call,
    signIn,
    resolve,
    signInAs,
    newAdmin,
    createUser,
    listUsers: (by?: Principal) => call<AdminUserDto[]>(AdminSubjects.listUsers, {}, by),
    updateUser: (by: Principal | undefined, id: unknown, body: unknown) =>
      call<AdminUserDto>(AdminSubjects.updateUser, { params: { id }, body }, by),
    deleteUser: (by: Principal | undefined, id: unknown) =>
      call<{ message: string }>(AdminSubjects.deleteUser, { params: { id } }, by),
    promoteUser: (by: Principal | undefined, id: unknown) =>
      call<AdminUserDto>(AdminSubjects.promoteUser, { params: { id } }, by),
    me: (by?: Principal) => call<AdminUserDto>(AdminSubjects.me, {}, by),
    logout: (by?: Principal) => call<{ message: string }>(AdminSubjects.logout, {}, by),
  };
}

/** A signed-in owner of some business: never an admin. */
export const ownerPrincipal = (): Principal => ({
  kind: 'owner',
  loginId: randomUUID(),
  businessId: randomUUID(),
  sessionId: randomUUID(),
});

/** The update form's body for an admin as it is (change what the test needs). */
export const updateBodyOf = (user: AdminUserDto, changes: Record<string, unknown> = {}) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  ...changes,
});
