import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignEvents,
  IdentityEvents,
  IdentitySubjects,
  eventSubject,
  type BusinessSummary,
  type BusinessUpdatedData,
  type CampaignEventData,
  type CopyBusinessStepAnswer,
  type DomainEvent,
  type IssuedSession,
  type OwnerPrincipal,
  type OwnerUser,
  type Principal,
  type PublicBusiness,
  type RegistrationInput,
} from '@referrals/contracts';
import {
  asService,
  runWorkflow,
  type Bus,
  type ServiceRuntime,
  type WorkflowProgress,
  type WorkflowStep,
} from '@referrals/service-kit';
import { profileOf, uniqueSuffix } from '@referrals/testing';
import {
  eventually,
  failureOf,
  requestAs,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { BusinessAnnouncement } from '../../src/entities/business-announcement.ts';
import { Business } from '../../src/entities/business.ts';
import { KnownCampaign } from '../../src/entities/known-campaign.ts';
import { identityService } from '../../src/start.ts';
import { announcePendingBusinesses } from '../../src/use-cases/announce-businesses.ts';
import { registerOwnerOn, resolveSessionOn, type Owner } from '../support.ts';

let service: ServiceUnderTest;
let bus: Bus;
let runtime: ServiceRuntime;
const updatedEvents: DomainEvent<BusinessUpdatedData>[] = [];

beforeAll(async () => {
  service = await startServiceUnderTest(identityService, 'identity-accounts');
  ({ bus, runtime } = service);
  await bus.consume({
    durable: 'identity-accounts-component-test',
    filter: eventSubject('identity.>'),
    handler: async (event) => {
      if (event.type === IdentityEvents.businessUpdated) {
        updatedEvents.push(event as DomainEvent<BusinessUpdatedData>);
      }
    },
  });
});

afterAll(async () => {
  await service.stop();
});

/** A request as the gateway makes it: path parameters and body in the payload, the principal in a header. */
const call = <R>(subject: string, data: unknown, principal?: Principal) =>
  requestAs<R>(bus, subject, data, { principal });

const resolve = (token: string) => resolveSessionOn(bus, token);
const registerOwner = (overrides: Partial<RegistrationInput> = {}) => registerOwnerOn(bus, overrides);

async function signIn(email: string, password: string): Promise<OwnerPrincipal> {
  const { session } = await call<{ session: IssuedSession }>(IdentitySubjects.login, {
    body: { email, password },
  });
  return resolve(session.token);
}

/**
 * Another business of the source's login, "{name} (copy N)", made by the workflow step
 * `identity.workflow.copy-business` as the admin service's "duplicate business" sends it: bus only, as a service.
 */
const copyBusiness = (sourceBusinessId: string, workflowId: string = randomUUID(), step = 'copy-business') =>
  asService(bus, 'admin')
    .request<CopyBusinessStepAnswer>(IdentitySubjects.copyBusinessStep, {
      workflowId,
      step,
      sourceBusinessId,
    })
    .then((answer) => answer.business);

const listBusinesses = (principal: Principal, userId: string) =>
  call<BusinessSummary[]>(IdentitySubjects.listBusinesses, { params: { userId } }, principal);
const getBusiness = (principal: Principal, userId: string) =>
  call<OwnerUser>(IdentitySubjects.getBusiness, { params: { userId } }, principal);
const updateProfile = (principal: Principal, userId: string, body: unknown) =>
  call<OwnerUser>(IdentitySubjects.updateProfile, { params: { userId }, body }, principal);
const choosePlan = (principal: Principal, userId: string, body: unknown) =>
  call<OwnerUser>(IdentitySubjects.choosePlan, { params: { userId }, body }, principal);
const selectBusiness = (principal: Principal, userId: string) =>
  call<OwnerUser>(IdentitySubjects.selectBusiness, { params: { userId } }, principal);
const publicBusiness = (slug: string) =>
  call<PublicBusiness>(IdentitySubjects.publicBusiness, { params: { slug } });

const NOT_FOUND = { name: 'NotFoundError', message: 'Business not found' };

const updatesOf = (businessId: string) => updatedEvents.filter((e) => e.data.businessId === businessId);

/** Waits for the `businessUpdated` of `businessId` that satisfies `matches`. */
const updateEvent = (businessId: string, matches: (data: BusinessUpdatedData) => boolean, what: string) =>
  eventually(() => updatesOf(businessId).find((e) => matches(e.data)), 10_000, what);

/** The business's `updated_at` as stored. */
const storedUpdatedAt = async (businessId: string) =>
  (await runtime.orm.em.fork().findOneOrFail(Business, businessId)).updatedAt.toISOString();

describe('identity: several businesses under one login', () => {
  it('when a business of the login is copied, then its owner sees it with its own slug and a free trial of its own', async () => {
    const owner = await registerOwner();

    const copy = await copyBusiness(owner.user.id);
    const second = await getBusiness(owner.principal, copy.businessId);

    expect(second).toMatchObject({
      businessName: `${owner.user.businessName} (copy 2)`,
      businessSlug: copy.businessSlug,
      email: owner.registration.email,
      isActive: true,
    });
    expect(second.businessSlug).not.toBe(owner.user.businessSlug);
    expect(Date.parse(second.trialEndsAt) - Date.parse(second.createdAt)).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('when a workflow of the admin service copies a business as its first step, then the copy is in its recorded progress, or the refusal is', async () => {
    const owner = await registerOwner();
    /** The first step of "duplicate business" (ADR 0014), keyed by the workflow's id and the step's name. */
    const copyStep = (sourceBusinessId: string): WorkflowStep<{ businessId?: string }> => ({
      name: 'copy-business',
      run: async ({ workflowId, step, state }) => ({
        ...state,
        businessId: (await copyBusiness(sourceBusinessId, workflowId, step)).businessId,
      }),
    });
    const recorded: WorkflowProgress<{ businessId?: string }>[] = [];
    const record = async (progress: WorkflowProgress<{ businessId?: string }>) => {
      recorded.push(progress);
    };

    const copied = await runWorkflow([copyStep(owner.user.id)], {
      workflowId: randomUUID(),
      name: 'copy-business',
      state: {},
      record,
    });
    expect(copied).toMatchObject({ status: 'done', done: ['copy-business'] });
    const businesses = await listBusinesses(owner.principal, owner.user.id);
    expect(businesses.map((business) => business.id)).toEqual([owner.user.id, copied.state.businessId]);

    const refused = await runWorkflow([copyStep('00000000-0000-4000-8000-000000000000')], {
      workflowId: randomUUID(),
      name: 'copy-business',
      state: {},
      record,
    });
    expect(refused).toMatchObject({
      status: 'compensated',
      done: [],
      error: NOT_FOUND,
    });
    expect(recorded.at(-1)).toEqual(refused);
  });

  it('when the owner lists businesses by any of their ids, then every business of the login comes, oldest first', async () => {
    const owner = await registerOwner();
    const second = await copyBusiness(owner.user.id);
    const third = await copyBusiness(second.businessId);
    const expected = [
      { id: owner.user.id, businessName: owner.user.businessName, isActive: true },
      { id: second.businessId, businessName: `${owner.user.businessName} (copy 2)`, isActive: true },
      { id: third.businessId, businessName: `${owner.user.businessName} (copy 3)`, isActive: true },
    ];

    await expect(listBusinesses(owner.principal, owner.user.id)).resolves.toEqual(expected);
    await expect(listBusinesses(owner.principal, third.businessId)).resolves.toEqual(expected);
  });

  it('when the owner asks for a business by id, then every business of the login answers and others are not found', async () => {
    const owner = await registerOwner();
    const second = await copyBusiness(owner.user.id);
    const stranger = await registerOwner();

    await expect(getBusiness(owner.principal, owner.user.id)).resolves.toEqual(owner.user);
    await expect(getBusiness(owner.principal, second.businessId)).resolves.toMatchObject({
      id: second.businessId,
      businessName: second.businessName,
      businessSlug: second.businessSlug,
      email: owner.registration.email,
    });
    expect(await failureOf(getBusiness(owner.principal, stranger.user.id))).toEqual(NOT_FOUND);
    expect(await failureOf(getBusiness(owner.principal, '00000000-0000-4000-8000-000000000000'))).toEqual(
      NOT_FOUND,
    );
    expect(await failureOf(getBusiness(owner.principal, 'not-an-id'))).toEqual(NOT_FOUND);
    expect(await failureOf(listBusinesses(owner.principal, stranger.user.id))).toEqual(NOT_FOUND);
  });

  it('when the owner selects another business of theirs, then "me" answers it for that session only', async () => {
    const owner = await registerOwner();
    const second = await getBusiness(owner.principal, (await copyBusiness(owner.user.id)).businessId);
    const otherSession = await signIn(owner.registration.email, owner.registration.password);

    await expect(selectBusiness(owner.principal, second.id)).resolves.toEqual(second);

    const moved = await resolve(owner.session.token);
    expect(moved.businessId).toBe(second.id);
    const platformContactEmail = runtime.config.platformContactEmail;
    await expect(call(IdentitySubjects.me, {}, moved)).resolves.toEqual({
      user: second,
      platformContactEmail,
    });
    await expect(call(IdentitySubjects.me, {}, otherSession)).resolves.toEqual({
      user: owner.user,
      platformContactEmail,
    });
  });

  it("when the owner selects another login's business, then it is not found and the session stays where it was", async () => {
    const owner = await registerOwner();
    const stranger = await registerOwner();

    expect(await failureOf(selectBusiness(owner.principal, stranger.user.id))).toEqual(NOT_FOUND);

    expect((await resolve(owner.session.token)).businessId).toBe(owner.user.id);
  });
});

describe('identity: profile updates', () => {
  it('when the owner updates the profile, then the fields change and the slug stays', async () => {
    const owner = await registerOwner();
    const changes = {
      businessName: `Renamed Salon ${uniqueSuffix()}`,
      contactName: 'Sam Taylor',
      email: `renamed-${uniqueSuffix()}@example.com`,
      phoneNumber: '0117 000 1111',
      businessAddress: '1 New Road, Bath',
      postcode: 'BA1 1AA',
      website: '',
    };

    const updated = await updateProfile(owner.principal, owner.user.id, {
      ...changes,
      currentPassword: owner.registration.password,
    });

    expect(updated).toEqual({ ...owner.user, ...changes, website: null });
    await expect(getBusiness(owner.principal, owner.user.id)).resolves.toEqual(updated);
    await expect(signIn(changes.email.toUpperCase(), owner.registration.password)).resolves.toMatchObject({
      loginId: owner.principal.loginId,
    });
  });

  it('when the owner renames the business and asks for a new referral address, then the slug follows the new name', async () => {
    const owner = await registerOwner();
    const businessName = `Fresh Start Studio ${uniqueSuffix()}`;
    const updated = await updateProfile(owner.principal, owner.user.id, {
      ...profileOf(owner.registration),
      businessName,
      refreshSlug: true,
    });
    expect(updated.businessSlug).toBe(businessName.toLowerCase().replace(/ /g, '-'));
    await expect(publicBusiness(updated.businessSlug)).resolves.toMatchObject({ id: owner.user.id });
  });

  it('when the new name’s slug is taken by another business, then the renamed business gets the next free variant', async () => {
    const name = `Taken Name Cafe ${uniqueSuffix()}`;
    const first = await registerOwner({ businessName: name });
    const owner = await registerOwner();
    const updated = await updateProfile(owner.principal, owner.user.id, {
      ...profileOf(owner.registration),
      businessName: name,
      refreshSlug: true,
    });
    expect(updated.businessSlug).toBe(`${first.user.businessSlug}-2`);
  });

  it('when the e-mail changes, then every business of the login shows it (it is the login’s)', async () => {
    const owner = await registerOwner();
    const second = await copyBusiness(owner.user.id);
    const email = `shared-${uniqueSuffix()}@example.com`;

    await updateProfile(owner.principal, owner.user.id, {
      ...profileOf(owner.registration),
      email,
      currentPassword: owner.registration.password,
    });

    await expect(getBusiness(owner.principal, second.businessId)).resolves.toMatchObject({
      email,
      businessName: second.businessName,
    });
  });

  it('when the new e-mail belongs to another login in any letter case, then it is a ConflictError and nothing changes', async () => {
    const owner = await registerOwner();
    const other = await registerOwner();

    const failure = await failureOf(
      updateProfile(owner.principal, owner.user.id, {
        ...profileOf(owner.registration),
        businessName: 'Should Not Stick',
        email: ` ${other.registration.email.toUpperCase()} `,
        currentPassword: owner.registration.password,
      }),
    );

    expect(failure).toMatchObject({
      name: 'ConflictError',
      message: 'An account with this email already exists',
    });
    await expect(getBusiness(owner.principal, owner.user.id)).resolves.toEqual(owner.user);
  });

  it('when the owner changes only the letter case of their own e-mail, then it is accepted', async () => {
    const owner = await registerOwner();
    const email = owner.registration.email.toUpperCase();

    await expect(
      updateProfile(owner.principal, owner.user.id, { ...profileOf(owner.registration), email }),
    ).resolves.toMatchObject({ email });
  });

  it("when the owner updates another login's business, then it is not found and the business is unchanged", async () => {
    const owner = await registerOwner();
    const stranger = await registerOwner();

    const failure = await failureOf(
      updateProfile(owner.principal, stranger.user.id, {
        ...profileOf(stranger.registration),
        businessName: 'Taken Over',
      }),
    );

    expect(failure).toEqual(NOT_FOUND);
    await expect(getBusiness(stranger.principal, stranger.user.id)).resolves.toEqual(stranger.user);
  });

  it('when the profile is invalid, then it is an InputError with the message of each field', async () => {
    const owner = await registerOwner();

    const failure = await failureOf(
      updateProfile(owner.principal, owner.user.id, {
        ...profileOf(owner.registration),
        businessName: ' ',
        email: 'not-an-email',
        newPassword: '123',
      }),
    );

    expect(failure).toMatchObject({
      name: 'InputError',
      message: 'Business name is required',
      fields: {
        businessName: 'Business name is required',
        email: 'Valid email is required',
        newPassword: 'Password must be at least 6 characters',
        currentPassword: 'Current password is required to set a new password',
      },
    });
  });
});

describe('identity: password changes', () => {
  it('when the current password is wrong, then it is an InputError on currentPassword and nothing changes', async () => {
    const owner = await registerOwner();
    const otherSession = await signIn(owner.registration.email, owner.registration.password);

    const failure = await failureOf(
      updateProfile(owner.principal, owner.user.id, {
        ...profileOf(owner.registration),
        businessName: 'Should Not Stick',
        currentPassword: 'not-my-password',
        newPassword: 'brand-new-password',
      }),
    );

    expect(failure).toEqual({
      name: 'InputError',
      message: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    await expect(getBusiness(owner.principal, owner.user.id)).resolves.toEqual(owner.user);
    await expect(call(IdentitySubjects.me, {}, otherSession)).resolves.toBeDefined();
    await expect(resolve(owner.session.token)).resolves.toEqual(owner.principal);
  });

  it('when the password changes, then every other session of the login ends, the caller’s stays, and only the new password signs in', async () => {
    const owner = await registerOwner();
    const second = await copyBusiness(owner.user.id);
    const { session: otherSession } = await call<{ session: IssuedSession }>(IdentitySubjects.login, {
      body: { email: owner.registration.email, password: owner.registration.password },
    });
    const stranger = await registerOwner();

    await updateProfile(owner.principal, second.businessId, {
      ...profileOf(owner.registration),
      businessName: second.businessName,
      currentPassword: owner.registration.password,
      newPassword: 'brand-new-password',
    });

    await expect(resolve(owner.session.token)).resolves.toEqual(owner.principal);
    expect(await failureOf(resolve(otherSession.token))).toMatchObject({ name: 'AuthenticationError' });
    await expect(resolve(stranger.session.token)).resolves.toEqual(stranger.principal);
    await expect(signIn(owner.registration.email, 'brand-new-password')).resolves.toMatchObject({
      loginId: owner.principal.loginId,
    });
    expect(await failureOf(signIn(owner.registration.email, owner.registration.password))).toMatchObject({
      name: 'AuthenticationError',
      message: 'Invalid credentials',
    });
  });

  it('when a current password is sent without a new one, then the password stays and no session ends', async () => {
    const owner = await registerOwner();
    const otherSession = await signIn(owner.registration.email, owner.registration.password);

    await updateProfile(owner.principal, owner.user.id, {
      ...profileOf(owner.registration),
      currentPassword: 'anything-at-all',
      newPassword: '',
    });

    await expect(call(IdentitySubjects.me, {}, otherSession)).resolves.toBeDefined();
    await expect(signIn(owner.registration.email, owner.registration.password)).resolves.toMatchObject({
      loginId: owner.principal.loginId,
    });
  });
});

describe('identity: wrong current passwords are throttled per login', () => {
  const changePassword = (owner: Owner, currentPassword: string) =>
    updateProfile(owner.principal, owner.user.id, {
      ...profileOf(owner.registration),
      currentPassword,
      newPassword: 'brand-new-password',
    });

  it('when the current password has been wrong 5 times, then password changes are RateLimitedError, even with the right one', async () => {
    const owner = await registerOwner();
    const bystander = await registerOwner();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await failureOf(changePassword(owner, `wrong-password-${attempt}`))).toMatchObject({
        name: 'InputError',
        message: 'Current password is incorrect',
      });
    }

    const refused = await failureOf(changePassword(owner, owner.registration.password));

    expect(refused).toEqual({
      name: 'RateLimitedError',
      message: 'Too many attempts. Please try again in 15 minutes.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // The password stayed; signing in has its own counters, and so has every other login.
    await expect(signIn(owner.registration.email, owner.registration.password)).resolves.toMatchObject({
      loginId: owner.principal.loginId,
    });
    await expect(changePassword(bystander, bystander.registration.password)).resolves.toMatchObject({
      id: bystander.user.id,
    });
    // Profile changes that check no password go on.
    await expect(
      updateProfile(owner.principal, owner.user.id, {
        ...profileOf(owner.registration),
        contactName: 'Still Me',
      }),
    ).resolves.toMatchObject({ contactName: 'Still Me' });
  });

  it('when the right current password comes before the limit, then the count starts again', async () => {
    const owner = await registerOwner();
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await failureOf(changePassword(owner, 'wrong-password'));

    await changePassword(owner, owner.registration.password);
    const changed = { ...owner, registration: { ...owner.registration, password: 'brand-new-password' } };
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await failureOf(changePassword(changed, 'wrong-password'));

    expect(await failureOf(changePassword(changed, 'wrong-password'))).toMatchObject({ name: 'InputError' });
  });
});

describe('identity: plans', () => {
  it('when the owner chooses a plan, then the business has that tier', async () => {
    const owner = await registerOwner();

    await expect(
      choosePlan(owner.principal, owner.user.id, { subscriptionTier: 'professional' }),
    ).resolves.toEqual({ ...owner.user, subscriptionTier: 'professional' });
    await expect(getBusiness(owner.principal, owner.user.id)).resolves.toMatchObject({
      subscriptionTier: 'professional',
    });
  });

  it('when the plan is unknown, then it is an InputError; for another login it is not found', async () => {
    const owner = await registerOwner();
    const stranger = await registerOwner();

    expect(await failureOf(choosePlan(owner.principal, owner.user.id, { subscriptionTier: 'gold' }))).toEqual(
      {
        name: 'InputError',
        message: 'Choose a plan: basic, professional or enterprise',
        fields: { subscriptionTier: 'Choose a plan: basic, professional or enterprise' },
      },
    );
    expect(
      await failureOf(choosePlan(owner.principal, stranger.user.id, { subscriptionTier: 'enterprise' })),
    ).toEqual(NOT_FOUND);
    await expect(getBusiness(stranger.principal, stranger.user.id)).resolves.toMatchObject({
      subscriptionTier: 'basic',
    });
  });
});

describe('identity: a lower plan only when the active campaigns fit', () => {
  /** A campaign event as the campaign service publishes it (only what identity's read model reads). */
  const campaignEvent = (
    type: string,
    businessId: string,
    campaignId: string,
    isActive: boolean,
    occurredAt: Date,
  ): DomainEvent<Pick<CampaignEventData, 'campaignId' | 'businessId' | 'isActive'>> => ({
    id: randomUUID(),
    type,
    occurredAt: occurredAt.toISOString(),
    data: { campaignId, businessId, isActive },
  });

  /** Waits until identity's read model counts `count` active campaigns of the business. */
  const activeCampaignsReach = (businessId: string, count: number) =>
    eventually(
      async () =>
        (await runtime.orm.em.fork().count(KnownCampaign, { businessId, isActive: true })) === count,
      10_000,
      `${count} active campaigns`,
    );

  const TOO_MANY = {
    name: 'ConflictError',
    message:
      'The Basic plan allows 1 active campaign and you have 2 active campaigns. Deactivate 1 first, then change your plan.',
  };

  it('when two campaigns are active, then Basic is refused naming the numbers (however often the events come); once one is deactivated or deleted, it is taken', async () => {
    const owner = await registerOwner();
    const choose = (subscriptionTier: string) =>
      choosePlan(owner.principal, owner.user.id, { subscriptionTier });
    await choose('professional');
    const [first, second] = [randomUUID(), randomUUID()];
    const t0 = Date.now() - 60_000;
    const created = [
      campaignEvent(CampaignEvents.created, owner.user.id, first, true, new Date(t0)),
      campaignEvent(CampaignEvents.created, owner.user.id, second, true, new Date(t0 + 1_000)),
    ];
    for (const event of [...created, ...created]) await bus.publishEvent(event);
    await activeCampaignsReach(owner.user.id, 2);
    expect(await failureOf(choose('basic'))).toEqual(TOO_MANY);
    expect((await getBusiness(owner.principal, owner.user.id)).subscriptionTier).toBe('professional');
    // A higher plan, or the same one, is never refused.
    expect((await choose('enterprise')).subscriptionTier).toBe('enterprise');

    // Deactivated, then the old "created" arrives again late: the newer news stands.
    await bus.publishEvent(
      campaignEvent(CampaignEvents.statusChanged, owner.user.id, second, false, new Date(t0 + 2_000)),
    );
    await activeCampaignsReach(owner.user.id, 1);
    await bus.publishEvent(created[1]!);
    await bus.publishEvent(
      campaignEvent(CampaignEvents.updated, owner.user.id, first, true, new Date(t0 + 3_000)),
    );
    await activeCampaignsReach(owner.user.id, 1);
    expect((await choose('basic')).subscriptionTier).toBe('basic');

    // Deleted counts as not active, even when the deleted campaign was active.
    await choose('professional');
    await bus.publishEvent(
      campaignEvent(CampaignEvents.statusChanged, owner.user.id, second, true, new Date(t0 + 4_000)),
    );
    await activeCampaignsReach(owner.user.id, 2);
    expect(await failureOf(choose('basic'))).toEqual(TOO_MANY);
    await bus.publishEvent(
      campaignEvent(CampaignEvents.deleted, owner.user.id, second, true, new Date(t0 + 5_000)),
    );
    await activeCampaignsReach(owner.user.id, 1);
    expect((await choose('basic')).subscriptionTier).toBe('basic');
  });

  it("when another business's campaigns are active, then they do not count", async () => {
    const owner = await registerOwner();
    await choosePlan(owner.principal, owner.user.id, { subscriptionTier: 'professional' });
    const other = randomUUID();
    await bus.publishEvent(campaignEvent(CampaignEvents.created, other, randomUUID(), true, new Date()));
    await bus.publishEvent(campaignEvent(CampaignEvents.created, other, randomUUID(), true, new Date()));
    await activeCampaignsReach(other, 2);
    expect(
      (await choosePlan(owner.principal, owner.user.id, { subscriptionTier: 'basic' })).subscriptionTier,
    ).toBe('basic');
  });
});

describe('identity: businessUpdated for read models', () => {
  it('when the owner updates the profile, then identity publishes businessUpdated with the business as it is now', async () => {
    const owner = await registerOwner();
    const businessName = `Renamed Salon ${uniqueSuffix()}`;

    await updateProfile(owner.principal, owner.user.id, { ...profileOf(owner.registration), businessName });

    const event = await updateEvent(
      owner.user.id,
      (data) => data.businessName === businessName,
      'the update',
    );
    expect(event?.data).toEqual({
      businessId: owner.user.id,
      loginId: owner.principal.loginId,
      businessName,
      businessSlug: owner.user.businessSlug,
      businessType: owner.user.businessType,
      isActive: true,
      subscriptionTier: 'basic',
      createdAt: owner.user.createdAt,
      updatedAt: await storedUpdatedAt(owner.user.id),
      postalAddress: `${businessName}, ${owner.registration.businessAddress}, ${owner.registration.postcode}`,
      place: {
        businessAddress: owner.registration.businessAddress,
        postcode: owner.registration.postcode,
        bookingUrl: null,
        openingHours: null,
      },
    });
  });

  it('when the owner chooses another plan, then identity publishes businessUpdated with the new tier', async () => {
    const owner = await registerOwner();

    await choosePlan(owner.principal, owner.user.id, { subscriptionTier: 'enterprise' });

    const event = await updateEvent(
      owner.user.id,
      (data) => data.subscriptionTier === 'enterprise',
      'the plan change',
    );
    expect(event?.data).toMatchObject({
      businessId: owner.user.id,
      loginId: owner.principal.loginId,
      businessName: owner.user.businessName,
      businessSlug: owner.user.businessSlug,
      updatedAt: await storedUpdatedAt(owner.user.id),
    });
  });

  it('when nothing of the business changes (same form, same plan, only the e-mail or password), then nothing is published', async () => {
    const owner = await registerOwner();
    const profile = profileOf(owner.registration);

    await updateProfile(owner.principal, owner.user.id, profile);
    await choosePlan(owner.principal, owner.user.id, { subscriptionTier: 'basic' });
    await updateProfile(owner.principal, owner.user.id, {
      ...profile,
      email: `only-the-email-${uniqueSuffix()}@example.com`,
      currentPassword: owner.registration.password,
      newPassword: 'brand-new-password',
    });
    // Events are relayed in the order they were recorded: once this one is in, any earlier one would be too.
    await choosePlan(owner.principal, owner.user.id, { subscriptionTier: 'professional' });
    await updateEvent(owner.user.id, (data) => data.subscriptionTier === 'professional', 'the marker');

    expect(updatesOf(owner.user.id).map((e) => e.data.subscriptionTier)).toEqual(['professional']);
  });
});

describe('identity: public business by slug', () => {
  it('when an active business is asked for by slug, then only its public card comes, with where and when to find it', async () => {
    const owner = await registerOwner();

    await expect(publicBusiness(owner.user.businessSlug)).resolves.toEqual({
      id: owner.user.id,
      businessName: owner.user.businessName,
      businessType: owner.user.businessType,
      businessSlug: owner.user.businessSlug,
      website: owner.user.website,
      place: {
        businessAddress: owner.user.businessAddress,
        postcode: owner.user.postcode,
        bookingUrl: null,
        openingHours: null,
      },
    });
  });

  it('when the business is inactive or the slug unknown, then it is not found', async () => {
    const owner = await registerOwner();
    await runtime.orm.em.fork().nativeUpdate(Business, { id: owner.user.id }, { isActive: false });

    expect(await failureOf(publicBusiness(owner.user.businessSlug))).toEqual(NOT_FOUND);
    expect(await failureOf(publicBusiness(`no-such-business-${uniqueSuffix()}`))).toEqual(NOT_FOUND);
    expect(await failureOf(call(IdentitySubjects.publicBusiness, {}))).toEqual(NOT_FOUND);
  });
});

describe('identity: account calls need an owner', () => {
  it('when an account call comes without an owner principal, then it is an AuthenticationError', async () => {
    const owner = await registerOwner();
    const referrer: Principal = {
      kind: 'referrer',
      personId: '00000000-0000-4000-8000-000000000000',
      sessionId: '00000000-0000-4000-8000-000000000000',
    };
    const subjects = [
      IdentitySubjects.listBusinesses,
      IdentitySubjects.getBusiness,
      IdentitySubjects.updateProfile,
      IdentitySubjects.choosePlan,
      IdentitySubjects.selectBusiness,
    ];

    for (const subject of subjects) {
      const data = { params: { userId: owner.user.id }, body: profileOf(owner.registration) };
      expect(await failureOf(call(subject, data))).toMatchObject({ name: 'AuthenticationError' });
      expect(await failureOf(call(subject, data, referrer))).toMatchObject({ name: 'AuthenticationError' });
    }
  });
});

describe('identity: businesses published again at start', () => {
  it('when a migration asked for a business to be published again, then one businessUpdated with its postal address and place follows, and the next start publishes nothing', async () => {
    const owner = await registerOwner();
    await runtime.orm.em.fork().insert(BusinessAnnouncement, { businessId: owner.user.id });

    expect(await announcePendingBusinesses(runtime.orm.em.fork())).toBe(1);
    const [announced] = await eventually(
      async () => updatesOf(owner.user.id).length > 0 && updatesOf(owner.user.id),
      10_000,
      'the business published again',
    );
    expect(announced?.data).toMatchObject({
      businessId: owner.user.id,
      businessName: owner.user.businessName,
      postalAddress: expect.stringContaining(owner.user.postcode),
      place: { businessAddress: owner.user.businessAddress, postcode: owner.user.postcode },
    });
    expect(await announcePendingBusinesses(runtime.orm.em.fork())).toBe(0);
    expect(updatesOf(owner.user.id)).toHaveLength(1);
  });
});
