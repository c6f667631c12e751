import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IdentityEvents,
  IdentitySubjects,
  WEEKDAYS,
  eventSubject,
  type AdminBusinessDto,
  type BusinessDeletedData,
  type BusinessRegisteredData,
  type BusinessSummary,
  type BusinessUpdatedData,
  type CopyBusinessStepAnswer,
  type DeactivateBusinessStepAnswer,
  type DomainEvent,
  type IssuedSession,
  type LoginChangedData,
  type OpeningHours,
  type OwnerUser,
  type Principal,
  type PublicBusiness,
  type RegistrationInput,
  type RemoveBusinessStepAnswer,
} from '@referrals/contracts';
import {
  OutboxEvent,
  asService,
  mailRequestedType,
  type Bus,
  type MailRequest,
  type ServiceRuntime,
} from '@referrals/service-kit';
import {
  eventually,
  failureOf,
  requestAs,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { Business } from '../../src/entities/business.ts';
import { KnownCampaign } from '../../src/entities/known-campaign.ts';
import { Login } from '../../src/entities/login.ts';
import { PasswordResetToken } from '../../src/entities/password-reset-token.ts';
import { identityService } from '../../src/start.ts';
import { registerOwnerOn, resolveSessionOn, type Owner } from '../support.ts';

/**
 * The administrators' business endpoints (both admin roles) and the steps of the admin service's business
 * workflows (services only, once per `(workflowId, step)`), driven through the bus.
 */

let service: ServiceUnderTest;
let bus: Bus;
let runtime: ServiceRuntime;
const events: DomainEvent<unknown>[] = [];

beforeAll(async () => {
  service = await startServiceUnderTest(identityService, 'identity-admin-businesses');
  ({ bus, runtime } = service);
  await bus.consume({
    durable: 'identity-admin-businesses-component-test',
    filter: eventSubject('identity.>'),
    handler: async (event) => {
      events.push(event as DomainEvent<unknown>);
    },
  });
});

afterAll(async () => {
  await service.stop();
});

const admin: Principal = { kind: 'admin', adminId: randomUUID(), role: 'admin', sessionId: randomUUID() };
const superAdmin: Principal = {
  kind: 'admin',
  adminId: randomUUID(),
  role: 'super_admin',
  sessionId: randomUUID(),
};
const adminService: Principal = { kind: 'service', service: 'admin' };

const NOT_FOUND = { name: 'NotFoundError', message: 'Business not found' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A request as the gateway makes it (or any bus caller): the principal in a header. */
const call = <R>(subject: string, data: unknown, principal?: Principal) =>
  requestAs<R>(bus, subject, data, { principal });
/** A workflow step as the admin service sends it. */
const step = <R>(subject: string, message: unknown) => asService(bus, 'admin').request<R>(subject, message);

const registerOwner = (overrides: Partial<RegistrationInput> = {}) => registerOwnerOn(bus, overrides);
const resolve = (token: string) => resolveSessionOn(bus, token);

const adminList = (principal: Principal = admin) =>
  call<AdminBusinessDto[]>(IdentitySubjects.adminListBusinesses, {}, principal);
const adminGet = (id: string, principal: Principal = admin) =>
  call<AdminBusinessDto>(IdentitySubjects.adminGetBusiness, { params: { id } }, principal);
const adminUpdate = (id: string, body: unknown, principal: Principal = admin) =>
  call<AdminBusinessDto>(IdentitySubjects.adminUpdateBusiness, { params: { id }, body }, principal);
const adminSetStatus = (id: string, isActive: unknown, principal: Principal = admin, reason?: unknown) =>
  call<AdminBusinessDto>(
    IdentitySubjects.adminSetBusinessStatus,
    { params: { id }, body: reason === undefined ? { isActive } : { isActive, reason } },
    principal,
  );

const copyStep = (
  sourceBusinessId: string,
  workflowId = randomUUID(),
  name = 'copy-business',
  businessName?: string,
) =>
  step<CopyBusinessStepAnswer>(IdentitySubjects.copyBusinessStep, {
    workflowId,
    step: name,
    sourceBusinessId,
    ...(businessName === undefined ? {} : { businessName }),
  });
const deactivateStep = (businessId: string, workflowId = randomUUID(), name = 'deactivate-business') =>
  step<DeactivateBusinessStepAnswer>(IdentitySubjects.deactivateBusinessStep, {
    workflowId,
    step: name,
    businessId,
  });
const removeStep = (businessId: string, workflowId = randomUUID(), name = 'remove-business') =>
  step<RemoveBusinessStepAnswer>(IdentitySubjects.removeBusinessStep, { workflowId, step: name, businessId });

const me = (owner: Owner, principal = owner.principal) =>
  call<{ user: OwnerUser }>(IdentitySubjects.me, {}, principal).then((answer) => answer.user);
const ownerList = (owner: Owner) =>
  call<BusinessSummary[]>(
    IdentitySubjects.listBusinesses,
    { params: { userId: owner.user.id } },
    owner.principal,
  );
const publicBusiness = (slug: string) =>
  call<PublicBusiness>(IdentitySubjects.publicBusiness, { params: { slug } });
const signIn = (email: string, password: string) =>
  call<{ user: OwnerUser; session: IssuedSession }>(IdentitySubjects.login, { body: { email, password } });

/** The business's details as the administrators' form sends them back. */
const detailsOf = (business: AdminBusinessDto) => ({
  businessName: business.businessName,
  businessType: business.businessType,
  contactName: business.contactName,
  phoneNumber: business.phoneNumber,
  businessAddress: business.businessAddress,
  postcode: business.postcode,
  website: business.website ?? '',
  subscriptionTier: business.subscriptionTier,
});

function eventsOf<T>(type: string, matches: (data: T) => boolean): DomainEvent<T>[] {
  return (events as DomainEvent<T>[]).filter((event) => event.type === type && matches(event.data));
}

const updatesOf = (businessId: string) =>
  eventsOf<BusinessUpdatedData>(IdentityEvents.businessUpdated, (data) => data.businessId === businessId);
const registrationsOf = (loginId: string) =>
  eventsOf<BusinessRegisteredData>(IdentityEvents.businessRegistered, (data) => data.loginId === loginId);
const deletionsOf = (businessId: string) =>
  eventsOf<BusinessDeletedData>(IdentityEvents.businessDeleted, (data) => data.businessId === businessId);
const loginChangesOf = (loginId: string) =>
  eventsOf<LoginChangedData>(IdentityEvents.loginChanged, (data) => data.loginId === loginId);

/** Waits until an event of `type` satisfies `matches`. */
const eventWhere = <T>(type: string, matches: (data: T) => boolean, what: string) =>
  eventually(() => eventsOf<T>(type, matches)[0], 10_000, what);

/** The e-mails about status changes of `businessId`, oldest first (recorded in the change's transaction). */
async function statusMailsOf(businessId: string): Promise<MailRequest[]> {
  const rows = await runtime.orm.em
    .fork()
    .find(OutboxEvent, { type: mailRequestedType('identity') }, { orderBy: { occurredAt: 'asc' } });
  return rows
    .map((row) => row.payload as MailRequest)
    .filter((mail) => mail.cause.startsWith(`business-status:${businessId}:`));
}

const storedStatusOf = (businessId: string) =>
  runtime.orm.em
    .fork()
    .findOneOrFail(Business, businessId)
    .then(({ isActive, statusReason }) => ({ isActive, statusReason }));

const businessesOfLogin = (loginId: string) => runtime.orm.em.fork().count(Business, { login: loginId });

describe('identity: who may call the administrators’ business subjects and the workflow steps', () => {
  it('when each admin subject is called, then both admin roles are let in and owners, services and anonymous callers are refused', async () => {
    const owner = await registerOwner();
    const details = detailsOf(await adminGet(owner.user.id));
    const requests: [string, unknown][] = [
      [IdentitySubjects.adminListBusinesses, {}],
      [IdentitySubjects.adminGetBusiness, { params: { id: owner.user.id } }],
      [IdentitySubjects.adminUpdateBusiness, { params: { id: owner.user.id }, body: details }],
      [IdentitySubjects.adminSetBusinessStatus, { params: { id: owner.user.id }, body: { isActive: true } }],
    ];

    for (const [subject, data] of requests) {
      await expect(call(subject, data, admin)).resolves.toBeDefined();
      await expect(call(subject, data, superAdmin)).resolves.toBeDefined();
      for (const principal of [owner.principal, adminService, undefined]) {
        expect(await failureOf(call(subject, data, principal))).toMatchObject({
          name: 'AuthenticationError',
        });
      }
    }
    const refusedChange = { params: { id: owner.user.id }, body: { isActive: false } };
    await failureOf(call(IdentitySubjects.adminSetBusinessStatus, refusedChange, owner.principal));
    await expect(adminGet(owner.user.id)).resolves.toMatchObject({ isActive: true });
  });

  it('when a workflow step is called by an owner, an administrator or nobody, then it is refused and nothing changes', async () => {
    const owner = await registerOwner();
    const businessStep = { workflowId: randomUUID(), step: 'a-step', businessId: owner.user.id };
    const requests: [string, unknown][] = [
      [
        IdentitySubjects.copyBusinessStep,
        { workflowId: randomUUID(), step: 'a-step', sourceBusinessId: owner.user.id },
      ],
      [IdentitySubjects.deactivateBusinessStep, businessStep],
      [IdentitySubjects.removeBusinessStep, businessStep],
    ];

    for (const [subject, message] of requests) {
      for (const principal of [owner.principal, admin, superAdmin]) {
        expect(await failureOf(call(subject, message, principal))).toMatchObject({ name: 'NotAllowedError' });
      }
      expect(await failureOf(call(subject, message))).toMatchObject({ name: 'AuthenticationError' });
    }
    await expect(ownerList(owner)).resolves.toEqual([
      { id: owner.user.id, businessName: owner.user.businessName, isActive: true },
    ]);
  });
});

describe('identity: administrators read and change businesses', () => {
  it('when an administrator lists businesses, then every business comes with its login’s e-mail, newest first', async () => {
    const older = await registerOwner();
    const newer = await registerOwner();
    await adminSetStatus(newer.user.id, false);

    const list = await adminList(superAdmin);

    const created = list.map((business) => Date.parse(business.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const ids = list.map((business) => business.id);
    expect(ids.indexOf(newer.user.id)).toBeLessThan(ids.indexOf(older.user.id));
    expect(list.find((business) => business.id === newer.user.id)).toMatchObject({
      loginId: newer.principal.loginId,
      email: newer.registration.email,
      isActive: false,
    });
  });

  it('when an administrator asks for one business, then it comes; an unknown or malformed id is not found', async () => {
    const owner = await registerOwner();

    await expect(adminGet(owner.user.id)).resolves.toEqual({
      id: owner.user.id,
      loginId: owner.principal.loginId,
      businessName: owner.user.businessName,
      businessType: owner.user.businessType,
      businessSlug: owner.user.businessSlug,
      contactName: owner.user.contactName,
      email: owner.registration.email,
      phoneNumber: owner.user.phoneNumber,
      businessAddress: owner.user.businessAddress,
      postcode: owner.user.postcode,
      website: owner.user.website,
      bookingUrl: null,
      openingHours: null,
      subscriptionTier: 'basic',
      isActive: true,
      createdAt: owner.user.createdAt,
    });
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      expect(await failureOf(adminGet(id))).toEqual(NOT_FOUND);
      expect(await failureOf(adminUpdate(id, detailsOf(await adminGet(owner.user.id))))).toEqual(NOT_FOUND);
      expect(await failureOf(adminSetStatus(id, false))).toEqual(NOT_FOUND);
    }
  });

  it('when an administrator updates a business, then its details and plan change, the slug stays, the owner sees it and businessUpdated is published', async () => {
    const owner = await registerOwner();
    const before = await adminGet(owner.user.id);

    const updated = await adminUpdate(owner.user.id, {
      ...detailsOf(before),
      businessName: 'Renamed By Admin',
      businessType: 'Retail Store',
      contactName: 'Sam Admin',
      phoneNumber: '020 7946 0000',
      businessAddress: '1 New Road, London',
      postcode: 'E1 6AN',
      website: '',
      subscriptionTier: 'professional',
    });

    expect(updated).toEqual({
      ...before,
      businessName: 'Renamed By Admin',
      businessType: 'Retail Store',
      contactName: 'Sam Admin',
      phoneNumber: '020 7946 0000',
      businessAddress: '1 New Road, London',
      postcode: 'E1 6AN',
      website: null,
      subscriptionTier: 'professional',
    });
    await expect(me(owner)).resolves.toMatchObject({
      businessName: 'Renamed By Admin',
      businessSlug: owner.user.businessSlug,
      subscriptionTier: 'professional',
    });
    const event = await eventWhere<BusinessUpdatedData>(
      IdentityEvents.businessUpdated,
      (data) => data.businessId === owner.user.id,
      'the businessUpdated of the admin edit',
    );
    expect(event?.data).toMatchObject({
      loginId: owner.principal.loginId,
      businessName: 'Renamed By Admin',
      businessSlug: owner.user.businessSlug,
      businessType: 'Retail Store',
      subscriptionTier: 'professional',
      isActive: true,
    });
  });

  it('when an administrator saves a business unchanged, then nothing is published', async () => {
    const owner = await registerOwner();
    const details = detailsOf(await adminGet(owner.user.id));

    await adminUpdate(owner.user.id, details);
    await adminSetStatus(owner.user.id, true);
    // The marker: a real change after the unchanged ones; once it is heard, they would have been too.
    await adminUpdate(owner.user.id, { ...details, subscriptionTier: 'enterprise' });
    await eventWhere<BusinessUpdatedData>(
      IdentityEvents.businessUpdated,
      (data) => data.businessId === owner.user.id && data.subscriptionTier === 'enterprise',
      'the marker',
    );

    expect(updatesOf(owner.user.id).map((event) => event.data.subscriptionTier)).toEqual(['enterprise']);
  });

  it('when an administrator sends invalid details or status, then the fields are named and nothing changes', async () => {
    const owner = await registerOwner();
    const details = detailsOf(await adminGet(owner.user.id));

    expect(
      await failureOf(adminUpdate(owner.user.id, { ...details, businessName: '', subscriptionTier: 'gold' })),
    ).toMatchObject({
      name: 'InputError',
      fields: {
        businessName: 'Business name is required',
        subscriptionTier: 'Subscription must be basic, professional or enterprise',
      },
    });
    expect(await failureOf(adminSetStatus(owner.user.id, 'no'))).toMatchObject({ name: 'InputError' });
    expect(await failureOf(adminSetStatus(owner.user.id, false, admin, 'r'.repeat(501)))).toMatchObject({
      name: 'InputError',
      fields: { reason: 'Reason must be at most 500 characters' },
    });
    expect(await storedStatusOf(owner.user.id)).toEqual({ isActive: true, statusReason: null });
    expect(await statusMailsOf(owner.user.id)).toEqual([]);
    await expect(adminGet(owner.user.id)).resolves.toMatchObject({ ...details, website: owner.user.website });
  });

  it('when an administrator lowers the plan below the business’s active campaigns, then it is refused', async () => {
    const owner = await registerOwner();
    const details = detailsOf(await adminGet(owner.user.id));
    await adminUpdate(owner.user.id, { ...details, subscriptionTier: 'professional' });
    const em = runtime.orm.em.fork();
    for (let i = 0; i < 2; i += 1) {
      em.create(KnownCampaign, {
        campaignId: randomUUID(),
        businessId: owner.user.id,
        isActive: true,
        updatedAt: new Date(),
      });
    }
    await em.flush();

    expect(
      await failureOf(adminUpdate(owner.user.id, { ...details, subscriptionTier: 'basic' })),
    ).toMatchObject({
      name: 'ConflictError',
      message: expect.stringContaining('The Basic plan allows 1 active campaign'),
    });
    await expect(adminGet(owner.user.id)).resolves.toMatchObject({ subscriptionTier: 'professional' });
  });

  it('when an administrator deactivates a business, then its public card goes, its owner still signs in and is told, and reactivation brings it back', async () => {
    const owner = await registerOwner();

    await expect(adminSetStatus(owner.user.id, false)).resolves.toMatchObject({ isActive: false });

    await eventWhere<BusinessUpdatedData>(
      IdentityEvents.businessUpdated,
      (data) => data.businessId === owner.user.id && !data.isActive,
      'the businessUpdated of the deactivation',
    );
    expect(await failureOf(publicBusiness(owner.user.businessSlug))).toEqual(NOT_FOUND);
    await expect(resolve(owner.session.token)).resolves.toEqual(owner.principal);
    await expect(me(owner)).resolves.toMatchObject({ id: owner.user.id, isActive: false });
    const signedIn = await signIn(owner.registration.email, owner.registration.password);
    expect(signedIn.user).toMatchObject({ id: owner.user.id, isActive: false });
    await expect(me(owner, await resolve(signedIn.session.token))).resolves.toMatchObject({
      isActive: false,
    });

    await expect(adminSetStatus(owner.user.id, true, superAdmin)).resolves.toMatchObject({ isActive: true });
    await expect(publicBusiness(owner.user.businessSlug)).resolves.toMatchObject({ id: owner.user.id });
    await expect(me(owner)).resolves.toMatchObject({ isActive: true });
  });

  it('when an administrator disables a business with a reason and enables it again, then the reason is stored and the owner gets one e-mail per change, with the reason, a contact and the platform’s address', async () => {
    const owner = await registerOwner();
    const reason = 'Unpaid invoices since March.';

    await adminSetStatus(owner.user.id, false, admin, `  ${reason}  `);
    await adminSetStatus(owner.user.id, false, admin, 'Said again');

    expect(await storedStatusOf(owner.user.id)).toEqual({ isActive: false, statusReason: reason });
    const [disabled, ...others] = await statusMailsOf(owner.user.id);
    expect(others).toEqual([]);
    expect(disabled).toMatchObject({
      to: owner.registration.email,
      subject: `${owner.user.businessName} has been disabled`,
      cause: expect.stringMatching(new RegExp(`^business-status:${owner.user.id}:disabled:`)),
    });
    expect(disabled?.unsubscribeUrl).toBeUndefined();
    expect(disabled?.text).toContain(`The reason given: ${reason}`);
    expect(disabled?.text).toContain(
      `reply to this e-mail or write to ${runtime.config.platformContactEmail}`,
    );
    expect(disabled?.text).toContain(runtime.config.platformPostalAddress);

    await adminSetStatus(owner.user.id, true, admin, '');

    expect(await storedStatusOf(owner.user.id)).toEqual({ isActive: true, statusReason: null });
    const mails = await statusMailsOf(owner.user.id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${owner.user.businessName} has been disabled`,
      `${owner.user.businessName} is active again`,
    ]);
    expect(mails[1]?.text).not.toContain('The reason given');
    expect(mails[1]?.text).toContain(runtime.config.platformPostalAddress);

    await adminSetStatus(owner.user.id, false, admin);
    const causes = (await statusMailsOf(owner.user.id)).map((mail) => mail.cause);
    expect(causes).toHaveLength(3);
    expect(new Set(causes).size).toBe(3);
  });
});

describe('identity: workflow step copy-business', () => {
  it('when a business is copied, then a business of the same login with its details, place, time zone and plan, "(copy 2)" and a slug of its own is registered', async () => {
    const owner = await registerOwner({ businessName: `Copy Source ${randomUUID().slice(0, 8)}` });
    await adminUpdate(owner.user.id, {
      ...detailsOf(await adminGet(owner.user.id)),
      subscriptionTier: 'professional',
    });
    const openingHours: OpeningHours = WEEKDAYS.map((day) =>
      day === 'sunday'
        ? { day, closed: true, opens: null, closes: null }
        : { day, closed: false, opens: '09:00', closes: '17:30' },
    );
    const bookingUrl = 'https://book.example/copy-source';
    await runtime.orm.em
      .fork()
      .nativeUpdate(Business, { id: owner.user.id }, { bookingUrl, openingHours, timeZone: 'Europe/Dublin' });

    const { business } = await copyStep(owner.user.id);

    expect(business).toEqual({
      businessId: expect.any(String),
      loginId: owner.principal.loginId,
      businessName: `${owner.user.businessName} (copy 2)`,
      businessSlug: `${owner.user.businessSlug}-copy-2`,
      businessType: owner.user.businessType,
      isActive: true,
      subscriptionTier: 'professional',
      postalAddress: expect.stringContaining(owner.user.businessAddress),
      place: {
        businessAddress: owner.user.businessAddress,
        postcode: owner.user.postcode,
        bookingUrl,
        openingHours,
      },
      createdAt: expect.any(String),
    });
    expect((await runtime.orm.em.fork().findOneOrFail(Business, business.businessId)).timeZone).toBe(
      'Europe/Dublin',
    );
    await expect(adminGet(business.businessId)).resolves.toMatchObject({
      contactName: owner.user.contactName,
      phoneNumber: owner.user.phoneNumber,
      businessAddress: owner.user.businessAddress,
      postcode: owner.user.postcode,
      website: owner.user.website,
      email: owner.registration.email,
    });
    const event = await eventWhere<BusinessRegisteredData>(
      IdentityEvents.businessRegistered,
      (data) => data.businessId === business.businessId,
      'the businessRegistered of the copy',
    );
    expect(event?.data).toEqual(business);
    expect((await ownerList(owner)).map((summary) => summary.id)).toEqual([
      owner.user.id,
      business.businessId,
    ]);

    const again = await copyStep(owner.user.id);
    expect(again.business.businessSlug).toBe(`${owner.user.businessSlug}-copy-3`);
    expect(again.business.businessName).toBe(`${owner.user.businessName} (copy 3)`);
    const ofACopy = await copyStep(business.businessId);
    expect(ofACopy.business.businessName).toBe(`${owner.user.businessName} (copy 4)`);
  });

  it('when the administrator named the copy, then it takes that name (trimmed) and a slug of its own', async () => {
    const owner = await registerOwner();

    const { business } = await copyStep(owner.user.id, randomUUID(), 'copy-business', '  Harbour Branch ');

    expect(business.businessName).toBe('Harbour Branch');
    expect(business.businessSlug).not.toBe(owner.user.businessSlug);
    expect(
      await failureOf(copyStep(owner.user.id, randomUUID(), 'copy-business', 'n'.repeat(121))),
    ).toMatchObject({ name: 'InputError', fields: { businessName: 'Business name is too long' } });
  });

  it('when the same copy step comes again, even twice at once, then it answers the first copy and makes no other', async () => {
    const owner = await registerOwner();
    const workflowId = randomUUID();

    const first = await copyStep(owner.user.id, workflowId);
    const repeats = await Promise.all([
      copyStep(owner.user.id, workflowId),
      copyStep(owner.user.id, workflowId),
    ]);

    expect(repeats).toEqual([first, first]);
    expect(await businessesOfLogin(owner.principal.loginId)).toBe(2);

    const racing = randomUUID();
    const [one, two] = await Promise.all([copyStep(owner.user.id, racing), copyStep(owner.user.id, racing)]);
    expect(two).toEqual(one);
    expect(await businessesOfLogin(owner.principal.loginId)).toBe(3);
    // The marker: a change published after anything the repeats could have published.
    await adminSetStatus(owner.user.id, false);
    await eventWhere<BusinessUpdatedData>(
      IdentityEvents.businessUpdated,
      (data) => data.businessId === owner.user.id,
      'the marker',
    );
    // The businessRegistered of the registration and of each of the two copies, no more.
    expect(registrationsOf(owner.principal.loginId)).toHaveLength(3);
  });

  it('when the source’s name is as long as a name may be, then the copy’s name is cut to fit with "(copy 2)"', async () => {
    const name = `Long ${'n'.repeat(104)} tail ${randomUUID().slice(0, 5)}`;
    expect(name).toHaveLength(120);
    const owner = await registerOwner({ businessName: name });

    const { business } = await copyStep(owner.user.id);

    expect(business.businessName).toHaveLength(120);
    expect(business.businessName).toBe(`${name.slice(0, 111)} (copy 2)`);
  });

  it('when the source is unknown, the message invalid or the step key taken by another step, then it is refused', async () => {
    expect(await failureOf(copyStep(UNKNOWN_ID))).toEqual(NOT_FOUND);
    expect(
      await failureOf(
        step(IdentitySubjects.copyBusinessStep, { workflowId: 'w', sourceBusinessId: UNKNOWN_ID }),
      ),
    ).toMatchObject({
      name: 'InputError',
      fields: { workflowId: 'workflowId must be a UUID', step: 'step is required' },
    });
    const owner = await registerOwner();
    const workflowId = randomUUID();
    await deactivateStep(owner.user.id, workflowId, 'shared-name');
    expect(await failureOf(copyStep(owner.user.id, workflowId, 'shared-name'))).toMatchObject({
      name: 'ConflictError',
    });
    expect(await businessesOfLogin(owner.principal.loginId)).toBe(1);
  });
});

describe('identity: workflow step deactivate-business', () => {
  it('when a business is deactivated by the step, then businessUpdated says so and a repeat answers alike without a second event', async () => {
    const owner = await registerOwner();
    const workflowId = randomUUID();

    await expect(deactivateStep(owner.user.id, workflowId)).resolves.toEqual({
      businessId: owner.user.id,
      changed: true,
    });
    await expect(deactivateStep(owner.user.id, workflowId)).resolves.toEqual({
      businessId: owner.user.id,
      changed: true,
    });
    await expect(deactivateStep(owner.user.id)).resolves.toEqual({
      businessId: owner.user.id,
      changed: false,
    });

    await expect(adminGet(owner.user.id)).resolves.toMatchObject({ isActive: false });
    expect(await failureOf(publicBusiness(owner.user.businessSlug))).toEqual(NOT_FOUND);
    // The marker: reactivation, published after anything the repeats could have published.
    await adminSetStatus(owner.user.id, true);
    await eventWhere<BusinessUpdatedData>(
      IdentityEvents.businessUpdated,
      (data) => data.businessId === owner.user.id && data.isActive,
      'the marker',
    );
    expect(updatesOf(owner.user.id).map((event) => event.data.isActive)).toEqual([false, true]);
  });

  it('when the business is gone already, then the step succeeds', async () => {
    await expect(deactivateStep(UNKNOWN_ID)).resolves.toEqual({ businessId: UNKNOWN_ID, changed: false });
  });
});

describe('identity: workflow step remove-business', () => {
  it('when a business of a login with another is removed, then its sessions move to the oldest remaining one and both events are published', async () => {
    const owner = await registerOwner();
    const second = (await copyStep(owner.user.id)).business;
    const third = (await copyStep(owner.user.id)).business;
    await call(IdentitySubjects.selectBusiness, { params: { userId: third.businessId } }, owner.principal);
    const phone = await signIn(owner.registration.email, owner.registration.password);
    const phoneOwner = await resolve(phone.session.token);
    await call(IdentitySubjects.selectBusiness, { params: { userId: second.businessId } }, phoneOwner);
    const em = runtime.orm.em.fork();
    em.create(KnownCampaign, {
      campaignId: randomUUID(),
      businessId: third.businessId,
      isActive: true,
      updatedAt: new Date(),
    });
    await em.flush();
    const workflowId = randomUUID();

    const answer = await removeStep(third.businessId, workflowId);

    const removed = { businessId: third.businessId, loginId: owner.principal.loginId, loginDeleted: false };
    expect(answer).toEqual({ removed });
    await expect(removeStep(third.businessId, workflowId)).resolves.toEqual({ removed });
    await expect(resolve(owner.session.token)).resolves.toEqual({
      ...owner.principal,
      businessId: owner.user.id,
    });
    await expect(resolve(phone.session.token)).resolves.toEqual({
      ...phoneOwner,
      businessId: second.businessId,
    });
    await expect(ownerList(owner)).resolves.toEqual([
      { id: owner.user.id, businessName: owner.user.businessName, isActive: true },
      { id: second.businessId, businessName: second.businessName, isActive: true },
    ]);
    expect(await failureOf(adminGet(third.businessId))).toEqual(NOT_FOUND);
    expect(await runtime.orm.em.fork().count(KnownCampaign, { businessId: third.businessId })).toBe(0);
    const deleted = await eventWhere<BusinessDeletedData>(
      IdentityEvents.businessDeleted,
      (data) => data.businessId === third.businessId,
      'businessDeleted',
    );
    expect(deleted?.data).toEqual(removed);
    await eventWhere<LoginChangedData>(
      IdentityEvents.loginChanged,
      (data) => data.loginId === owner.principal.loginId && data.change === 'business-deleted',
      'loginChanged',
    );
  });

  it('when the login’s last business is removed, then the login, its sessions and its reset links go, and a repeat answers the first result', async () => {
    const owner = await registerOwner();
    await call(IdentitySubjects.requestPasswordReset, { body: { email: owner.registration.email } });
    await eventually(
      async () =>
        (await runtime.orm.em.fork().count(PasswordResetToken, { accountId: owner.principal.loginId })) > 0 ||
        undefined,
      10_000,
      'the reset link',
    );
    const workflowId = randomUUID();

    const answer = await removeStep(owner.user.id, workflowId);

    const removed = { businessId: owner.user.id, loginId: owner.principal.loginId, loginDeleted: true };
    expect(answer).toEqual({ removed });
    await expect(removeStep(owner.user.id, workflowId)).resolves.toEqual({ removed });
    await expect(removeStep(owner.user.id)).resolves.toEqual({ removed: null });
    expect(await failureOf(resolve(owner.session.token))).toMatchObject({ name: 'AuthenticationError' });
    expect(await failureOf(signIn(owner.registration.email, owner.registration.password))).toMatchObject({
      name: 'AuthenticationError',
      message: 'Invalid credentials',
    });
    const em = runtime.orm.em.fork();
    expect(await em.count(Login, { id: owner.principal.loginId })).toBe(0);
    expect(await em.count(PasswordResetToken, { accountId: owner.principal.loginId })).toBe(0);
    // The e-mail is free again: the same person may register anew (and its event is the marker).
    const again = await registerOwner({ email: owner.registration.email });
    expect(again.user.email).toBe(owner.registration.email);
    await eventually(() => registrationsOf(again.principal.loginId)[0], 10_000, 'the marker');
    expect(deletionsOf(owner.user.id).map((event) => event.data)).toEqual([removed]);
    expect(loginChangesOf(owner.principal.loginId).map((event) => event.data.change)).toEqual([
      'business-deleted',
    ]);
  });

  it('when the business never existed, then the step succeeds with nothing removed', async () => {
    await expect(removeStep(UNKNOWN_ID)).resolves.toEqual({ removed: null });
  });
});
