import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IdentityEvents,
  IdentitySubjects,
  eventSubject,
  type CopyBusinessStepAnswer,
  type DomainEvent,
  type IssuedSession,
  type LoginChangedData,
  type OwnerPrincipal,
} from '@referrals/contracts';
import { asService, type Bus, type ServiceRuntime, type Subscription } from '@referrals/service-kit';
import { buildRegistration, profileOf } from '@referrals/testing';
import {
  eventually,
  failureOf,
  requestAs,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { Business } from '../../src/entities/business.ts';
import { identityService } from '../../src/start.ts';
import { registerOwnerOn, resolveSessionOn, type Owner } from '../support.ts';

/**
 * What gateways rely on to cache resolved sessions (docs/adr/0011-gateway-session-cache.md): every change
 * to what a login's sessions stand for publishes `loginChanged`, heard by every listener (as each gateway
 * replica listens); a deactivated business's sessions keep resolving (its owner is told it is inactive).
 */

let service: ServiceUnderTest;
let bus: Bus;
let runtime: ServiceRuntime;
let listening: Subscription;
const heard: DomainEvent<LoginChangedData>[] = [];

beforeAll(async () => {
  service = await startServiceUnderTest(identityService, 'identity-session-events');
  ({ bus, runtime } = service);
  listening = bus.listen(eventSubject(IdentityEvents.loginChanged), (event) => {
    heard.push(event as DomainEvent<LoginChangedData>);
  });
});

afterAll(async () => {
  await listening.drain();
  await service.stop();
});

const call = <R>(subject: string, data: unknown, principal?: OwnerPrincipal) =>
  requestAs<R>(bus, subject, data, { principal });

const resolve = (token: string) => resolveSessionOn(bus, token);
const registerOwner = () => registerOwnerOn(bus);

async function signInAgain(owner: Owner): Promise<IssuedSession> {
  const { session } = await call<{ session: IssuedSession }>(IdentitySubjects.login, {
    body: { email: owner.registration.email, password: owner.registration.password },
  });
  return session;
}

/** Waits for the `loginChanged` of the login with that change. */
const loginChanged = (loginId: string, change: LoginChangedData['change']) =>
  eventually(
    () => heard.find((event) => event.data.loginId === loginId && event.data.change === change),
    10_000,
    `loginChanged (${change})`,
  );

describe('identity: session events for gateway caches', () => {
  it('when an owner logs out, then loginChanged names their login and the session no longer resolves', async () => {
    const owner = await registerOwner();
    await call(IdentitySubjects.logout, {}, owner.principal);

    const event = await loginChanged(owner.principal.loginId, 'logout');
    expect(event?.data).toEqual({ loginId: owner.principal.loginId, change: 'logout' });
    expect(await failureOf(resolve(owner.session.token))).toMatchObject({ name: 'AuthenticationError' });
  });

  it('when the password changes, then loginChanged is published and only the caller’s session still resolves', async () => {
    const owner = await registerOwner();
    const phone = await signInAgain(owner);
    await call(
      IdentitySubjects.updateProfile,
      {
        params: { userId: owner.user.id },
        body: {
          ...profileOf(owner.registration),
          currentPassword: owner.registration.password,
          newPassword: 'a-new-password-1',
        },
      },
      owner.principal,
    );

    await loginChanged(owner.principal.loginId, 'credentials-changed');
    expect(await failureOf(resolve(phone.token))).toMatchObject({ name: 'AuthenticationError' });
    await expect(resolve(owner.session.token)).resolves.toEqual(owner.principal);
  });

  it('when the e-mail changes, then loginChanged is published (gateways keep the account "me" shows)', async () => {
    const owner = await registerOwner();
    const email = buildRegistration().email;
    await call(
      IdentitySubjects.updateProfile,
      {
        params: { userId: owner.user.id },
        body: { ...profileOf(owner.registration), email, currentPassword: owner.registration.password },
      },
      owner.principal,
    );
    await loginChanged(owner.principal.loginId, 'credentials-changed');
  });

  it('when the owner switches business, then loginChanged is published and the session resolves to the new one', async () => {
    const owner = await registerOwner();
    const { business: second } = await asService(bus, 'admin').request<CopyBusinessStepAnswer>(
      IdentitySubjects.copyBusinessStep,
      { workflowId: randomUUID(), step: 'copy-business', sourceBusinessId: owner.user.id },
    );
    await call(IdentitySubjects.selectBusiness, { params: { userId: second.businessId } }, owner.principal);

    await loginChanged(owner.principal.loginId, 'business-selected');
    await expect(resolve(owner.session.token)).resolves.toEqual({
      ...owner.principal,
      businessId: second.businessId,
    });
  });

  it('when a business is deactivated, then its sessions still resolve and "me" says it is inactive', async () => {
    const owner = await registerOwner();
    await runtime.orm.em.fork().nativeUpdate(Business, { id: owner.user.id }, { isActive: false });

    await expect(resolve(owner.session.token)).resolves.toEqual(owner.principal);
    await expect(call(IdentitySubjects.me, {}, owner.principal)).resolves.toMatchObject({
      user: { id: owner.user.id, isActive: false },
    });
  });
});
