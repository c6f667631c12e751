import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  AdminSubjects,
  IdentityEvents,
  IdentitySubjects,
  ReferralEvents,
  ReferralSubjects,
  type OwnerPrincipal,
  type ReferrerPrincipal,
} from '@referrals/contracts';
import { Errors, type Bus, type Subscription } from '@referrals/service-kit';
import { TEST_NATS_URL, createTestInfra, eventually, type TestInfra } from '@referrals/service-kit/testing';
import { listenForSessionChanges, SessionCache } from '../src/api/session-cache.ts';
import { startTestGateway, type TestGateway } from './support/harness.ts';
import { serveDoubles } from './support/serve-doubles.ts';

/**
 * Identity as far as sessions go: a session table the tests change, answers that name the session's own
 * business, and `loginChanged` / `businessUpdated` published the way identity's outbox does.
 */
function serveSessionTable(bus: Bus) {
  const sessions = new Map<string, OwnerPrincipal>();
  const inactive = new Set<string>();
  /** Set to lose the events on the way, as a NATS hiccup could. */
  const network = { losesEvents: false };
  const principalOf = (headers: Record<string, string>) =>
    JSON.parse(headers['x-principal']!) as OwnerPrincipal;
  const publish = async (type: string, data: unknown): Promise<void> => {
    if (network.losesEvents) return;
    await bus.publishEvent({ id: crypto.randomUUID(), type, occurredAt: new Date().toISOString(), data });
  };

  const { asked, served } = serveDoubles(bus, {
    [IdentitySubjects.resolveSession]: async ({ token }) => {
      const principal = sessions.get(token);
      if (!principal || inactive.has(principal.businessId)) throw Errors.authentication('Session expired');
      return { principal };
    },
    [IdentitySubjects.me]: async (_data, headers) => {
      const owner = principalOf(headers);
      return { user: { id: owner.businessId, loginId: owner.loginId } };
    },
    [IdentitySubjects.logout]: async (_data, headers) => {
      const owner = principalOf(headers);
      for (const [token, principal] of sessions)
        if (principal.sessionId === owner.sessionId) sessions.delete(token);
      await publish(IdentityEvents.loginChanged, { loginId: owner.loginId, change: 'logout' });
      return { message: 'Logged out' };
    },
    [IdentitySubjects.updateProfile]: async (_data, headers) => {
      // A new password: every other session of the login ends.
      const owner = principalOf(headers);
      for (const [token, principal] of sessions)
        if (principal.loginId === owner.loginId && principal.sessionId !== owner.sessionId)
          sessions.delete(token);
      await publish(IdentityEvents.loginChanged, { loginId: owner.loginId, change: 'credentials-changed' });
      return { id: owner.businessId };
    },
    [AdminSubjects.resolveSession]: async ({ token }) => {
      if (token !== ADMIN_TOKEN) throw Errors.authentication('Session expired');
      return { principal: { kind: 'admin', adminId: 'admin-1', role: 'admin', sessionId: 's-admin' } };
    },
    [IdentitySubjects.adminSetBusinessStatus]: async ({ params, body }) => {
      const owner = [...sessions.values()].find((principal) => principal.businessId === params.id);
      if (!owner) throw Errors.notFound('Business not found');
      if (body.isActive) inactive.delete(owner.businessId);
      else inactive.add(owner.businessId);
      await publish(IdentityEvents.businessUpdated, {
        businessId: owner.businessId,
        loginId: owner.loginId,
        isActive: body.isActive,
      });
      return { id: owner.businessId, isActive: body.isActive };
    },
    [IdentitySubjects.selectBusiness]: async ({ params }, headers) => {
      const owner = principalOf(headers);
      for (const [token, principal] of sessions)
        if (principal.sessionId === owner.sessionId)
          sessions.set(token, { ...principal, businessId: params.userId });
      await publish(IdentityEvents.loginChanged, { loginId: owner.loginId, change: 'business-selected' });
      return { id: params.userId };
    },
  });

  return {
    asked,
    served,
    network,
    open(token: string, principal: OwnerPrincipal): void {
      sessions.set(token, principal);
    },
    /** What an administrator deactivating the business does: identity refuses it and publishes the change. */
    async deactivate(owner: OwnerPrincipal): Promise<void> {
      inactive.add(owner.businessId);
      await publish(IdentityEvents.businessUpdated, {
        businessId: owner.businessId,
        loginId: owner.loginId,
        isActive: false,
      });
    },
  };
}

const ADMIN_TOKEN = 'token-admin';

const ALICE: OwnerPrincipal = {
  kind: 'owner',
  loginId: 'login-a',
  businessId: 'business-a1',
  sessionId: 's-a1',
};
const ALICE_PHONE: OwnerPrincipal = { ...ALICE, sessionId: 's-a2' };
const BOB: OwnerPrincipal = { kind: 'owner', loginId: 'login-b', businessId: 'business-b', sessionId: 's-b' };
const UUID_BUSINESS = '0b6b7d1e-6d4f-4c55-9f0e-3f2c2f0f6a11';

const mode = TEST_NATS_URL ? 'NATS' : 'in-process';

describe(`gateway session cache, two replicas (${mode} bus)`, () => {
  let infra: TestInfra;
  let identity: ReturnType<typeof serveSessionTable>;
  let gatewayA: TestGateway;
  let gatewayB: TestGateway;

  const call = (gateway: TestGateway, path: string, token: string, init: RequestInit = {}) =>
    fetch(`${gateway.url}${path}`, {
      ...init,
      headers: { cookie: `sid=${token}`, 'content-type': 'application/json', origin: gateway.url },
    });
  const me = async (gateway: TestGateway, token: string) => {
    const response = await call(gateway, '/api/auth/me', token);
    return { status: response.status, body: (await response.json()) as { user?: { id: string } } };
  };

  /**
   * Waits for identity's event to reach `gateway` (a NATS delivery takes its time); the cache would keep the
   * session for 30 s, far longer than the wait, so only the event can end it.
   */
  const refusedOn = (gateway: TestGateway, token: string) =>
    eventually(async () => (await me(gateway, token)).status === 401, 10_000, 'the event on the gateway');

  beforeAll(async () => {
    infra = await createTestInfra('gateway-session-cache');
  });
  afterAll(async () => {
    await infra.cleanup();
  });

  beforeEach(async () => {
    // Two gateway replicas, each with its own connection (one in-process bus in that mode), as two pods on
    // one NATS; identity answers on A's connection.
    const busA = await infra.bus('gateway-a');
    identity = serveSessionTable(busA);
    gatewayA = await startTestGateway({ bus: busA });
    gatewayB = await startTestGateway({ bus: await infra.bus('gateway-b') });
    identity.open('token-alice', ALICE);
    identity.open('token-alice-phone', ALICE_PHONE);
    identity.open('token-bob', BOB);
  });

  afterEach(async () => {
    await gatewayA.gateway.stop();
    await gatewayB.gateway.stop();
    await Promise.all(identity.served.map((subscription: Subscription) => subscription.drain()));
  });

  it('when an owner asks again, then the session and the answer come from the cache without a bus request', async () => {
    await me(gatewayA, 'token-alice');
    identity.asked.length = 0;
    const again = await me(gatewayA, 'token-alice');
    expect(again).toEqual({ status: 200, body: { user: { id: ALICE.businessId, loginId: ALICE.loginId } } });
    expect(identity.asked).toEqual([]);
  });

  it('when two owners alternate on one gateway, then each only ever gets their own account', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await me(gatewayA, 'token-alice')).body.user?.id).toBe(ALICE.businessId);
      expect((await me(gatewayA, 'token-bob')).body.user?.id).toBe(BOB.businessId);
    }
  });

  it('when an owner logs out, then the old cookie is refused on that gateway at once and on another through the event', async () => {
    await me(gatewayA, 'token-alice');
    await me(gatewayB, 'token-alice');
    const logout = await call(gatewayA, '/api/logout', 'token-alice', { method: 'POST' });
    expect(logout.status).toBe(200);
    expect((await me(gatewayA, 'token-alice')).status).toBe(401);
    await refusedOn(gatewayB, 'token-alice');
    // Another owner's cached session is untouched.
    expect((await me(gatewayB, 'token-bob')).status).toBe(200);
  });

  it('when identity’s event is lost, then the gateway that logged out still refuses the old cookie at once', async () => {
    await me(gatewayA, 'token-alice');
    identity.network.losesEvents = true;
    await call(gatewayA, '/api/logout', 'token-alice', { method: 'POST' });
    expect((await me(gatewayA, 'token-alice')).status).toBe(401);
  });

  it('when the password changes, then the login’s other sessions are refused on every gateway', async () => {
    await me(gatewayA, 'token-alice-phone');
    await me(gatewayB, 'token-alice-phone');

    const change = await call(gatewayA, `/api/user/update/${UUID_BUSINESS}`, 'token-alice', {
      method: 'PATCH',
      body: JSON.stringify({
        businessName: 'Bright Smiles',
        contactName: 'Alice',
        email: 'alice@example.com',
        phoneNumber: '01234 567890',
        businessAddress: '1 High Street',
        postcode: 'AB1 2CD',
        currentPassword: 'secret1',
        newPassword: 'secret22',
      }),
    });
    expect(change.status).toBe(200);
    expect((await me(gatewayA, 'token-alice-phone')).status).toBe(401);
    await refusedOn(gatewayB, 'token-alice-phone');
    expect((await me(gatewayB, 'token-alice')).status).toBe(200);
  });

  it('when a business is deactivated, then its owner is refused on every gateway at once', async () => {
    await me(gatewayA, 'token-alice');
    await me(gatewayB, 'token-alice');

    await identity.deactivate(ALICE);
    await refusedOn(gatewayB, 'token-alice');
    await refusedOn(gatewayA, 'token-alice');
  });

  it('when an administrator deactivates a business and identity’s event is lost, then the gateway that made the change refuses its owner at once', async () => {
    await me(gatewayA, 'token-alice');
    await me(gatewayA, 'token-bob');
    identity.network.losesEvents = true;

    const deactivate = await fetch(`${gatewayA.url}/api/admin/businesses/${ALICE.businessId}/status`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ isActive: false }),
    });
    expect(deactivate.status).toBe(200);
    expect((await me(gatewayA, 'token-alice')).status).toBe(401);
    // Another business's cached session is untouched.
    identity.asked.length = 0;
    expect((await me(gatewayA, 'token-bob')).status).toBe(200);
    expect(identity.asked).toEqual([]);
  });

  it('when an owner switches business, then every gateway answers for the new business', async () => {
    await me(gatewayA, 'token-alice');
    await me(gatewayB, 'token-alice');

    const select = await call(gatewayA, `/api/user/${UUID_BUSINESS}/select`, 'token-alice', {
      method: 'POST',
    });
    expect(select.status).toBe(200);
    expect((await me(gatewayA, 'token-alice')).body.user?.id).toBe(UUID_BUSINESS);
    await eventually(
      async () => (await me(gatewayB, 'token-alice')).body.user?.id === UUID_BUSINESS,
      10_000,
      'the switch on gateway B',
    );
  });
});

/**
 * The referral service as far as referrer sessions go: a session table the tests change, the person's account as
 * "me", and `loginChanged` published the way its outbox does with every change to what a session stands for.
 */
function serveReferrerSessionTable(bus: Bus) {
  const sessions = new Map<string, ReferrerPrincipal>();
  const network = { losesEvents: false };
  const principalOf = (headers: Record<string, string>) =>
    JSON.parse(headers['x-principal']!) as ReferrerPrincipal;
  const endSessions = async (
    personId: string,
    change: string,
    ends: (principal: ReferrerPrincipal) => boolean,
  ): Promise<void> => {
    for (const [token, principal] of sessions)
      if (principal.personId === personId && ends(principal)) sessions.delete(token);
    if (!network.losesEvents)
      await bus.publishEvent({
        id: crypto.randomUUID(),
        type: ReferralEvents.loginChanged,
        occurredAt: new Date().toISOString(),
        data: { personId, change },
      });
  };

  const { asked, served } = serveDoubles(bus, {
    [ReferralSubjects.resolveReferrerSession]: async ({ token }) => {
      const principal = sessions.get(token);
      if (!principal) throw Errors.authentication('Session expired');
      return { principal };
    },
    [ReferralSubjects.currentReferrer]: async (_data, headers) => ({
      referrer: { personId: principalOf(headers).personId },
    }),
    [ReferralSubjects.logoutReferrer]: async (_data, headers) => {
      const referrer = principalOf(headers);
      await endSessions(referrer.personId, 'logout', ({ sessionId }) => sessionId === referrer.sessionId);
      return { message: 'Logged out' };
    },
    [ReferralSubjects.updateReferrer]: async (_data, headers) => {
      // A new password: every other session of the person ends.
      const referrer = principalOf(headers);
      await endSessions(
        referrer.personId,
        'credentials-changed',
        ({ sessionId }) => sessionId !== referrer.sessionId,
      );
      return { id: referrer.personId };
    },
    [ReferralSubjects.deleteReferrerAccount]: async (_data, headers) => {
      await endSessions(principalOf(headers).personId, 'account-deleted', () => true);
      return { message: 'Your account has been deleted' };
    },
  });

  return {
    asked,
    served,
    network,
    open(token: string, principal: ReferrerPrincipal): void {
      sessions.set(token, principal);
    },
    /** What an owner removing the person's last membership does: their sessions stand for nobody any more. */
    endMemberships: (personId: string) => endSessions(personId, 'memberships-ended', () => true),
  };
}

const SAM: ReferrerPrincipal = { kind: 'referrer', personId: 'person-sam', sessionId: 's-sam1' };
const SAM_PHONE: ReferrerPrincipal = { ...SAM, sessionId: 's-sam2' };
const KIM: ReferrerPrincipal = { kind: 'referrer', personId: 'person-kim', sessionId: 's-kim' };
const UUID_MEMBERSHIP = '5d0c8f8e-3b9a-4f1e-9c55-2a7e7f3c9b21';

describe(`gateway referrer session cache, two replicas (${mode} bus)`, () => {
  let infra: TestInfra;
  let referral: ReturnType<typeof serveReferrerSessionTable>;
  let identity: ReturnType<typeof serveSessionTable>;
  let gatewayA: TestGateway;
  let gatewayB: TestGateway;

  const call = (gateway: TestGateway, path: string, cookie: string, init: RequestInit = {}) =>
    fetch(`${gateway.url}${path}`, {
      ...init,
      headers: { cookie, 'content-type': 'application/json', origin: gateway.url },
    });
  const me = async (gateway: TestGateway, token: string) => {
    const response = await call(gateway, '/api/referrers/me', `rsid=${token}`);
    return { status: response.status, body: (await response.json()) as { referrer?: { personId: string } } };
  };
  const refusedOn = (gateway: TestGateway, token: string) =>
    eventually(async () => (await me(gateway, token)).status === 401, 10_000, 'the event on the gateway');

  beforeAll(async () => {
    infra = await createTestInfra('gateway-referrer-session-cache');
  });
  afterAll(async () => {
    await infra.cleanup();
  });

  beforeEach(async () => {
    const busA = await infra.bus('gateway-a');
    referral = serveReferrerSessionTable(busA);
    identity = serveSessionTable(busA);
    gatewayA = await startTestGateway({ bus: busA });
    gatewayB = await startTestGateway({ bus: await infra.bus('gateway-b') });
    referral.open('token-sam', SAM);
    referral.open('token-sam-phone', SAM_PHONE);
    referral.open('token-kim', KIM);
    identity.open('token-alice', ALICE);
  });

  afterEach(async () => {
    await gatewayA.gateway.stop();
    await gatewayB.gateway.stop();
    await Promise.all(
      [...referral.served, ...identity.served].map((subscription: Subscription) => subscription.drain()),
    );
  });

  it('when a referrer asks again, then the session comes from the cache without asking the referral service', async () => {
    await me(gatewayA, 'token-sam');
    referral.asked.length = 0;
    expect(await me(gatewayA, 'token-sam')).toEqual({
      status: 200,
      body: { referrer: { personId: SAM.personId } },
    });
    expect(referral.asked).toEqual([ReferralSubjects.currentReferrer]);
  });

  it('when two referrers alternate on one gateway, then each is only ever answered as themselves', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await me(gatewayA, 'token-sam')).body.referrer?.personId).toBe(SAM.personId);
      expect((await me(gatewayA, 'token-kim')).body.referrer?.personId).toBe(KIM.personId);
    }
  });

  it('when an owner’s cached token is sent as the referrer cookie, then it opens no referrer route', async () => {
    expect((await call(gatewayA, '/api/auth/me', 'sid=token-alice')).status).toBe(200);
    expect((await me(gatewayA, 'token-alice')).status).toBe(401);
  });

  it('when a referrer logs out, then the old cookie is refused on that gateway at once and on another through the event', async () => {
    await me(gatewayA, 'token-sam');
    await me(gatewayB, 'token-sam');
    expect((await call(gatewayA, '/api/referrers/logout', 'rsid=token-sam', { method: 'POST' })).status).toBe(
      200,
    );
    expect((await me(gatewayA, 'token-sam')).status).toBe(401);
    await refusedOn(gatewayB, 'token-sam');
    expect((await me(gatewayB, 'token-kim')).status).toBe(200);
  });

  it('when the referral service’s event is lost, then the gateway that logged out still refuses the old cookie at once', async () => {
    await me(gatewayA, 'token-sam');
    referral.network.losesEvents = true;
    await call(gatewayA, '/api/referrers/logout', 'rsid=token-sam', { method: 'POST' });
    expect((await me(gatewayA, 'token-sam')).status).toBe(401);
  });

  it('when the password changes, then the person’s other sessions are refused on every gateway and the caller’s stays', async () => {
    await me(gatewayA, 'token-sam-phone');
    await me(gatewayB, 'token-sam-phone');
    const change = await call(gatewayA, `/api/referrers/update/${UUID_MEMBERSHIP}`, 'rsid=token-sam', {
      method: 'PATCH',
      body: JSON.stringify({
        firstName: 'Sam',
        lastName: 'Taylor',
        email: 'sam@example.com',
        phoneNumber: '07700 900123',
        currentPassword: 'secret1',
        newPassword: 'secret22',
      }),
    });
    expect(change.status).toBe(200);
    expect((await me(gatewayA, 'token-sam-phone')).status).toBe(401);
    await refusedOn(gatewayB, 'token-sam-phone');
    expect((await me(gatewayB, 'token-sam')).status).toBe(200);
  });

  it('when the referrer deletes their account, then every session of theirs is refused on every gateway', async () => {
    await me(gatewayB, 'token-sam');
    await me(gatewayB, 'token-sam-phone');
    const deleted = await call(gatewayA, '/api/referrers/me/delete', 'rsid=token-sam', {
      method: 'POST',
      body: JSON.stringify({ password: 'secret1' }),
    });
    expect(deleted.status).toBe(200);
    expect((await me(gatewayA, 'token-sam')).status).toBe(401);
    await refusedOn(gatewayB, 'token-sam');
    await refusedOn(gatewayB, 'token-sam-phone');
  });

  it('when an owner removes the person’s last membership, then their sessions are refused on every gateway', async () => {
    await me(gatewayA, 'token-sam');
    await me(gatewayB, 'token-sam');
    await referral.endMemberships(SAM.personId);
    await refusedOn(gatewayA, 'token-sam');
    await refusedOn(gatewayB, 'token-sam');
    expect((await me(gatewayA, 'token-kim')).status).toBe(200);
  });
});

describe('SessionCache', () => {
  const key = SessionCache.keyOf('token-alice');
  let clock = 0;
  const cache = (settings: Partial<{ ttlMs: number; maxEntries: number }> = {}) =>
    new SessionCache({ ttlMs: 30_000, maxEntries: 10, now: () => clock, ...settings });

  beforeEach(() => {
    clock = 1_000;
  });

  it('when a token is cached, then it is held under its SHA-256 only', () => {
    expect(key).not.toContain('token-alice');
    expect(key).toBe(SessionCache.keyOf('token-alice'));
    expect(key).not.toBe(SessionCache.keyOf('token-bob'));
  });

  it('when the time to live has passed, then the session is asked again', () => {
    const sessions = cache();
    sessions.remember(key, ALICE, sessions.currentGeneration());
    clock += 29_999;
    expect(sessions.lookup(key)?.principal).toEqual(ALICE);
    clock += 1;
    expect(sessions.lookup(key)).toBeUndefined();
  });

  it('when a session of any login is forgotten during a resolution, then that resolution is not kept', () => {
    const sessions = cache();
    const generation = sessions.currentGeneration();
    sessions.forgetLogin(ALICE.loginId);
    expect(sessions.remember(key, ALICE, generation)).toBeUndefined();
    expect(sessions.lookup(key)).toBeUndefined();
  });

  it('when an answer arrives after its session was forgotten, then it is not kept', () => {
    const sessions = cache();
    const session = sessions.remember(key, ALICE, sessions.currentGeneration())!;
    sessions.forgetLogin(ALICE.loginId);
    sessions.remember(key, ALICE, sessions.currentGeneration());
    sessions.keepAnswer(session, IdentitySubjects.me, '{"user":"before the change"}');
    expect(sessions.lookup(key)?.answers.size).toBe(0);
  });

  it('when more sessions arrive than it holds, then the least recently used one goes', () => {
    const sessions = cache({ maxEntries: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((token) => SessionCache.keyOf(token));
    sessions.remember(a!, ALICE, sessions.currentGeneration());
    sessions.remember(b!, BOB, sessions.currentGeneration());
    sessions.lookup(a!);
    sessions.remember(c!, ALICE_PHONE, sessions.currentGeneration());
    expect(sessions.lookup(b!)).toBeUndefined();
    expect(sessions.lookup(a!)).toBeDefined();
    expect(sessions.lookup(c!)).toBeDefined();
  });

  it('when the time to live is 0, then nothing is kept', () => {
    const sessions = cache({ ttlMs: 0 });
    expect(sessions.remember(key, ALICE, sessions.currentGeneration())).toBeUndefined();
    expect(sessions.size).toBe(0);
  });

  it('when the bus reports a gap in what it heard, then every session is forgotten', () => {
    const sessions = cache();
    const gaps: (() => void)[] = [];
    const listeningBus = {
      listen: (_subject: string, _handler: unknown, options?: { onGap?: () => void }) => {
        if (options?.onGap) gaps.push(options.onGap);
        return { drain: async () => undefined };
      },
    } as unknown as Bus;
    listenForSessionChanges(listeningBus, sessions);
    sessions.remember(key, ALICE, sessions.currentGeneration());
    sessions.remember(SessionCache.keyOf('token-bob'), BOB, sessions.currentGeneration());
    gaps[0]!();
    expect(sessions.size).toBe(0);
  });
});
