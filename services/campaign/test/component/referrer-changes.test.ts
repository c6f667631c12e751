import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignSubjects,
  ReferralEvents,
  type CampaignReferrerDto,
  type CampaignStatsDto,
  type DomainEvent,
  type ExportPage,
  type OwnerPrincipal,
  type RefereeRegisteredData,
  type ReferrerErasedData,
  type ReferrerRegisteredData,
  type ReferrerUpdatedData,
} from '@referrals/contracts';
import { buildReferee, type ReferrerRef } from '@referrals/testing';
import { eventually, startServiceUnderTest, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { campaignService } from '../../src/start.ts';
import {
  addCampaignAs,
  callAs,
  ownerOf,
  publishEventAs,
  publishKnownBusiness,
  registerReferrerOf,
} from '../support.ts';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest(campaignService, 'campaign-referrer-changes');
});

afterAll(async () => {
  await service.stop();
});

interface OwnedCampaign {
  owner: OwnerPrincipal;
  businessId: string;
  campaignId: string;
}

async function ownedCampaign(): Promise<OwnedCampaign> {
  const loginId = randomUUID();
  const business = await publishKnownBusiness(service, loginId, { subscriptionTier: 'enterprise' });
  const owner = ownerOf(loginId, business.businessId);
  const campaign = await addCampaignAs(service, owner, business.businessId);
  return { owner, businessId: business.businessId, campaignId: campaign.id };
}

const referrersOf = (owner: OwnerPrincipal, campaignId: string, search?: string) =>
  callAs<CampaignReferrerDto[]>(service, owner, CampaignSubjects.listReferrers, {
    params: { id: campaignId },
    query: search ? { search } : {},
  });

const exportOf = (owner: OwnerPrincipal, businessId: string) =>
  callAs<ExportPage<CampaignReferrerDto>>(service, owner, CampaignSubjects.exportReferrers, {
    params: { userId: businessId },
    query: {},
  });

const analyticsOf = (owner: OwnerPrincipal, campaignId: string) =>
  callAs<CampaignStatsDto>(service, owner, CampaignSubjects.analytics, { params: { id: campaignId } });

/** Publishes an event as the referral service's relay would, at `occurredAt`; answers it (to redeliver it). */
async function publishAt<T>(type: string, data: T, occurredAt: Date = new Date()): Promise<DomainEvent<T>> {
  const event = { id: randomUUID(), type, occurredAt: occurredAt.toISOString(), data };
  await service.bus.publishEvent(event);
  return event;
}

const changeOf = (
  referrer: ReferrerRef,
  overrides: Partial<ReferrerUpdatedData> = {},
): ReferrerUpdatedData => ({
  referrerId: referrer.referrerId,
  campaignId: referrer.campaignId,
  firstName: 'Samantha',
  lastName: 'Taylor-Jones',
  email: 'samantha@example.com',
  phoneNumber: '07700 900456',
  referralCode: 'SAM-CUTS',
  ...overrides,
});

const erasureOf = (referrer: ReferrerRef): ReferrerErasedData => ({
  referrerId: referrer.referrerId,
  campaignId: referrer.campaignId,
  erasedAt: new Date().toISOString(),
});

const refer = (referrer: ReferrerRef) =>
  publishEventAs<RefereeRegisteredData>(service, ReferralEvents.refereeRegistered, buildReferee(referrer));

/** What `read` answers once `done` holds for it, or its last answer after the wait (for the failure's diff). */
async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let last = await read();
  await eventually(
    async () => {
      last = await read();
      return done(last);
    },
    10_000,
    'the referrer read model',
  ).catch(() => undefined);
  return last;
}

const only = (id: string) => (list: CampaignReferrerDto[]) => list.find((referrer) => referrer.id === id);

describe('campaign: referrers changed or erased (referral events)', () => {
  it('when a referrer changes their details and code (delivered twice), then the list, search and export show the change', async () => {
    const { owner, businessId, campaignId } = await ownedCampaign();
    const referrer = await registerReferrerOf(service, campaignId);
    const change = changeOf(referrer, { referralCode: `SAM-${randomUUID().slice(0, 8).toUpperCase()}` });

    const event = await publishAt(ReferralEvents.referrerUpdated, change);
    await service.bus.publishEvent(event);

    const expected = {
      firstName: change.firstName,
      lastName: change.lastName,
      email: change.email,
      phoneNumber: change.phoneNumber,
      referralCode: change.referralCode,
    };
    const listed = await settled(
      async () => only(referrer.referrerId)(await referrersOf(owner, campaignId)),
      (row) => row?.referralCode === change.referralCode,
    );
    expect(listed).toMatchObject({
      ...expected,
      postcode: referrer.postcode,
      testimonial: referrer.testimonial,
    });
    expect((await referrersOf(owner, campaignId, change.referralCode)).map(({ id }) => id)).toEqual([
      referrer.referrerId,
    ]);
    expect(only(referrer.referrerId)((await exportOf(owner, businessId)).items)).toMatchObject(expected);
  });

  it('when an older change arrives after a newer one, or a change before the registration, then the newest details stay', async () => {
    const { owner, campaignId } = await ownedCampaign();
    const referrer = await registerReferrerOf(service, campaignId);
    const now = Date.now();
    await publishAt(
      ReferralEvents.referrerUpdated,
      changeOf(referrer, { firstName: 'Newer' }),
      new Date(now),
    );
    await publishAt(
      ReferralEvents.referrerUpdated,
      changeOf(referrer, { firstName: 'Older' }),
      new Date(now - 60_000),
    );
    const early = { referrerId: randomUUID(), campaignId };
    await publishAt(
      ReferralEvents.referrerUpdated,
      changeOf(early, { firstName: 'Changed', referralCode: 'EARLY' }),
    );
    await registerReferrerOf(service, campaignId, { ...early, firstName: 'Registered' });
    const marker = await registerReferrerOf(service, campaignId);

    const list = await settled(
      () => referrersOf(owner, campaignId),
      (rows) => rows.some(({ id }) => id === marker.referrerId),
    );
    expect(only(referrer.referrerId)(list)?.firstName).toBe('Newer');
    expect(only(early.referrerId)(list)).toMatchObject({ firstName: 'Changed', referralCode: 'EARLY' });
  });

  it('when a referrer erases their account (delivered twice), then they stay listed and counted as "Deleted referrer" without details, and no later change revives them', async () => {
    const { owner, businessId, campaignId } = await ownedCampaign();
    const referrer = await registerReferrerOf(service, campaignId);
    await refer(referrer);
    await refer(referrer);
    const other = await registerReferrerOf(service, campaignId);
    await refer(other);
    const before = await settled(
      () => analyticsOf(owner, campaignId),
      (stats) => stats.totalReferrals === 3,
    );

    const erasure = await publishAt(ReferralEvents.referrerErased, erasureOf(referrer));
    await service.bus.publishEvent(erasure);
    await publishAt(ReferralEvents.referrerUpdated, changeOf(referrer, { firstName: 'Revived' }));
    const marker = await registerReferrerOf(service, campaignId);

    const list = await settled(
      () => referrersOf(owner, campaignId),
      (rows) => rows.some(({ id }) => id === marker.referrerId),
    );
    const erased = {
      firstName: 'Deleted',
      lastName: 'referrer',
      email: '',
      phoneNumber: '',
      postcode: '',
      customerDuration: null,
      testimonial: null,
      heardAboutBusiness: null,
      referralCode: '',
      totalReferrals: 2,
      deleted: true,
    };
    expect(list.map(({ id }) => id)).toEqual([referrer.referrerId, other.referrerId, marker.referrerId]);
    expect(list[0]).toMatchObject(erased);
    expect(only(referrer.referrerId)((await exportOf(owner, businessId)).items)).toMatchObject(erased);
    expect(await referrersOf(owner, campaignId, referrer.lastName)).toEqual([]);
    // The erased referrer still counts; only the marker, who joined since, is new.
    expect(await analyticsOf(owner, campaignId)).toEqual({
      ...before,
      newReferrersThisMonth: before.newReferrersThisMonth + 1,
    });
  });

  it('when the erasure arrives before the registration, then the referrer is listed without their details or answers', async () => {
    const { owner, campaignId } = await ownedCampaign();
    const early: ReferrerRef = { referrerId: randomUUID(), campaignId };
    await publishAt(ReferralEvents.referrerErased, erasureOf(early));
    const registered: ReferrerRegisteredData = await registerReferrerOf(service, campaignId, early);

    const row = await settled(
      async () => only(early.referrerId)(await referrersOf(owner, campaignId)),
      (found) => found !== undefined,
    );
    expect(registered.customerDuration).not.toBeNull();
    expect(row).toMatchObject({
      firstName: 'Deleted',
      lastName: 'referrer',
      email: '',
      phoneNumber: '',
      customerDuration: null,
      testimonial: null,
      deleted: true,
    });
  });
});
