import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IdentitySubjects, type IssuedSession, type OwnerUser, type Principal } from '@referrals/contracts';
import { DEFAULT_ABUSE_LIMITS, type Bus } from '@referrals/service-kit';
import { buildRegistration, profileOf, uniqueSuffix } from '@referrals/testing';
import {
  failureOf,
  requestAs,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { identityService } from '../../src/start.ts';
import { registerOwnerOn, resolveSessionOn } from '../support.ts';

/** Set here, not taken from the defaults: the tests below count up to it. */
const REGISTRATIONS_PER_ADDRESS = 3;

let service: ServiceUnderTest;
let bus: Bus;

beforeAll(async () => {
  service = await startServiceUnderTest(identityService, 'identity-limits', {
    limits: { ...DEFAULT_ABUSE_LIMITS, registrationsPerAddress: REGISTRATIONS_PER_ADDRESS },
  });
  ({ bus } = service);
});

afterAll(async () => {
  await service.stop();
});

interface SignedIn {
  user: OwnerUser;
  session: IssuedSession;
}

const clientAddress = () => `client-${uniqueSuffix()}`;

const register = (body: unknown, address?: string) =>
  requestAs<SignedIn>(bus, IdentitySubjects.register, { body }, { clientAddress: address });
const resolve = (token: string) => resolveSessionOn(bus, token);
const logIn = (email: string, password: string) =>
  requestAs<SignedIn>(bus, IdentitySubjects.login, { body: { email, password } });
const updateProfile = (principal: Principal, userId: string, body: unknown) =>
  requestAs<OwnerUser>(bus, IdentitySubjects.updateProfile, { params: { userId }, body }, { principal });

describe('identity: sign-ups per client address', () => {
  it('when an address has made the configured number of sign-ups, taken e-mails included, then the next is RateLimitedError', async () => {
    const address = clientAddress();
    const first = buildRegistration();
    await register(first, address);
    expect(await failureOf(register(first, address))).toMatchObject({ name: 'ConflictError' });
    await register(buildRegistration(), address);

    const refused = await failureOf(register(buildRegistration(), address));

    expect(refused).toEqual({
      name: 'RateLimitedError',
      message: 'Too many sign-ups from your network. Please try again in 15 minutes.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('when an address is throttled, then a taken e-mail gets the same 429 as a free one (no enumeration)', async () => {
    const address = clientAddress();
    const taken = buildRegistration();
    for (let attempt = 0; attempt < REGISTRATIONS_PER_ADDRESS; attempt += 1) {
      await register(attempt === 0 ? taken : buildRegistration(), address);
    }

    expect(await failureOf(register(taken, address))).toMatchObject({ name: 'RateLimitedError' });
  });

  it('when one address is throttled, then another address may still sign up', async () => {
    const address = clientAddress();
    for (let attempt = 0; attempt < REGISTRATIONS_PER_ADDRESS; attempt += 1) {
      await register(buildRegistration(), address);
    }

    await expect(register(buildRegistration(), clientAddress())).resolves.toMatchObject({
      user: { id: expect.any(String) },
    });
  });
});

describe('identity: changing the login e-mail', () => {
  const registerOwner = () => registerOwnerOn(bus, {}, clientAddress());

  it('when the e-mail changes without the current password, then it is an InputError on currentPassword and nothing changes', async () => {
    const owner = await registerOwner();

    const failure = await failureOf(
      updateProfile(owner.principal, owner.user.id, {
        ...profileOf(owner.registration),
        email: `new-${uniqueSuffix()}@example.com`,
      }),
    );

    expect(failure).toMatchObject({
      name: 'InputError',
      message: 'Current password is required to change the email',
      fields: { currentPassword: 'Current password is required to change the email' },
    });
    await expect(logIn(owner.registration.email, owner.registration.password)).resolves.toBeDefined();
  });

  it('when the e-mail changes with a wrong current password, then it is refused and nothing changes', async () => {
    const owner = await registerOwner();

    const failure = await failureOf(
      updateProfile(owner.principal, owner.user.id, {
        ...profileOf(owner.registration),
        email: `new-${uniqueSuffix()}@example.com`,
        currentPassword: 'not-my-password',
      }),
    );

    expect(failure).toMatchObject({
      name: 'InputError',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    await expect(logIn(owner.registration.email, owner.registration.password)).resolves.toBeDefined();
  });

  it('when the e-mail taken by another login comes without the current password, then the answer does not tell it is taken', async () => {
    const owner = await registerOwner();
    const other = await registerOwner();

    const failure = await failureOf(
      updateProfile(owner.principal, owner.user.id, {
        ...profileOf(owner.registration),
        email: other.registration.email,
      }),
    );

    expect(failure).toMatchObject({ name: 'InputError', fields: { currentPassword: expect.any(String) } });
  });

  it('when the e-mail changes with the current password, then other sessions end, the caller’s stays and the new e-mail signs in', async () => {
    const owner = await registerOwner();
    const other = await logIn(owner.registration.email, owner.registration.password);
    const email = `moved-${uniqueSuffix()}@example.com`;

    await expect(
      updateProfile(owner.principal, owner.user.id, {
        ...profileOf(owner.registration),
        email,
        currentPassword: owner.registration.password,
      }),
    ).resolves.toMatchObject({ email });

    await expect(resolve(owner.session.token)).resolves.toEqual(owner.principal);
    expect(await failureOf(resolve(other.session.token))).toMatchObject({ name: 'AuthenticationError' });
    await expect(logIn(email, owner.registration.password)).resolves.toBeDefined();
  });

  it('when the profile is saved with the e-mail unchanged, then no password is needed and other sessions stay', async () => {
    const owner = await registerOwner();
    const other = await logIn(owner.registration.email, owner.registration.password);

    await updateProfile(owner.principal, owner.user.id, {
      ...profileOf(owner.registration),
      email: owner.registration.email.toUpperCase(),
      businessName: `Renamed ${uniqueSuffix()}`,
    });

    await expect(resolve(other.session.token)).resolves.toMatchObject({ kind: 'owner' });
  });
});
