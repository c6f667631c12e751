import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { AdminSubjects, IdentitySubjects, PRINCIPAL_HEADER, ReferralSubjects } from '@referrals/contracts';
import { Errors } from '@referrals/service-kit';
import { PUBLIC_URL, startTestGateway, waitForLog, type TestGateway } from './support/harness.ts';
import {
  LIVE_TOKEN,
  OWNER,
  PASSWORD,
  SESSION_EXPIRES_AT,
  serveIdentity,
  type IdentityDouble,
} from './support/identity-double.ts';

const validRegistration = {
  businessName: '  Bright Smiles  ',
  businessType: 'Hair Salon / Beauty',
  businessAddress: '1 High Street',
  postcode: 'AB1 2CD',
  phoneNumber: '01234 567890',
  contactName: 'Sam Owner',
  email: 'sam@example.com',
  password: 'secret1',
  website: 'https://bright.example',
};

let stack: TestGateway;
let identity: IdentityDouble;

async function call(
  path: string,
  init: RequestInit & { json?: unknown; cookie?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.cookie) headers.set('cookie', init.cookie);
  return fetch(`${stack.url}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

function sessionCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
}

describe('gateway /api', () => {
  beforeEach(async () => {
    stack = await startTestGateway();
    identity = serveIdentity(stack.bus);
  });

  afterEach(async () => {
    await stack.close();
  });

  describe('validation', () => {
    it('when a registration is empty, then 400 gives the first message and every field its own message', async () => {
      const response = await call('/api/register', { method: 'POST', json: {} });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Business name is required',
        errors: {
          businessName: 'Business name is required',
          businessType: 'Business type is required',
          businessAddress: 'Business address is required',
          postcode: 'Postcode is required',
          phoneNumber: 'Phone number is required',
          contactName: 'Contact name is required',
          email: 'Valid email is required',
          password: 'Password must be at least 6 characters',
        },
      });
      expect(identity.on(IdentitySubjects.register)).toHaveLength(0);
    });

    it('when the email is invalid, the password short and the type unknown, then each says so', async () => {
      const response = await call('/api/register', {
        method: 'POST',
        json: { ...validRegistration, email: 'not-an-email', password: '12345', businessType: 'Spaceport' },
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Business type is required',
        errors: {
          businessType: 'Business type is required',
          email: 'Valid email is required',
          password: 'Password must be at least 6 characters',
        },
      });
    });

    it('when the body is a JSON array, then 400 and the service is not asked', async () => {
      const response = await call('/api/login', { method: 'POST', json: [PASSWORD] });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Expected a JSON object' });
      expect(identity.on(IdentitySubjects.login)).toHaveLength(0);
    });
  });

  describe('forwarding', () => {
    it('when a registration is valid, then the service gets the cast body (not the query string) and the answer is 201 without the session', async () => {
      const response = await call('/api/register?ref=campaign', {
        method: 'POST',
        json: { ...validRegistration, termsAccepted: true, isAdmin: true },
        headers: { 'x-request-id': 'trace-42' },
      });

      expect(response.status).toBe(201);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ user: { id: OWNER.loginId, businessName: 'Bright Smiles' } });

      const [request] = identity.on(IdentitySubjects.register);
      expect(request!.data).toEqual({
        params: {},
        query: {},
        body: { ...validRegistration, businessName: 'Bright Smiles' },
      });
      expect(request!.headers['x-request-id']).toBe('trace-42');
      expect(request!.headers['x-client-address']).toMatch(/127\.0\.0\.1|::1/);
      expect(request!.headers['x-principal']).toBeUndefined();
    });

    it('when a request id is unsafe to echo, then a new one is used and echoed', async () => {
      const response = await call('/api/login', {
        method: 'POST',
        json: { email: 'sam@example.com', password: PASSWORD },
        headers: { 'x-request-id': 'bad id\twith spaces' },
      });

      const echoed = response.headers.get('x-request-id');
      expect(echoed).toMatch(/^[0-9a-f-]{36}$/);
      expect(identity.on(IdentitySubjects.login)[0]!.headers['x-request-id']).toBe(echoed);
    });

    it('when the service refuses with a ConflictError, then 409 carries its message', async () => {
      const response = await call('/api/register', {
        method: 'POST',
        json: { ...validRegistration, email: 'taken@example.com' },
      });

      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: 'An account with this email already exists' });
      expect(sessionCookie(response)).toBeUndefined();
    });

    it('when the service answers InputError with fields, then 400 lists them under errors', async () => {
      await replaceIdentityHandler(IdentitySubjects.login, async () => {
        throw Errors.input('Postcode is not in the UK', { postcode: 'Postcode is not in the UK' });
      });

      const response = await call('/api/login', { method: 'POST', json: { email: 'a@b.c', password: 'x' } });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Postcode is not in the UK',
        errors: { postcode: 'Postcode is not in the UK' },
      });
    });

    it('when the service is rate limiting, then 429 with Retry-After', async () => {
      await replaceIdentityHandler(IdentitySubjects.login, async () => {
        throw Errors.rateLimited('Too many attempts.', 60);
      });

      const response = await call('/api/login', { method: 'POST', json: { email: 'a@b.c', password: 'x' } });

      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({ message: 'Too many attempts. Please try again in 1 minute.' });
    });

    it('when the service fails unexpectedly, then a bare 500 leaks nothing and the failure is logged', async () => {
      await replaceIdentityHandler(IdentitySubjects.login, async () => {
        throw new Error('relation "identity.logins" does not exist');
      });

      const response = await call('/api/login', { method: 'POST', json: { email: 'a@b.c', password: 'x' } });

      expect(response.status).toBe(500);
      expect(await response.text()).toBe(JSON.stringify({ message: 'Internal server error' }));
      const requestId = response.headers.get('x-request-id');
      expect(stack.logs.some((line) => line.level === 'error' && line.fields.requestId === requestId)).toBe(
        true,
      );
    });

    it('when no service serves the subject, then 503 at once, with when to try again', async () => {
      await stack.close();
      stack = await startTestGateway();
      identity = serveIdentity(stack.bus, { omit: [IdentitySubjects.login] });

      const response = await call('/api/login', {
        method: 'POST',
        json: { email: 'a@b.c', password: PASSWORD },
      });

      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('3');
      expect(await response.json()).toEqual({ message: 'Service unavailable' });
    });

    it('when the service does not answer before the deadline, then 504', async () => {
      await stack.close();
      stack = await startTestGateway({ requestTimeoutMs: 100 });
      identity = serveIdentity(stack.bus, { omit: [IdentitySubjects.login] });
      let release: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (release = resolve));
      stack.bus.serve(IdentitySubjects.login, async () => {
        await answered;
        return { user: {}, session: { token: 'late', expiresAt: SESSION_EXPIRES_AT } };
      });

      const started = Date.now();
      const response = await call('/api/login', {
        method: 'POST',
        json: { email: 'a@b.c', password: PASSWORD },
      });
      release();

      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ message: 'Service did not answer in time' });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(sessionCookie(response)).toBeUndefined();
    });
  });

  describe('owner sessions', () => {
    it('when login succeeds, then the session is an HttpOnly SameSite=Lax cookie and not in the body', async () => {
      const response = await call('/api/login', {
        method: 'POST',
        json: { email: 'sam@example.com', password: PASSWORD },
      });

      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toEqual({ user: { id: OWNER.loginId, businessName: 'Bright Smiles' } });
      expect(JSON.stringify(body)).not.toContain(LIVE_TOKEN);

      const cookie = sessionCookie(response)!;
      expect(cookie).toMatch(new RegExp(`^sid=${LIVE_TOKEN};`));
      expect(cookie).toMatch(/; httponly/i);
      expect(cookie).toMatch(/; samesite=lax/i);
      expect(cookie).toMatch(/; path=\//i);
      expect(cookie).toContain(`expires=${new Date(SESSION_EXPIRES_AT).toUTCString()}`);
      // Plain HTTP here: a Secure cookie would never come back.
      expect(cookie).not.toMatch(/; secure/i);
    });

    it('when login fails, then 401 with the service message and no cookie', async () => {
      const response = await call('/api/login', {
        method: 'POST',
        json: { email: 'sam@example.com', password: 'wrong' },
      });

      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid credentials' });
      expect(sessionCookie(response)).toBeUndefined();
    });

    it('when /api/auth/me is called without a cookie, then 401 and the service is not asked', async () => {
      const response = await call('/api/auth/me');

      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Not authenticated' });
      expect(identity.received).toHaveLength(0);
    });

    it('when /api/auth/me carries a live session, then the service receives the verified principal', async () => {
      const response = await call('/api/auth/me', { cookie: `sid=${LIVE_TOKEN}` });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ user: { id: OWNER.loginId, businessName: 'Bright Smiles' } });
      const [resolve] = identity.on(IdentitySubjects.resolveSession);
      expect(resolve!.data).toEqual({ token: LIVE_TOKEN });
      const [me] = identity.on(IdentitySubjects.me);
      expect(JSON.parse(me!.headers['x-principal']!)).toEqual(OWNER);
    });

    it('when the session cookie is unknown, then 401 and the stale cookie is cleared', async () => {
      const response = await call('/api/auth/me', { cookie: 'sid=forged-or-expired' });

      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Not authenticated' });
      expect(sessionCookie(response)).toMatch(/^sid=;.*expires=Thu, 01 Jan 1970/i);
      expect(identity.on(IdentitySubjects.me)).toHaveLength(0);
    });

    it('when identity cannot be reached to check the session, then 503, not 401, and the cookie stays', async () => {
      await stack.close();
      stack = await startTestGateway();
      identity = serveIdentity(stack.bus, { omit: [IdentitySubjects.resolveSession] });

      const response = await call('/api/auth/me', { cookie: `sid=${LIVE_TOKEN}` });

      expect(response.status).toBe(503);
      expect(sessionCookie(response)).toBeUndefined();
    });

    it('when an owner logs out, then identity ends that session and the cookie is cleared', async () => {
      const response = await call('/api/logout', { method: 'POST', cookie: `sid=${LIVE_TOKEN}` });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect(sessionCookie(response)).toMatch(/^sid=;.*expires=Thu, 01 Jan 1970.*httponly/i);
      const [logout] = identity.on(IdentitySubjects.logout);
      expect(JSON.parse(logout!.headers['x-principal']!)).toEqual(OWNER);
    });

    it('when logout is called without a session, then 401', async () => {
      const response = await call('/api/logout', { method: 'POST' });

      expect(response.status).toBe(401);
      expect(identity.on(IdentitySubjects.logout)).toHaveLength(0);
    });
  });

  describe('referrer sessions', () => {
    const REFERRER_TOKEN = 'referrer-live-token';
    const REFERRER = {
      kind: 'referrer',
      personId: '3b1a9e2c-4d5f-4a6b-8c7d-9e0f1a2b3c4d',
      sessionId: '7c6b5a4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    };

    /** The referral service's side: sign-in issues REFERRER_TOKEN, which stands for REFERRER; reads echo the caller. */
    function serveReferral(): void {
      stack.bus.serve(ReferralSubjects.authenticateReferrer, async () => ({
        referrer: { id: 'r1' },
        campaigns: [],
        session: { token: REFERRER_TOKEN, expiresAt: SESSION_EXPIRES_AT },
      }));
      stack.bus.serve(ReferralSubjects.resolveReferrerSession, async (message) => {
        if ((message.data as { token?: string }).token !== REFERRER_TOKEN) throw Errors.authentication();
        return { principal: REFERRER };
      });
      const echo = async (message: { headers: Record<string, string> }) => ({
        principal: JSON.parse(message.headers[PRINCIPAL_HEADER]!),
      });
      stack.bus.serve(ReferralSubjects.currentReferrer, echo);
      stack.bus.serve(ReferralSubjects.referrerStats, echo);
    }

    it('when a referrer signs in, then the session is its own HttpOnly cookie and not in the body', async () => {
      serveReferral();

      const response = await call('/api/referrers/auth', {
        method: 'POST',
        json: { email: 'ria@example.com', password: PASSWORD },
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ referrer: { id: 'r1' }, campaigns: [] });
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('rsid='));
      expect(cookie).toMatch(new RegExp(`^rsid=${REFERRER_TOKEN};.*httponly`, 'i'));
      expect(sessionCookie(response)).toBeUndefined();
    });

    it('when a referrer route is called with the referrer cookie, then the service receives the referrer', async () => {
      serveReferral();

      const response = await call('/api/referrers/me', { cookie: `rsid=${REFERRER_TOKEN}` });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ principal: REFERRER });
    });

    it('when a referrer route is called with an owner session only, then 401 and the service is not asked', async () => {
      serveReferral();

      const response = await call('/api/referrers/me', { cookie: `sid=${LIVE_TOKEN}` });

      expect(response.status).toBe(401);
      expect(identity.on(IdentitySubjects.resolveSession)).toHaveLength(0);
    });

    it('when an owner route is called with a referrer session only, then 401', async () => {
      serveReferral();

      const response = await call('/api/auth/me', { cookie: `rsid=${REFERRER_TOKEN}` });

      expect(response.status).toBe(401);
      expect(identity.on(IdentitySubjects.me)).toHaveLength(0);
    });

    it('when a referrer cookie is no longer valid, then 401 and that cookie is cleared', async () => {
      serveReferral();

      const response = await call('/api/referrers/me', { cookie: 'rsid=forged' });

      expect(response.status).toBe(401);
      const cleared = response.headers.getSetCookie().find((value) => value.startsWith('rsid='));
      expect(cleared).toMatch(/^rsid=;.*expires=Thu, 01 Jan 1970/i);
    });

    it('when a row open to referrers and owners is called, then either session gets in as itself and none gets 401', async () => {
      serveReferral();
      const path = '/api/referrers/stats/6f1c2a0e-8b7d-4c3e-9f10-2a3b4c5d6e7f';

      const asReferrer = await call(path, { cookie: `rsid=${REFERRER_TOKEN}` });
      const asOwner = await call(path, { cookie: `sid=${LIVE_TOKEN}` });
      const anonymous = await call(path);

      expect(await asReferrer.json()).toEqual({ principal: REFERRER });
      expect(await asOwner.json()).toEqual({ principal: OWNER });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('admin bearer tokens', () => {
    const ADMIN_TOKEN = 'admin-live-token';
    const ADMIN_ID = '5d4c3b2a-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
    const principalOf = (role: 'admin' | 'super_admin') => ({
      kind: 'admin',
      adminId: ADMIN_ID,
      role,
      sessionId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    });
    const USER_ID = '1f2e3d4c-5b6a-4978-8877-665544332211';

    /** The admin service's side: ADMIN_TOKEN stands for an admin of `role`; its reads echo the caller. */
    function serveAdmin(role: 'admin' | 'super_admin' = 'admin'): void {
      stack.bus.serve(AdminSubjects.resolveSession, async (message) => {
        if ((message.data as { token?: string }).token !== ADMIN_TOKEN) throw Errors.authentication();
        return { principal: principalOf(role) };
      });
      const echo = async (message: { headers: Record<string, string> }) => ({
        principal: JSON.parse(message.headers[PRINCIPAL_HEADER]!),
      });
      stack.bus.serve(AdminSubjects.me, echo);
      stack.bus.serve(AdminSubjects.promoteUser, echo);
    }

    it('when an admin route carries a live bearer token, then the service receives the admin', async () => {
      serveAdmin();

      const response = await call('/api/admin/auth/me', {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ principal: principalOf('admin') });
    });

    it('when an admin route is called without a token, with a forged one or with owner and referrer cookies, then 401', async () => {
      serveAdmin();

      const none = await call('/api/admin/auth/me');
      const forged = await call('/api/admin/auth/me', { headers: { authorization: 'Bearer forged' } });
      const notBearer = await call('/api/admin/auth/me', {
        headers: { authorization: `Basic ${ADMIN_TOKEN}` },
      });
      const owner = await call('/api/admin/auth/me', { cookie: `sid=${LIVE_TOKEN}` });
      const referrer = await call('/api/admin/auth/me', { cookie: 'rsid=referrer-live-token' });

      expect([none, forged, notBearer, owner, referrer].map((response) => response.status)).toEqual([
        401, 401, 401, 401, 401,
      ]);
      expect(identity.on(IdentitySubjects.resolveSession)).toHaveLength(0);
    });

    it('when an owner route is called with an admin bearer token only, then 401 and the admin service is not asked', async () => {
      serveAdmin();

      const response = await call('/api/auth/me', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });

      expect(response.status).toBe(401);
      expect(identity.on(IdentitySubjects.me)).toHaveLength(0);
    });

    it('when a super-admin row is called by an admin, then 403; by a super admin, then it is forwarded', async () => {
      const path = `/api/admin/users/${USER_ID}/promote-super-admin`;
      const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
      serveAdmin('admin');
      const asAdmin = await call(path, { method: 'PUT', headers });
      expect(asAdmin.status).toBe(403);

      await stack.close();
      stack = await startTestGateway();
      identity = serveIdentity(stack.bus);
      serveAdmin('super_admin');
      const asSuperAdmin = await call(path, { method: 'PUT', headers });
      expect(asSuperAdmin.status).toBe(200);
      expect(await asSuperAdmin.json()).toEqual({ principal: principalOf('super_admin') });
    });
  });

  describe('public rows that recognise owners', () => {
    /** Serves the voucher read, answering with the principal the gateway forwarded (null when anonymous). */
    function serveVoucherRead(): void {
      stack.bus.serve(ReferralSubjects.voucherByCode, async (message) => ({
        principal: message.headers[PRINCIPAL_HEADER] ? JSON.parse(message.headers[PRINCIPAL_HEADER]) : null,
      }));
    }

    it('when the voucher page is read with a live owner session, then the service receives the owner', async () => {
      serveVoucherRead();

      const response = await call('/api/vouchers/code/ABCD-EFGH', { cookie: `sid=${LIVE_TOKEN}` });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ principal: OWNER });
    });

    it('when it is read without a cookie, then the call is anonymous and no session is looked up', async () => {
      serveVoucherRead();

      const response = await call('/api/vouchers/code/ABCD-EFGH');

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ principal: null });
      expect(identity.on(IdentitySubjects.resolveSession)).toHaveLength(0);
    });

    it('when it is read with a session no longer valid, then it is answered anonymously and the cookie cleared', async () => {
      serveVoucherRead();

      const response = await call('/api/vouchers/code/ABCD-EFGH', { cookie: 'sid=forged-or-expired' });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ principal: null });
      expect(sessionCookie(response)).toMatch(/^sid=;.*expires=Thu, 01 Jan 1970/i);
    });
  });

  describe('request bodies', () => {
    it('when the JSON body is malformed, then 400 "Malformed JSON body"', async () => {
      const response = await call('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email": "sam@example.com", ',
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Malformed JSON body' });
    });

    it('when the body is a form, then 415 "Expected application/json"', async () => {
      const response = await call('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=sam%40example.com&password=x',
      });

      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: 'Expected application/json' });
      expect(identity.on(IdentitySubjects.login)).toHaveLength(0);
    });

    it('when the body is over 1 MB, then 413', async () => {
      const response = await call('/api/login', {
        method: 'POST',
        json: { email: 'sam@example.com', password: 'x'.repeat(1024 * 1024) },
      });

      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'Request body too large' });
    });
  });

  describe('CSRF', () => {
    it('when a state-changing call comes from a foreign Origin, then 403 and nothing is forwarded', async () => {
      const response = await call('/api/logout', {
        method: 'POST',
        cookie: `sid=${LIVE_TOKEN}`,
        headers: { origin: 'https://evil.example' },
      });

      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Cross-site request refused' });
      expect(identity.received).toHaveLength(0);
    });

    it('when Origin is absent but Referer is foreign, then 403', async () => {
      const response = await call('/api/login', {
        method: 'POST',
        json: { email: 'sam@example.com', password: PASSWORD },
        headers: { referer: 'https://evil.example/page' },
      });

      expect(response.status).toBe(403);
    });

    it('when the Origin is "null" (a sandboxed page), then 403', async () => {
      const response = await call('/api/login', {
        method: 'POST',
        json: { email: 'sam@example.com', password: PASSWORD },
        headers: { origin: 'null' },
      });

      expect(response.status).toBe(403);
    });

    it.each([
      ['the request’s own origin', () => stack.url],
      ['the configured public origin', () => PUBLIC_URL],
      ['a same-origin Referer', () => `${stack.url}/login`],
    ])('when the call comes from %s, then it passes', async (_label, origin) => {
      const header = origin().endsWith('/login') ? 'referer' : 'origin';
      const response = await call('/api/login', {
        method: 'POST',
        json: { email: 'sam@example.com', password: PASSWORD },
        headers: { [header]: origin() },
      });

      expect(response.status).toBe(200);
    });

    it('when a read comes from a foreign Origin, then the CSRF check does not apply', async () => {
      const response = await call('/api/auth/me', {
        cookie: `sid=${LIVE_TOKEN}`,
        headers: { origin: 'https://evil.example' },
      });

      expect(response.status).toBe(200);
    });
  });

  describe('unknown calls', () => {
    it.each([
      ['GET', '/api/nothing-here'],
      ['POST', '/api/vouchers'],
      ['GET', '/api/login'],
      ['GET', '/api'],
    ])('when %s %s is not in the table, then a JSON 404', async (method, path) => {
      const response = await call(path, { method });

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: 'Not found' });
    });
  });

  describe('response headers and logging', () => {
    it('when any call is answered, then security headers and no-store are set', async () => {
      const response = await call('/api/auth/me');

      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('when a call is answered, then one access line has method, path, status, time and id but no secrets', async () => {
      const response = await call('/api/login?token=query-secret', {
        method: 'POST',
        json: { email: 'sam@example.com', password: PASSWORD },
        headers: { authorization: 'Bearer header-secret', 'x-request-id': 'access-log-1' },
      });
      expect(response.status).toBe(200);

      const line = await waitForLog(stack.logs, (entry) => entry.fields.requestId === 'access-log-1');
      expect(line.fields).toEqual({
        method: 'POST',
        path: '/api/login',
        status: 200,
        ms: expect.any(Number),
        requestId: 'access-log-1',
      });
      const everything = JSON.stringify(stack.logs);
      for (const secret of ['query-secret', 'header-secret', PASSWORD, LIVE_TOKEN]) {
        expect(everything).not.toContain(secret);
      }
    });
  });
});

/** Swaps the identity double's handler for one subject (the double serves it; a second server would race). */
async function replaceIdentityHandler(subject: string, handler: () => Promise<unknown>): Promise<void> {
  await stack.close();
  stack = await startTestGateway();
  identity = serveIdentity(stack.bus, { omit: [subject] });
  stack.bus.serve(subject, handler);
}
