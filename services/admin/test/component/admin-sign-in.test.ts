import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_SESSION_HOURS, AdminEvents, eventSubject, type DomainEvent } from '@referrals/contracts';
import type { Bus, ServiceRuntime, Subscription } from '@referrals/service-kit';
import {
  eventually,
  failureOf,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { AdminSession } from '../../src/entities/admin-session.ts';
import { adminService } from '../../src/start.ts';
import { resolveAdminSession } from '../../src/use-cases/admin-sessions.ts';
import { signInAdmin } from '../../src/use-cases/sign-in.ts';
import {
  FIRST_SUPER_ADMIN,
  adminClient,
  firstSuperAdminConfig,
  ownerPrincipal,
  updateBodyOf,
  type SignedInAdmin,
} from './admin-support.ts';

let service: ServiceUnderTest;
let bus: Bus;
let runtime: ServiceRuntime;
let client: ReturnType<typeof adminClient>;
let root: SignedInAdmin;
let listening: Subscription;
const heard: DomainEvent<{ adminId: string }>[] = [];

const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  service = await startServiceUnderTest(adminService, 'admin-sign-in', firstSuperAdminConfig);
  ({ bus, runtime } = service);
  client = adminClient(bus);
  listening = bus.listen(eventSubject(AdminEvents.sessionsChanged), (event) => {
    heard.push(event as DomainEvent<{ adminId: string }>);
  });
  root = await client.signInAs(FIRST_SUPER_ADMIN.email, FIRST_SUPER_ADMIN.password);
});

afterAll(async () => {
  await listening.drain();
  await service.stop();
});

const sessionsChangedFor = (adminId: string) =>
  eventually(() => heard.find((event) => event.data.adminId === adminId), 10_000, 'sessionsChanged');

describe('admin: sign-in', () => {
  it('when an admin signs in, then it gets a 24-hour bearer token, its user without the hash and a resolvable session', async () => {
    const before = Date.now();
    const { user, answer, principal, password } = await client.newAdmin(root.principal, {
      email: 'Sam.Taylor@Example.com',
    });

    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.user).toEqual({ ...user, lastLogin: expect.any(String) });
    expect(answer.user).not.toHaveProperty('passwordHash');
    expect(Date.parse(answer.user.lastLogin!)).toBeGreaterThanOrEqual(before - 1000);
    const lifetime = Date.parse(answer.expiresAt) - Date.parse(answer.user.lastLogin!);
    expect(lifetime).toBe(ADMIN_SESSION_HOURS * HOUR_MS);
    expect(principal).toEqual({
      kind: 'admin',
      adminId: user.id,
      role: 'admin',
      sessionId: expect.any(String),
    });
    expect(await client.me(principal)).toEqual(answer.user);

    // The e-mail is matched whatever its letter case and surrounding spaces; only the token's hash is stored.
    const again = await client.signIn('  sam.taylor@example.COM ', password);
    const stored = await runtime.orm.em.fork().find(AdminSession, { admin: user.id });
    const hashes = stored.map((session) => session.tokenHash);
    expect(hashes).toContain(createHash('sha256').update(again.token).digest('hex'));
    expect(hashes).not.toContain(again.token);
  });

  it('when the password is wrong, the e-mail unknown or the admin deactivated, then each gets the same "Invalid credentials"', async () => {
    const { user, email, password } = await client.newAdmin(root.principal);
    const wrong = await failureOf(client.signIn(email, 'not-the-password'));
    const unknown = await failureOf(client.signIn('nobody-here@example.com', password));
    await client.updateUser(root.principal, user.id, updateBodyOf(user, { isActive: false }));
    const inactive = await failureOf(client.signIn(email, password));

    const expected = { name: 'AuthenticationError', message: 'Invalid credentials' };
    expect(wrong).toEqual(expected);
    expect(unknown).toEqual(expected);
    expect(inactive).toEqual(expected);
  });

  it('when an e-mail fails 5 times, then it is refused even with the right password until the window ends', async () => {
    const { email, password } = await client.newAdmin(root.principal);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await failureOf(client.signIn(email, 'wrong-password'))).toMatchObject({
        name: 'AuthenticationError',
      });
    }

    const refused = await failureOf(client.signIn(email, password));

    expect(refused).toMatchObject({
      name: 'RateLimitedError',
      message: expect.stringMatching(/^Too many login attempts\. Please try again in 15 minutes\.$/),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // Another admin is not held up by that e-mail's failures.
    await expect(client.signIn(FIRST_SUPER_ADMIN.email, FIRST_SUPER_ADMIN.password)).resolves.toHaveProperty(
      'token',
    );
  });

  it('when one client address fails 20 times across e-mails, then its next sign-in is refused, and other addresses are not', async () => {
    const address = '203.0.113.77';
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        failureOf(client.signIn(`guess-${i}@example.com`, 'guessed-password', address)),
      ),
    );

    expect(
      await failureOf(client.signIn(FIRST_SUPER_ADMIN.email, FIRST_SUPER_ADMIN.password, address)),
    ).toMatchObject({ name: 'RateLimitedError' });
    await expect(
      client.signIn(FIRST_SUPER_ADMIN.email, FIRST_SUPER_ADMIN.password, '203.0.113.78'),
    ).resolves.toHaveProperty('token');
  });

  it('when 24 hours have passed since sign-in, then the token no longer resolves, however often it was used', async () => {
    const { email, password } = await client.newAdmin(root.principal);
    const signedInAt = new Date('2026-03-01T09:00:00.000Z');
    const em = () => runtime.orm.em.fork();
    const answer = await signInAdmin(
      em(),
      { email, password },
      { clientAddress: null, log: runtime.log, now: signedInAt },
    );
    const at = (ms: number) => new Date(signedInAt.getTime() + ms);

    expect(answer.expiresAt).toBe('2026-03-02T09:00:00.000Z');
    await expect(resolveAdminSession(em(), answer.token, at(23 * HOUR_MS))).resolves.toMatchObject({
      kind: 'admin',
    });
    await expect(resolveAdminSession(em(), answer.token, at(24 * HOUR_MS - 1))).resolves.toMatchObject({
      kind: 'admin',
    });
    expect(await failureOf(resolveAdminSession(em(), answer.token, at(24 * HOUR_MS)))).toMatchObject({
      name: 'AuthenticationError',
    });
  });
});

describe('admin: sessions', () => {
  it('when an admin logs out, then that session stops resolving, sessionsChanged names the admin, and its other session lives on', async () => {
    const first = await client.newAdmin(root.principal);
    const second = await client.signInAs(first.email, first.password);

    await expect(client.logout(first.principal)).resolves.toEqual({ message: 'Logged out' });

    expect(await failureOf(client.resolve(first.answer.token))).toMatchObject({
      name: 'AuthenticationError',
    });
    expect((await sessionsChangedFor(first.user.id))?.data).toEqual({ adminId: first.user.id });
    await expect(client.resolve(second.answer.token)).resolves.toEqual(second.principal);
  });

  it('when a token is unknown, not a string or missing, then resolving it is an AuthenticationError', async () => {
    for (const token of ['x'.repeat(43), 42, '', 'y'.repeat(500), undefined]) {
      expect(await failureOf(client.resolve(token))).toMatchObject({ name: 'AuthenticationError' });
    }
  });

  it('when the caller is not signed in or is an owner, then logout and me are AuthenticationErrors', async () => {
    for (const principal of [undefined, ownerPrincipal()]) {
      expect(await failureOf(client.logout(principal))).toMatchObject({ name: 'AuthenticationError' });
      expect(await failureOf(client.me(principal))).toMatchObject({ name: 'AuthenticationError' });
    }
  });

  it('when the sign-in body is incomplete, then it is an InputError', async () => {
    expect(
      await failureOf(client.call('admin.auth.login', { body: { email: 'a@example.com' } })),
    ).toMatchObject({
      name: 'InputError',
      message: 'Password is required',
    });
  });
});
