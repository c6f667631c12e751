import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { buildRegistration, profileOf } from '@referrals/testing';
import type { OwnerUser } from '@referrals/contracts';
import { registerOwner, sessionCookie, useStack, type RegisteredOwner } from '../support/api.ts';

/**
 * The gateway keeps resolved owner sessions, and the account "me" answers, for a short while
 * (docs/adr/0011-gateway-session-cache.md). Every request here first warms that cache, then checks that a
 * change is seen by the very next request.
 */
const { spec } = pactum;

beforeAll(() => useStack());

async function me(cookie: string): Promise<OwnerUser> {
  const response = await spec().get('/api/auth/me').withHeaders('Cookie', cookie).expectStatus(200).toss();
  return (response.body as { user: OwnerUser }).user;
}

/** Asks "me" twice, so the session and its answer are both in the gateway's cache. */
async function warm(cookie: string): Promise<OwnerUser> {
  await me(cookie);
  return me(cookie);
}

async function signInAgain(owner: RegisteredOwner): Promise<string> {
  const response = await spec()
    .post('/api/login')
    .withJson({ email: owner.registration.email, password: owner.registration.password })
    .expectStatus(200)
    .toss();
  return sessionCookie(response.headers);
}

describe('owner session cache', () => {
  it('when two owners alternate, then each is only ever answered with their own account', async () => {
    const a = await registerOwner();
    const b = await registerOwner();
    for (let round = 0; round < 3; round += 1) {
      expect(await me(a.cookie)).toMatchObject({ id: a.userId, email: a.registration.email });
      expect(await me(b.cookie)).toMatchObject({ id: b.userId, email: b.registration.email });
    }
  });

  it('when an owner logs out, then the very next request with the old cookie is 401', async () => {
    const owner = await registerOwner();
    await warm(owner.cookie);
    await spec().post('/api/logout').withHeaders('Cookie', owner.cookie).expectStatus(200);
    await spec().get('/api/auth/me').withHeaders('Cookie', owner.cookie).expectStatus(401);
    await spec().get(`/api/user/${owner.userId}`).withHeaders('Cookie', owner.cookie).expectStatus(401);
  });

  it('when the password changes, then the login’s other sessions are refused at once and the caller’s stays', async () => {
    const owner = await registerOwner();
    const phone = await signInAgain(owner);
    await warm(owner.cookie);
    await warm(phone);

    await spec()
      .patch(`/api/user/update/${owner.userId}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({
        ...profileOf(owner.registration),
        currentPassword: owner.registration.password,
        newPassword: 'another-secret-1',
      })
      .expectStatus(200);

    await spec().get('/api/auth/me').withHeaders('Cookie', phone).expectStatus(401);
    expect((await me(owner.cookie)).id).toBe(owner.userId);
  });

  it('when the owner changes their account, then the very next "me" shows the change', async () => {
    const owner = await registerOwner();
    await warm(owner.cookie);
    const { email } = buildRegistration();

    await spec()
      .patch(`/api/user/update/${owner.userId}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({
        ...profileOf(owner.registration),
        businessName: 'Renamed Right Away',
        email,
        currentPassword: owner.registration.password,
      })
      .expectStatus(200);

    expect(await me(owner.cookie)).toMatchObject({ businessName: 'Renamed Right Away', email });
  });

  it('when the owner chooses a plan, then the very next "me" is on that plan', async () => {
    const owner = await registerOwner();
    expect((await warm(owner.cookie)).subscriptionTier).toBe('basic');
    await spec()
      .post(`/api/user/${owner.userId}/plan`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ subscriptionTier: 'enterprise' })
      .expectStatus(200);
    expect((await me(owner.cookie)).subscriptionTier).toBe('enterprise');
  });
});
