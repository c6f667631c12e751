import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type { AdminUserDto } from '@referrals/contracts';
import { buildReferrerSignUp, TEST_SUPER_ADMIN, uniqueSuffix } from '@referrals/testing';
import { adminCall, newSignedInAdmin, signInAdmin, type SignedInAdmin } from '../support/admin.ts';
import {
  registerOwnerKnownToCampaigns,
  sessionCookie,
  useStack,
  type RegisteredOwner,
} from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import { joinWhenKnown, openCampaign } from './referral-support.ts';

const { spec } = pactum;

let superAdmin: SignedInAdmin;
let admin: SignedInAdmin;
let owner: RegisteredOwner;
let referrerCookie: string;

beforeAll(async () => {
  useStack();
  superAdmin = await signInAdmin();
  admin = await newSignedInAdmin('admin', superAdmin);
  owner = await registerOwnerKnownToCampaigns();
  const { campaign } = await openCampaign();
  const form = buildReferrerSignUp(campaign.id);
  await joinWhenKnown(form);
  const signedIn = await fetch(`${baseUrl()}/api/referrers/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: form.email, password: form.password }),
  });
  referrerCookie = sessionCookie({ 'set-cookie': signedIn.headers.getSetCookie() }, 'rsid');
});

describe('admin sign-in', () => {
  it('when the first super admin signs in, then a bearer token and the user come back, and me answers with them', async () => {
    const response = await spec()
      .post('/api/admin/auth/login')
      .withJson({ email: TEST_SUPER_ADMIN.email, password: TEST_SUPER_ADMIN.password })
      .expectStatus(200)
      .toss();
    const body = response.body as { token: string; user: AdminUserDto; expiresAt: string };
    expect(body.user).toMatchObject({ email: TEST_SUPER_ADMIN.email, role: 'super_admin', isActive: true });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('password');
    const hours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(([] as string[]).concat(response.headers['set-cookie'] ?? [])).toEqual([]);

    await spec()
      .get('/api/admin/auth/me')
      .withHeaders('Authorization', `Bearer ${body.token}`)
      .expectStatus(200)
      .expectJsonLike({ email: TEST_SUPER_ADMIN.email, role: 'super_admin' });
  });

  it('when the password is wrong or the e-mail unknown, then both answer 401 "Invalid credentials"', async () => {
    await spec()
      .post('/api/admin/auth/login')
      .withJson({ email: TEST_SUPER_ADMIN.email, password: 'not-the-password' })
      .expectStatus(401)
      .expectJsonLike({ message: 'Invalid credentials' });
    await spec()
      .post('/api/admin/auth/login')
      .withJson({ email: `nobody.${uniqueSuffix()}@example.com`, password: 'whatever1' })
      .expectStatus(401)
      .expectJsonLike({ message: 'Invalid credentials' });
  });

  it('when an owner tries their own credentials on the admin sign-in, then 401', async () => {
    await spec()
      .post('/api/admin/auth/login')
      .withJson({ email: owner.registration.email, password: owner.registration.password })
      .expectStatus(401);
  });

  it('when fields are missing, then 400 names them', async () => {
    await spec()
      .post('/api/admin/auth/login')
      .withJson({})
      .expectStatus(400)
      .expectJsonLike({ errors: { email: 'Email is required', password: 'Password is required' } });
  });

  it('when an admin logs out, then the token no longer opens anything', async () => {
    const someone = await newSignedInAdmin('admin', superAdmin);
    expect((await adminCall(someone, 'GET', '/api/admin/auth/me')).status).toBe(200);
    expect((await adminCall(someone, 'POST', '/api/admin/auth/logout')).status).toBe(200);
    expect((await adminCall(someone, 'GET', '/api/admin/auth/me')).status).toBe(401);
    expect((await adminCall(someone, 'GET', '/api/admin/businesses')).status).toBe(401);
  });
});

/** Every admin row with ids that exist (or do not: the role check comes first). */
const ID = '0b6f4a52-5a8e-4c1e-9f43-0a7d3c2b1e90';
const ADMIN_ROWS: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/auth/me'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users', {}],
  ['PUT', `/api/admin/users/${ID}`, {}],
  ['DELETE', `/api/admin/users/${ID}`],
  ['GET', '/api/admin/businesses'],
  ['GET', `/api/admin/businesses/${ID}`],
  ['PUT', `/api/admin/businesses/${ID}`, {}],
  ['PUT', `/api/admin/businesses/${ID}/status`, { isActive: true }],
  ['POST', `/api/admin/businesses/${ID}/duplicate`, { includeData: false }],
  ['DELETE', `/api/admin/businesses/${ID}`],
  ['GET', `/api/admin/businesses/${ID}/campaigns`],
  ['GET', `/api/admin/businesses/${ID}/referrers`],
  ['GET', `/api/admin/businesses/${ID}/referees`],
  ['GET', `/api/admin/businesses/${ID}/vouchers`],
  ['GET', `/api/admin/campaigns/${ID}`],
  ['GET', '/api/admin/workflows'],
  ['GET', `/api/admin/workflows/${ID}`],
  ['POST', '/api/admin/auth/logout'],
  ['PUT', `/api/admin/users/${ID}/promote-super-admin`],
];

async function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('the admin API role matrix', () => {
  // Rows as objects: a test function taking more arguments than a row has would be given jest's `done`.
  const rows = ADMIN_ROWS.map(([method, path, body]) => ({ method, path, body }));

  it.each(rows)(
    'when $method $path is called anonymously, with an owner session or with a referrer session, then 401',
    async ({ method, path, body }) => {
      expect(await send(method, path, {}, body)).toBe(401);
      expect(await send(method, path, { cookie: owner.cookie }, body)).toBe(401);
      expect(await send(method, path, { cookie: referrerCookie }, body)).toBe(401);
      expect(await send(method, path, { authorization: 'Bearer forged-token' }, body)).toBe(401);
    },
  );

  it.each(rows.filter(({ path }) => !path.endsWith('/logout')))(
    'when $method $path is called by an admin, then it is let in (the role check passes or says 403 for super-admin rows)',
    async ({ method, path, body }) => {
      const status = await send(method, path, admin.headers, body);
      if (path.endsWith('/promote-super-admin')) expect(status).toBe(403);
      else expect([200, 201, 202, 400, 404]).toContain(status);
    },
  );

  it('when a super admin promotes an unknown admin, then 404 (let in, nothing to promote)', async () => {
    expect(await send('PUT', `/api/admin/users/${ID}/promote-super-admin`, superAdmin.headers)).toBe(404);
  });

  it('when owner rows are called with an admin bearer token, then 401', async () => {
    for (const path of ['/api/auth/me', `/api/user/${owner.userId}`, `/api/campaigns/user/${owner.userId}`]) {
      expect(await send('GET', path, admin.headers)).toBe(401);
    }
    expect(await send('GET', '/api/referrers/me', admin.headers)).toBe(401);
  });
});

describe('admin users', () => {
  const newUser = (role: 'admin' | 'super_admin' = 'admin') => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace.${uniqueSuffix()}@example.com`,
    password: 'grace-password-1',
    role,
  });

  it('when an admin creates an admin, then it is listed without any password and can sign in', async () => {
    const form = newUser();
    const created = await spec()
      .post('/api/admin/users')
      .withHeaders(admin.headers)
      .withJson(form)
      .expectStatus(201)
      .expectJsonLike({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: form.email,
        role: 'admin',
        isActive: true,
      })
      .toss();
    const user = created.body as AdminUserDto & Record<string, unknown>;
    expect(Object.keys(user).some((key) => /password|hash/i.test(key))).toBe(false);

    const list = await spec().get('/api/admin/users').withHeaders(admin.headers).expectStatus(200).toss();
    const listed = (list.body as AdminUserDto[]).find((row) => row.id === user.id);
    expect(listed).toMatchObject({ email: form.email, role: 'admin' });
    expect(JSON.stringify(list.body)).not.toMatch(/\$2[aby]\$/);

    await signInAdmin(form.email, form.password);
  });

  it('when a plain admin tries to create a super admin, then 403 and nobody is created', async () => {
    const form = newUser('super_admin');
    await spec().post('/api/admin/users').withHeaders(admin.headers).withJson(form).expectStatus(403);
    await spec()
      .post('/api/admin/auth/login')
      .withJson({ email: form.email, password: form.password })
      .expectStatus(401);
  });

  it('when the e-mail is taken, then 409', async () => {
    const form = newUser();
    await spec().post('/api/admin/users').withHeaders(admin.headers).withJson(form).expectStatus(201);
    await spec()
      .post('/api/admin/users')
      .withHeaders(admin.headers)
      .withJson({ ...form, email: form.email.toUpperCase() })
      .expectStatus(409);
  });

  it('when an admin is edited with an empty password, then the old password still signs in; deactivated, their sessions end', async () => {
    const form = newUser();
    const created = (await (await adminCall(admin, 'POST', '/api/admin/users', form)).json()) as AdminUserDto;
    const theirs = await signInAdmin(form.email, form.password);

    await spec()
      .put(`/api/admin/users/${created.id}`)
      .withHeaders(admin.headers)
      .withJson({ firstName: 'Grace B.', lastName: 'Hopper', email: form.email, role: 'admin', password: '' })
      .expectStatus(200)
      .expectJsonLike({ firstName: 'Grace B.' });
    await signInAdmin(form.email, form.password);

    await spec()
      .put(`/api/admin/users/${created.id}`)
      .withHeaders(admin.headers)
      .withJson({
        firstName: 'Grace B.',
        lastName: 'Hopper',
        email: form.email,
        role: 'admin',
        isActive: false,
      })
      .expectStatus(200)
      .expectJsonLike({ isActive: false });
    expect((await adminCall(theirs, 'GET', '/api/admin/auth/me')).status).toBe(401);
    await spec()
      .post('/api/admin/auth/login')
      .withJson({ email: form.email, password: form.password })
      .expectStatus(401);
  });

  it('when a super admin promotes an admin, then the role is super_admin for good and they cannot be deleted', async () => {
    const form = newUser();
    const created = (await (await adminCall(admin, 'POST', '/api/admin/users', form)).json()) as AdminUserDto;

    await spec()
      .put(`/api/admin/users/${created.id}/promote-super-admin`)
      .withHeaders(superAdmin.headers)
      .expectStatus(200)
      .expectJsonLike({ role: 'super_admin' });
    // Irreversible: not even a super admin can set the role back.
    const demote = await adminCall(superAdmin, 'PUT', `/api/admin/users/${created.id}`, {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      role: 'admin',
    });
    expect(demote.status).toBeGreaterThanOrEqual(400);
    expect(demote.status).toBeLessThan(500);
    expect((await adminCall(superAdmin, 'DELETE', `/api/admin/users/${created.id}`)).status).toBe(403);
    const list = (await (await adminCall(superAdmin, 'GET', '/api/admin/users')).json()) as AdminUserDto[];
    expect(list.find((row) => row.id === created.id)?.role).toBe('super_admin');
  });

  it('when an admin deletes an admin, then they are gone and their token stops working', async () => {
    const someone = await newSignedInAdmin('admin', superAdmin);
    await spec().delete(`/api/admin/users/${someone.user.id}`).withHeaders(admin.headers).expectStatus(200);
    expect((await adminCall(someone, 'GET', '/api/admin/auth/me')).status).toBe(401);
    const list = (await (await adminCall(admin, 'GET', '/api/admin/users')).json()) as AdminUserDto[];
    expect(list.some((row) => row.id === someone.user.id)).toBe(false);
  });
});
