import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AdminEvents,
  eventSubject,
  type AdminPrincipal,
  type DomainEvent,
  type Principal,
} from '@referrals/contracts';
import type { Bus, Subscription } from '@referrals/service-kit';
import {
  eventually,
  failureOf,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { adminService } from '../../src/start.ts';
import {
  FIRST_SUPER_ADMIN,
  adminClient,
  buildAdminInput,
  firstSuperAdminConfig,
  ownerPrincipal,
  updateBodyOf,
  type NewAdmin,
  type SignedInAdmin,
} from './admin-support.ts';

let service: ServiceUnderTest;
let bus: Bus;
let client: ReturnType<typeof adminClient>;
let root: SignedInAdmin;
let admin: NewAdmin;
let listening: Subscription;
const heard: DomainEvent<{ adminId: string }>[] = [];

beforeAll(async () => {
  service = await startServiceUnderTest(adminService, 'admin-users', firstSuperAdminConfig);
  ({ bus } = service);
  client = adminClient(bus);
  listening = bus.listen(eventSubject(AdminEvents.sessionsChanged), (event) => {
    heard.push(event as DomainEvent<{ adminId: string }>);
  });
  root = await client.signInAs(FIRST_SUPER_ADMIN.email, FIRST_SUPER_ADMIN.password);
  admin = await client.newAdmin(root.principal, { firstName: 'Plain', lastName: 'Admin' });
});

afterAll(async () => {
  await listening.drain();
  await service.stop();
});

const sessionsChangedFor = (adminId: string) =>
  eventually(() => heard.find((event) => event.data.adminId === adminId), 10_000, 'sessionsChanged');

const notAllowed = (message: string) => ({ name: 'NotAllowedError', message });
const NOT_FOUND = { name: 'NotFoundError', message: 'Admin user not found' };

describe('admin users: who may call', () => {
  it('when nobody or an owner calls, then every user call is an AuthenticationError', async () => {
    const id = admin.user.id;
    for (const caller of [undefined, ownerPrincipal()] as Array<Principal | undefined>) {
      for (const attempt of [
        client.listUsers(caller),
        client.createUser(caller, buildAdminInput()),
        client.updateUser(caller, id, updateBodyOf(admin.user, { firstName: 'Changed' })),
        client.deleteUser(caller, id),
        client.promoteUser(caller, id),
      ]) {
        expect(await failureOf(attempt)).toMatchObject({ name: 'AuthenticationError' });
      }
    }
    expect((await client.listUsers(root.principal)).find((u) => u.id === id)?.firstName).toBe('Plain');
  });

  it('when an admin lists users, then it sees every admin oldest first, never a password hash', async () => {
    const later = await client.createUser(root.principal, buildAdminInput());

    const users = await client.listUsers(admin.principal);

    const ids = users.map((user) => user.id);
    expect(ids[0]).toBe(root.principal.adminId);
    expect(ids.indexOf(admin.user.id)).toBeLessThan(ids.indexOf(later.id));
    const created = users.map((user) => Date.parse(user.createdAt));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual(
        ['createdAt', 'email', 'firstName', 'id', 'isActive', 'lastLogin', 'lastName', 'role'].sort(),
      );
    }
  });

  it('when a plain admin promotes anyone, then it is a NotAllowedError', async () => {
    const other = await client.createUser(root.principal, buildAdminInput());
    expect(await failureOf(client.promoteUser(admin.principal, other.id))).toMatchObject({
      name: 'NotAllowedError',
    });
  });
});

describe('admin users: create', () => {
  it('when an admin creates an admin, then it is listed and can sign in; a super admin only a super admin creates', async () => {
    const input = buildAdminInput({ firstName: '  Casey ', role: 'admin' });
    const created = await client.createUser(admin.principal, input);
    expect(created).toEqual({
      id: expect.any(String),
      firstName: 'Casey',
      lastName: input.lastName,
      email: input.email,
      role: 'admin',
      isActive: true,
      lastLogin: null,
      createdAt: expect.any(String),
    });
    await expect(client.signIn(input.email, input.password)).resolves.toHaveProperty('token');

    expect(
      await failureOf(client.createUser(admin.principal, buildAdminInput({ role: 'super_admin' }))),
    ).toEqual(notAllowed('Only a super admin can give the super admin role'));
    const superInput = buildAdminInput({ role: 'super_admin' });
    await expect(client.createUser(root.principal, superInput)).resolves.toMatchObject({
      role: 'super_admin',
    });
  });

  it('when the e-mail is taken in any letter case, or the body is invalid, then it is refused', async () => {
    const input = buildAdminInput();
    await client.createUser(root.principal, input);

    expect(
      await failureOf(
        client.createUser(root.principal, buildAdminInput({ email: ` ${input.email.toUpperCase()}` })),
      ),
    ).toEqual({ name: 'ConflictError', message: 'An admin with this email already exists' });
    expect(
      await failureOf(client.createUser(root.principal, { ...buildAdminInput(), password: '123' })),
    ).toMatchObject({
      name: 'InputError',
      message: 'Password must be at least 6 characters',
    });
    expect(
      await failureOf(client.createUser(root.principal, { ...buildAdminInput(), role: 'owner' })),
    ).toMatchObject({
      name: 'InputError',
      message: 'Role must be admin or super_admin',
    });
  });
});

describe('admin users: update', () => {
  it('when an admin edits another admin with an empty password, then the details change and the password stays', async () => {
    const target = await client.newAdmin(root.principal);
    const email = `renamed-${randomUUID().slice(0, 8)}@example.com`;

    const updated = await client.updateUser(
      admin.principal,
      target.user.id,
      updateBodyOf(target.user, { firstName: 'Jordan', lastName: 'Reed', email, password: '' }),
    );

    expect(updated).toMatchObject({
      id: target.user.id,
      firstName: 'Jordan',
      lastName: 'Reed',
      email,
      role: 'admin',
    });
    await expect(client.signIn(email, target.password)).resolves.toHaveProperty('token');
    // Editing details does not sign the admin out.
    await expect(client.resolve(target.answer.token)).resolves.toEqual(target.principal);
  });

  it('when a new password is given, then only the new one signs in', async () => {
    const target = await client.newAdmin(root.principal);

    await client.updateUser(
      admin.principal,
      target.user.id,
      updateBodyOf(target.user, { password: 'brand-new-pass' }),
    );

    await expect(client.signIn(target.email, 'brand-new-pass')).resolves.toHaveProperty('token');
    expect(await failureOf(client.signIn(target.email, target.password))).toMatchObject({
      name: 'AuthenticationError',
    });
  });

  it("when the id is unknown or malformed, or the e-mail another admin's, then it is a 404 or a conflict", async () => {
    const body = updateBodyOf(admin.user);
    expect(await failureOf(client.updateUser(root.principal, randomUUID(), body))).toEqual(NOT_FOUND);
    expect(await failureOf(client.updateUser(root.principal, 'not-an-id', body))).toEqual(NOT_FOUND);
    const other = await client.createUser(root.principal, buildAdminInput());
    expect(
      await failureOf(
        client.updateUser(
          root.principal,
          other.id,
          updateBodyOf(other, { email: admin.email.toUpperCase() }),
        ),
      ),
    ).toEqual({ name: 'ConflictError', message: 'An admin with this email already exists' });
  });

  it('when a plain admin edits a super admin or gives the role, then it is refused and nothing changes', async () => {
    const rootUser = (await client.listUsers(root.principal)).find((u) => u.id === root.principal.adminId)!;
    expect(
      await failureOf(
        client.updateUser(admin.principal, rootUser.id, updateBodyOf(rootUser, { firstName: 'Mallory' })),
      ),
    ).toEqual(notAllowed('Only a super admin can edit a super admin'));
    const other = await client.createUser(root.principal, buildAdminInput());
    expect(
      await failureOf(
        client.updateUser(admin.principal, other.id, updateBodyOf(other, { role: 'super_admin' })),
      ),
    ).toEqual(notAllowed('Only a super admin can give the super admin role'));
    expect(
      await failureOf(
        client.updateUser(admin.principal, admin.user.id, updateBodyOf(admin.user, { role: 'super_admin' })),
      ),
    ).toEqual(notAllowed('Only a super admin can give the super admin role'));

    const users = await client.listUsers(root.principal);
    expect(users.find((u) => u.id === rootUser.id)?.firstName).toBe(rootUser.firstName);
    expect(users.find((u) => u.id === other.id)?.role).toBe('admin');
  });

  it('when a super admin deactivates an admin, then its sessions end, sessionsChanged names it and it cannot sign in', async () => {
    const target = await client.newAdmin(root.principal);

    const updated = await client.updateUser(
      root.principal,
      target.user.id,
      updateBodyOf(target.user, { isActive: false }),
    );

    expect(updated.isActive).toBe(false);
    expect(await failureOf(client.resolve(target.answer.token))).toMatchObject({
      name: 'AuthenticationError',
    });
    expect((await sessionsChangedFor(target.user.id))?.data).toEqual({ adminId: target.user.id });
    expect(await failureOf(client.signIn(target.email, target.password))).toMatchObject({
      name: 'AuthenticationError',
      message: 'Invalid credentials',
    });

    // Active again: it signs in anew, and the session deactivation ended stays ended.
    await client.updateUser(root.principal, target.user.id, updateBodyOf(target.user, { isActive: true }));
    await expect(client.signIn(target.email, target.password)).resolves.toHaveProperty('token');
    expect(await failureOf(client.resolve(target.answer.token))).toMatchObject({
      name: 'AuthenticationError',
    });
  });

  it('when an admin deactivates themself, then it is refused and the session lives on', async () => {
    expect(
      await failureOf(
        client.updateUser(admin.principal, admin.user.id, updateBodyOf(admin.user, { isActive: false })),
      ),
    ).toEqual(notAllowed('You cannot deactivate your own account'));
    await expect(client.resolve(admin.answer.token)).resolves.toEqual(admin.principal);
  });
});

describe('admin users: delete', () => {
  it('when an admin deletes another admin, then it is gone, its sessions end and sessionsChanged names it', async () => {
    const target = await client.newAdmin(root.principal);

    await expect(client.deleteUser(admin.principal, target.user.id)).resolves.toEqual({
      message: 'Admin user deleted',
    });

    expect((await client.listUsers(root.principal)).map((u) => u.id)).not.toContain(target.user.id);
    expect(await failureOf(client.resolve(target.answer.token))).toMatchObject({
      name: 'AuthenticationError',
    });
    expect((await sessionsChangedFor(target.user.id))?.data).toEqual({ adminId: target.user.id });
    expect(await failureOf(client.deleteUser(admin.principal, target.user.id))).toEqual(NOT_FOUND);
    expect(await failureOf(client.deleteUser(admin.principal, 'nope'))).toEqual(NOT_FOUND);
  });

  it('when anyone deletes a super admin or themself, then it is refused', async () => {
    const otherSuper = await client.createUser(root.principal, buildAdminInput({ role: 'super_admin' }));
    for (const caller of [admin.principal, root.principal]) {
      expect(await failureOf(client.deleteUser(caller, otherSuper.id))).toEqual(
        notAllowed('Super admins cannot be deleted'),
      );
    }
    expect(await failureOf(client.deleteUser(admin.principal, admin.user.id))).toEqual(
      notAllowed('You cannot delete your own account'),
    );
    const ids = (await client.listUsers(root.principal)).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([otherSuper.id, admin.user.id]));
  });
});

describe('admin users: promote', () => {
  it('when a super admin promotes an admin, then it is a super admin for good and promoting again changes nothing', async () => {
    const target = await client.newAdmin(root.principal);

    const promoted = await client.promoteUser(root.principal, target.user.id);

    expect(promoted).toEqual({ ...target.answer.user, role: 'super_admin' });
    const resolved: AdminPrincipal = await client.resolve(target.answer.token);
    expect(resolved.role).toBe('super_admin');
    expect(
      await failureOf(
        client.updateUser(root.principal, target.user.id, updateBodyOf(promoted, { role: 'admin' })),
      ),
    ).toEqual(notAllowed('A super admin cannot be made an admin again: promotion is irreversible'));
    await expect(client.promoteUser(root.principal, target.user.id)).resolves.toEqual(promoted);
    expect(await failureOf(client.promoteUser(root.principal, randomUUID()))).toEqual(NOT_FOUND);
    expect(await failureOf(client.promoteUser(root.principal, '../x'))).toEqual(NOT_FOUND);
  });

  it('when a super admin gives the role through an edit, then the admin becomes a super admin', async () => {
    const other = await client.createUser(root.principal, buildAdminInput());
    await expect(
      client.updateUser(root.principal, other.id, updateBodyOf(other, { role: 'super_admin' })),
    ).resolves.toMatchObject({ role: 'super_admin' });
  });
});
