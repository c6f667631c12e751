import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IdentityEvents,
  IdentitySubjects,
  eventSubject,
  type BusinessRegisteredData,
  type DomainEvent,
  type IssuedSession,
  type OwnerUser,
  type Principal,
} from '@referrals/contracts';
import {
  OutboxEvent,
  mailRequestedType,
  type Bus,
  type MailRequest,
  type ServiceRuntime,
} from '@referrals/service-kit';
import { buildRegistration, uniqueSuffix } from '@referrals/testing';
import { identityService } from '../../src/start.ts';
import { resolveSession } from '../../src/use-cases/sessions.ts';
import {
  eventually,
  failureOf,
  requestAs,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';

interface SignedIn {
  user: OwnerUser;
  session: IssuedSession;
}

let service: ServiceUnderTest;
let bus: Bus;
let runtime: ServiceRuntime;
const registeredEvents: DomainEvent<BusinessRegisteredData>[] = [];

beforeAll(async () => {
  service = await startServiceUnderTest(identityService);
  ({ bus, runtime } = service);
  // Observes what identity publishes the way another service would: as a durable consumer on the bus.
  await bus.consume({
    durable: 'identity-component-test',
    filter: eventSubject('identity.>'),
    handler: async (event) => {
      if (event.type === IdentityEvents.businessRegistered) {
        registeredEvents.push(event as DomainEvent<BusinessRegisteredData>);
      }
    },
  });
});

afterAll(async () => {
  await service.stop();
});

interface CallOptions {
  principal?: Principal;
  clientAddress?: string;
}

const call = <R>(subject: string, data: unknown, options: CallOptions = {}) =>
  requestAs<R>(bus, subject, data, options);

/** A client address of its own per test, so that the per-address throttle of one test never touches another. */
const clientAddress = () => `client-${uniqueSuffix()}`;

const register = (body: unknown, options?: CallOptions) =>
  call<SignedIn>(IdentitySubjects.register, { body }, options);
const logIn = (body: unknown, options?: CallOptions) =>
  call<SignedIn>(IdentitySubjects.login, { body }, options);
const resolve = (token: string) => call<{ principal: Principal }>(IdentitySubjects.resolveSession, { token });

describe('identity: registration', () => {
  it('when the migrations have run, then the tables are exactly what the entities describe', async () => {
    const diff = await runtime.orm.schema.getUpdateSchemaSQL({ wrap: false });

    // The kit's outbox tables are the kit's business (their entities leave out database-only details).
    const ours = diff.split('\n').filter((line) => line.trim() && !/outbox_event|processed_event/.test(line));
    expect(ours).toEqual([]);
  });

  it('when an owner registers, then they are signed in and "me" answers their business account', async () => {
    const registration = buildRegistration({ businessName: `Bright Smile ${uniqueSuffix()}` });

    const { user, session } = await register(registration);

    expect(user).toEqual({
      id: expect.any(String),
      businessName: registration.businessName,
      businessType: registration.businessType,
      businessSlug: registration.businessName.toLowerCase().replaceAll(' ', '-'),
      contactName: registration.contactName,
      email: registration.email,
      phoneNumber: registration.phoneNumber,
      businessAddress: registration.businessAddress,
      postcode: registration.postcode,
      website: registration.website,
      bookingUrl: null,
      openingHours: null,
      subscriptionTier: 'basic',
      isActive: true,
      createdAt: expect.any(String),
      trialEndsAt: expect.any(String),
      timeZone: null,
      reviewMails: true,
      dailySummary: true,
    });
    expect(Date.parse(user.trialEndsAt) - Date.parse(user.createdAt)).toBe(14 * 24 * 60 * 60 * 1000);
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);

    const { principal } = await resolve(session.token);
    expect(principal).toEqual({
      kind: 'owner',
      loginId: expect.any(String),
      businessId: user.id,
      sessionId: expect.any(String),
    });
    await expect(call(IdentitySubjects.me, {}, { principal })).resolves.toEqual({
      user,
      platformContactEmail: 'no-reply@localhost',
    });
  });

  it('when a business registers, then identity publishes businessRegistered on the bus', async () => {
    const registration = buildRegistration();

    const { user } = await register(registration);

    const event = await eventually(
      () => registeredEvents.find((e) => e.data.businessId === user.id),
      10_000,
      'the businessRegistered event',
    );
    expect(event?.data).toEqual({
      businessId: user.id,
      loginId: expect.any(String),
      businessName: registration.businessName,
      businessSlug: user.businessSlug,
      businessType: registration.businessType,
      isActive: true,
      subscriptionTier: 'basic',
      createdAt: user.createdAt,
      postalAddress: `${registration.businessName}, ${registration.businessAddress}, ${registration.postcode}`,
      place: {
        businessAddress: registration.businessAddress,
        postcode: registration.postcode,
        bookingUrl: null,
        openingHours: null,
      },
    });
  });

  it('when a business registers, then its owner is sent one welcome: the referral page, the counter poster, three steps, the platform’s address and no unsubscribe link', async () => {
    const registration = buildRegistration();

    const { user } = await register(registration);

    const welcomes = (await runtime.orm.em.fork().find(OutboxEvent, { type: mailRequestedType('identity') }))
      .map((row) => row.payload as MailRequest)
      .filter((mail) => mail.to === registration.email);
    expect(welcomes).toHaveLength(1);
    const [welcome] = welcomes;
    expect(welcome).toMatchObject({ subject: 'Welcome to ReferralHub', cause: `owner-welcome:${user.id}` });
    expect(welcome?.unsubscribeUrl).toBeUndefined();
    expect(welcome?.text).toContain(`${runtime.config.publicUrl}/refer/${user.businessSlug}`);
    expect(welcome?.text).toContain('Counter poster');
    expect(welcome?.text).toMatch(/\n1\. .+\n2\. .+\n3\. /);
    expect(welcome?.text).toContain(runtime.config.platformPostalAddress);
  });

  it('when the e-mail is already registered in another letter case, then it is a ConflictError', async () => {
    const first = buildRegistration();
    await register(first);

    const again = register(buildRegistration({ email: `  ${first.email.toUpperCase()} ` }));

    expect(await failureOf(again)).toMatchObject({
      name: 'ConflictError',
      message: 'An account with this email already exists',
    });
  });

  it('when two registrations race for one e-mail, then exactly one succeeds and the other is a ConflictError', async () => {
    const email = buildRegistration().email;

    const results = await Promise.allSettled([
      register(buildRegistration({ email })),
      register(buildRegistration({ email: email.toUpperCase() })),
    ]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({
      name: 'ConflictError',
      message: 'An account with this email already exists',
    });
  });

  it('when businesses share a name, then each gets its own slug with a numbered suffix', async () => {
    const businessName = `Corner Café ${uniqueSuffix()}`;
    const slug = `corner-caf-${businessName.split(' ').at(-1)}`;

    const first = await register(buildRegistration({ businessName }));
    const second = await register(buildRegistration({ businessName }));
    const [third, fourth] = await Promise.all([
      register(buildRegistration({ businessName })),
      register(buildRegistration({ businessName })),
    ]);

    expect(first.user.businessSlug).toBe(slug);
    expect(second.user.businessSlug).toBe(`${slug}-2`);
    expect([third.user.businessSlug, fourth.user.businessSlug].sort()).toEqual([`${slug}-3`, `${slug}-4`]);
  });

  it('when the business name leaves nothing to make a slug of, then the slug is "business"-based', async () => {
    const { user } = await register(buildRegistration({ businessName: '!!!' }));

    expect(user.businessSlug).toMatch(/^business(-\d+)?$/);
  });

  it('when the registration is invalid, then it is an InputError with the message of each field', async () => {
    const failure = await failureOf(
      register({ ...buildRegistration({ email: 'not-an-email', password: '123' }), postcode: ' ' }),
    );

    expect(failure).toMatchObject({
      name: 'InputError',
      fields: {
        email: 'Valid email is required',
        password: 'Password must be at least 6 characters',
        postcode: 'Postcode is required',
      },
    });
    expect(Object.values(failure.fields as object)).toContain(failure.message);
  });
});

describe('identity: sign-in', () => {
  it('when the owner signs in with any letter case of their e-mail, then they get a new session of their own', async () => {
    const registration = buildRegistration();
    const registered = await register(registration);

    const signedIn = await logIn({
      email: registration.email.toUpperCase(),
      password: registration.password,
    });

    expect(signedIn.user).toEqual(registered.user);
    expect(signedIn.session.token).not.toBe(registered.session.token);
    const [first, second] = await Promise.all([
      resolve(registered.session.token),
      resolve(signedIn.session.token),
    ]);
    expect(second.principal).toMatchObject({ kind: 'owner', businessId: registered.user.id });
    expect(second.principal).not.toEqual(first.principal);
  });

  it('when the password is wrong, then it is an AuthenticationError "Invalid credentials"', async () => {
    const registration = buildRegistration();
    await register(registration);

    const failure = await failureOf(logIn({ email: registration.email, password: 'wrong-password' }));

    expect(failure).toMatchObject({ name: 'AuthenticationError', message: 'Invalid credentials' });
  });

  it('when the e-mail is unknown, then the answer is the same as for a wrong password', async () => {
    const failure = await failureOf(
      logIn({ email: `nobody-${uniqueSuffix()}@example.com`, password: 'whatever1' }),
    );

    expect(failure).toEqual({ name: 'AuthenticationError', message: 'Invalid credentials' });
  });

  it('when an e-mail has failed 5 times, then further attempts are RateLimitedError, even with the right password', async () => {
    const registration = buildRegistration();
    await register(registration);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // From different addresses: this is the per-e-mail limit at work.
      const failure = await failureOf(
        logIn({ email: registration.email, password: 'wrong-password' }, { clientAddress: clientAddress() }),
      );
      expect(failure.name).toBe('AuthenticationError');
    }

    const refused = await failureOf(
      logIn(
        { email: registration.email, password: registration.password },
        { clientAddress: clientAddress() },
      ),
    );

    expect(refused).toEqual({
      name: 'RateLimitedError',
      message: 'Too many login attempts. Please try again in 15 minutes.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('when a client address has failed 20 times, then it is refused for any e-mail', async () => {
    const address = clientAddress();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await failureOf(
        logIn(
          { email: `guess-${attempt}-${uniqueSuffix()}@example.com`, password: 'guess-1' },
          { clientAddress: address },
        ),
      );
    }
    const registration = buildRegistration();
    await register(registration);

    const refused = await failureOf(
      logIn({ email: registration.email, password: registration.password }, { clientAddress: address }),
    );
    const elsewhere = await logIn(
      { email: registration.email, password: registration.password },
      { clientAddress: clientAddress() },
    );

    expect(refused).toMatchObject({ name: 'RateLimitedError', retryAfterSeconds: expect.any(Number) });
    expect(elsewhere.user.email).toBe(registration.email);
  }, 60_000);

  it('when the owner signs in successfully, then earlier failures of their e-mail no longer count', async () => {
    const registration = buildRegistration();
    await register(registration);
    const attempt = (password: string) =>
      logIn({ email: registration.email, password }, { clientAddress: clientAddress() });
    for (let i = 0; i < 4; i += 1) await failureOf(attempt('wrong-password'));
    await attempt(registration.password);

    for (let i = 0; i < 4; i += 1)
      expect((await failureOf(attempt('wrong-password'))).name).toBe('AuthenticationError');
    await expect(attempt(registration.password)).resolves.toMatchObject({
      user: { email: registration.email },
    });
  }, 60_000);

  it('when the sign-in payload is incomplete, then it is an InputError', async () => {
    const failure = await failureOf(logIn({ email: 'someone@example.com' }));

    expect(failure).toMatchObject({ name: 'InputError', fields: { password: 'Password is required' } });
  });
});

describe('identity: sessions', () => {
  it('when the owner logs out, then the session no longer resolves and "me" needs a new sign-in', async () => {
    const { session } = await register(buildRegistration());
    const { principal } = await resolve(session.token);

    await expect(call(IdentitySubjects.logout, {}, { principal })).resolves.toEqual({
      message: 'Logged out',
    });

    expect(await failureOf(resolve(session.token))).toMatchObject({ name: 'AuthenticationError' });
  });

  it('when a session has expired, then it does not resolve and is gone for good', async () => {
    const { session } = await register(buildRegistration());
    const pastExpiry = new Date(Date.parse(session.expiresAt) + 1000);

    // The one rule that needs a clock: the use case is asked directly, on the service's own database.
    await expect(resolveSession(runtime.orm.em.fork(), session.token, pastExpiry)).rejects.toMatchObject({
      name: 'AuthenticationError',
    });

    expect(await failureOf(resolve(session.token))).toMatchObject({ name: 'AuthenticationError' });
  });

  it('when the token is unknown or not a token at all, then it is an AuthenticationError', async () => {
    expect(await failureOf(resolve('not-a-session-token'))).toMatchObject({ name: 'AuthenticationError' });
    expect(await failureOf(call(IdentitySubjects.resolveSession, {}))).toMatchObject({
      name: 'AuthenticationError',
    });
  });

  it('when "me" or logout is asked without an owner, then it is an AuthenticationError', async () => {
    const referrer: Principal = {
      kind: 'referrer',
      personId: '00000000-0000-4000-8000-000000000000',
      sessionId: '00000000-0000-4000-8000-000000000000',
    };

    expect(await failureOf(call(IdentitySubjects.me, {}))).toMatchObject({
      name: 'AuthenticationError',
    });
    expect(await failureOf(call(IdentitySubjects.me, {}, { principal: referrer }))).toMatchObject({
      name: 'AuthenticationError',
    });
    expect(await failureOf(call(IdentitySubjects.logout, {}))).toMatchObject({
      name: 'AuthenticationError',
    });
  });

  it('when the principal names a business of another login, then "me" refuses it', async () => {
    const mine = await register(buildRegistration());
    const theirs = await register(buildRegistration());
    const { principal } = await resolve(mine.session.token);

    const forged = { ...principal, businessId: theirs.user.id } as Principal;

    expect(await failureOf(call(IdentitySubjects.me, {}, { principal: forged }))).toMatchObject({
      name: 'AuthenticationError',
    });
  });
});
