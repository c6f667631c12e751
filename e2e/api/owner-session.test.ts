import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { buildRegistration } from '@referrals/testing';
import { registerOwner, sessionCookie, useStack } from '../support/api.ts';

const { spec } = pactum;

beforeAll(() => useStack());

describe('POST /api/register', () => {
  it('when the payload is valid, then the account is created, the owner is signed in and the answer has the user', async () => {
    const registration = buildRegistration();
    const response = await spec().post('/api/register').withJson(registration).expectStatus(201).toss();
    const body = response.body as { user: Record<string, unknown>; session?: unknown };
    expect(body.user).toMatchObject({
      businessName: registration.businessName,
      email: registration.email,
      businessType: registration.businessType,
      subscriptionTier: 'basic',
      isActive: true,
    });
    expect(body.user.businessSlug).toMatch(/^bright-smile-salon-[a-z0-9]+/);
    expect(body.session).toBeUndefined();
    const cookieHeader = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join('\n');
    expect(cookieHeader).toMatch(/sid=[^;]+;/);
    expect(cookieHeader).toMatch(/httponly/i);
    expect(cookieHeader).toMatch(/samesite=lax/i);

    await spec()
      .get('/api/auth/me')
      .withHeaders('Cookie', sessionCookie(response.headers))
      .expectStatus(200)
      .expectJsonLike({ user: { email: registration.email } });
  });

  const missingFieldMessages: Array<[string, string]> = [
    ['businessName', 'Business name is required'],
    ['businessType', 'Business type is required'],
    ['businessAddress', 'Business address is required'],
    ['postcode', 'Postcode is required'],
    ['phoneNumber', 'Phone number is required'],
    ['contactName', 'Contact name is required'],
    ['email', 'Valid email is required'],
    ['password', 'Password must be at least 6 characters'],
  ];

  it.each(missingFieldMessages)(
    'when %s is missing, then the answer is 400 with "%s"',
    async (field, message) => {
      const registration: Record<string, unknown> = buildRegistration();
      delete registration[field];
      await spec()
        .post('/api/register')
        .withJson(registration)
        .expectStatus(400)
        .expectJsonLike({ errors: { [field]: message } });
    },
  );

  it('when a registration is refused, then nothing was created: the same e-mail can still register', async () => {
    const registration = buildRegistration();
    await spec()
      .post('/api/register')
      .withJson({ ...registration, postcode: '' })
      .expectStatus(400);
    await spec().post('/api/register').withJson(registration).expectStatus(201);
  });

  it('when the e-mail is not an e-mail address, then the answer is 400 "Valid email is required"', async () => {
    await spec()
      .post('/api/register')
      .withJson(buildRegistration({ email: 'not-an-email' }))
      .expectStatus(400)
      .expectJsonLike({ message: 'Valid email is required', errors: { email: 'Valid email is required' } });
  });

  it('when the password has fewer than 6 characters, then the answer is 400 with the length message', async () => {
    await spec()
      .post('/api/register')
      .withJson(buildRegistration({ password: '12345' }))
      .expectStatus(400)
      .expectJsonLike({ errors: { password: 'Password must be at least 6 characters' } });
  });

  it('when the business type is not one of the listed types, then the answer is 400 "Business type is required"', async () => {
    await spec()
      .post('/api/register')
      .withJson({ ...buildRegistration(), businessType: 'Casino' })
      .expectStatus(400)
      .expectJsonLike({ errors: { businessType: 'Business type is required' } });
  });

  it('when the e-mail is already registered in another letter case, then the answer is 409 with a clear message', async () => {
    const { registration } = await registerOwner();
    await spec()
      .post('/api/register')
      .withJson(buildRegistration({ email: registration.email.toUpperCase() }))
      .expectStatus(409)
      .expectJsonLike({ message: 'An account with this email already exists' });
  });

  it('when the body is not JSON, then the answer is a 4xx with a message and no account', async () => {
    const response = await spec()
      .post('/api/register')
      .withHeaders('Content-Type', 'application/json')
      .withBody('{"businessName":')
      .toss();
    expect(response.statusCode).toBe(400);
    expect((response.body as { message: string }).message).toBeTruthy();
  });
});

describe('POST /api/login', () => {
  it('when the credentials are right (e-mail in any case), then a new session cookie is set and me answers', async () => {
    const { registration, cookie: registrationCookie } = await registerOwner();
    const response = await spec()
      .post('/api/login')
      .withJson({ email: registration.email.toUpperCase(), password: registration.password })
      .expectStatus(200)
      .expectJsonLike({ user: { businessName: registration.businessName } })
      .toss();
    const loginCookie = sessionCookie(response.headers);
    expect(loginCookie).not.toBe(registrationCookie);
    await spec().get('/api/auth/me').withHeaders('Cookie', loginCookie).expectStatus(200);
  });

  it('when the password is wrong, then the answer is 401 "Invalid credentials"', async () => {
    const { registration } = await registerOwner();
    await spec()
      .post('/api/login')
      .withJson({ email: registration.email, password: 'wrong-password' })
      .expectStatus(401)
      .expectJson({ message: 'Invalid credentials' });
  });

  it('when the e-mail is unknown, then the answer is the same 401 as for a wrong password', async () => {
    await spec()
      .post('/api/login')
      .withJson({ email: 'nobody-here@example.com', password: 'whatever-password' })
      .expectStatus(401)
      .expectJson({ message: 'Invalid credentials' });
  });

  it('when fields are missing, then the answer is 400 and no session is set', async () => {
    const response = await spec().post('/api/login').withJson({}).expectStatus(400).toss();
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET /api/auth/me', () => {
  it('when there is no session cookie, then the answer is 401', async () => {
    await spec().get('/api/auth/me').expectStatus(401);
  });

  it('when the session cookie is made up, then the answer is 401', async () => {
    await spec().get('/api/auth/me').withHeaders('Cookie', 'sid=made-up-session-token').expectStatus(401);
  });

  it('when signed in, then the answer is the user with id and profile fields and never the password', async () => {
    const { registration, cookie, userId } = await registerOwner();
    const response = await spec().get('/api/auth/me').withHeaders('Cookie', cookie).expectStatus(200).toss();
    const user = (response.body as { user: Record<string, unknown> }).user;
    expect(user.id).toBe(userId);
    expect(user).toMatchObject({
      contactName: registration.contactName,
      phoneNumber: registration.phoneNumber,
      businessAddress: registration.businessAddress,
      postcode: registration.postcode,
    });
    expect(JSON.stringify(response.body)).not.toContain(registration.password);
    expect(Object.keys(user)).not.toContain('password');
    expect(Object.keys(user)).not.toContain('passwordHash');
  });
});

describe('POST /api/logout', () => {
  it('when signed in, then logout ends the session on the server: the old cookie no longer works', async () => {
    const { cookie } = await registerOwner();
    await spec().post('/api/logout').withHeaders('Cookie', cookie).expectStatus(200);
    await spec().get('/api/auth/me').withHeaders('Cookie', cookie).expectStatus(401);
  });

  it('when logging out of one session, then another session of the same login keeps working', async () => {
    const { registration, cookie } = await registerOwner();
    const second = await spec()
      .post('/api/login')
      .withJson({ email: registration.email, password: registration.password })
      .expectStatus(200)
      .toss();
    await spec().post('/api/logout').withHeaders('Cookie', cookie).expectStatus(200);
    await spec().get('/api/auth/me').withHeaders('Cookie', sessionCookie(second.headers)).expectStatus(200);
  });

  it('when not signed in, then logout answers 401', async () => {
    await spec().post('/api/logout').expectStatus(401);
  });

  it('when a foreign site posts with the owner cookie, then the request is refused as cross-site', async () => {
    const { cookie } = await registerOwner();
    await spec()
      .post('/api/logout')
      .withHeaders({ Cookie: cookie, Origin: 'https://evil.example.com' })
      .expectStatus(403);
    await spec().get('/api/auth/me').withHeaders('Cookie', cookie).expectStatus(200);
  });
});

describe('the rest of /api', () => {
  it('when a path is not part of the contract, then the answer is a JSON 404', async () => {
    await spec().get('/api/no-such-route').expectStatus(404).expectJsonLike({ message: 'Not found' });
  });
});
