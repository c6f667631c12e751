import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignSubjects,
  IdentityEvents,
  ReferralEvents,
  type BusinessUpdatedData,
  type CampaignDto,
  type OwnerPrincipal,
  type PlanUsageDto,
  type Principal,
} from '@referrals/contracts';
import {
  eventually,
  failureOf,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { buildReferee, type ReferrerRef } from '@referrals/testing';
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
  service = await startServiceUnderTest(campaignService, 'campaign-plan-usage');
});

afterAll(async () => {
  await service.stop();
});

const call = <R>(principal: Principal | undefined, subject: string, data: unknown) =>
  callAs<R>(service, principal, subject, data);

const usageOf = (principal: Principal | undefined, businessId: string) =>
  call<PlanUsageDto>(principal, CampaignSubjects.planUsage, { params: { userId: businessId } });

/** `count` referrals of `referrer`, each on `at`. */
async function refer(referrer: ReferrerRef, count: number, at: Date = new Date()): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    await publishEventAs(service, ReferralEvents.refereeRegistered, buildReferee(referrer, at));
  }
}

/** The usage once it equals `expected` (the consumer counts after the events are published), or the last. */
async function settledUsage(owner: OwnerPrincipal, businessId: string, expected: PlanUsageDto) {
  let last = await usageOf(owner, businessId);
  await eventually(
    async () => {
      last = await usageOf(owner, businessId);
      return isDeepStrictEqual(last, expected);
    },
    20_000,
    'the plan usage',
  ).catch(() => undefined);
  return last;
}

const now = new Date();
const month = now.toISOString().slice(0, 7);
/** The last day of the month before this one. */
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0, 12));

describe('campaign: plan usage', () => {
  it('when the campaigns of a basic business take referrals this month, then the usage nears and passes the limit of 100', async () => {
    const loginId = randomUUID();
    const business = await publishKnownBusiness(service, loginId);
    const owner = ownerOf(loginId, business.businessId);
    expect(await usageOf(owner, business.businessId)).toEqual({
      month,
      referralsThisMonth: 0,
      monthlyReferralLimit: 100,
      nearLimit: false,
      overLimit: false,
    });

    const first = await addCampaignAs(service, owner, business.businessId);
    const firstReferrer = await registerReferrerOf(service, first.id);
    await refer(firstReferrer, 30);
    await refer(firstReferrer, 5, lastMonth);
    // Basic runs one active campaign: the first is paused, its referrals this month still count.
    await call<CampaignDto>(owner, CampaignSubjects.update, {
      params: { id: first.id },
      body: { isActive: false },
    });
    const second = await addCampaignAs(service, owner, business.businessId);
    await refer(await registerReferrerOf(service, second.id), 49);
    // Another business's referrals are not this one's.
    const otherLogin = randomUUID();
    const other = await publishKnownBusiness(service, otherLogin);
    const otherCampaign = await addCampaignAs(
      service,
      ownerOf(otherLogin, other.businessId),
      other.businessId,
    );
    await refer(await registerReferrerOf(service, otherCampaign.id), 3);

    const below = {
      month,
      referralsThisMonth: 79,
      monthlyReferralLimit: 100,
      nearLimit: false,
      overLimit: false,
    };
    expect(await settledUsage(owner, business.businessId, below)).toEqual(below);

    await refer(firstReferrer, 1);
    const near = { ...below, referralsThisMonth: 80, nearLimit: true };
    expect(await settledUsage(owner, business.businessId, near)).toEqual(near);

    await refer(firstReferrer, 20);
    const atLimit = { ...near, referralsThisMonth: 100 };
    expect(await settledUsage(owner, business.businessId, atLimit)).toEqual(atLimit);

    await refer(firstReferrer, 1);
    const over = { ...atLimit, referralsThisMonth: 101, overLimit: true };
    expect(await settledUsage(owner, business.businessId, over)).toEqual(over);
  });

  it('when the business moves to enterprise, then the usage has no limit', async () => {
    const loginId = randomUUID();
    const business = await publishKnownBusiness(service, loginId, { subscriptionTier: 'professional' });
    const owner = ownerOf(loginId, business.businessId);
    const campaign = await addCampaignAs(service, owner, business.businessId);
    await refer(await registerReferrerOf(service, campaign.id), 2);
    const professional = {
      month,
      referralsThisMonth: 2,
      monthlyReferralLimit: 500,
      nearLimit: false,
      overLimit: false,
    };
    expect(await settledUsage(owner, business.businessId, professional)).toEqual(professional);

    await publishEventAs<BusinessUpdatedData>(service, IdentityEvents.businessUpdated, {
      ...business,
      subscriptionTier: 'enterprise',
      updatedAt: new Date().toISOString(),
    });

    const enterprise = { ...professional, monthlyReferralLimit: null };
    expect(await settledUsage(owner, business.businessId, enterprise)).toEqual(enterprise);
  });

  it('when another login, nobody or a malformed id asks, then the answer is not-found or a refusal', async () => {
    const loginId = randomUUID();
    const business = await publishKnownBusiness(service, loginId);
    const stranger = ownerOf(randomUUID(), randomUUID());

    for (const userId of [business.businessId, randomUUID(), 'not-a-uuid']) {
      expect(await failureOf(usageOf(stranger, userId))).toMatchObject({
        name: 'NotFoundError',
        message: 'Business not found',
      });
    }
    expect(await failureOf(usageOf(undefined, business.businessId))).toMatchObject({
      name: 'AuthenticationError',
    });
    // Another business of the same login is the owner's too.
    const second = await publishKnownBusiness(service, loginId);
    expect(await usageOf(ownerOf(loginId, business.businessId), second.businessId)).toMatchObject({
      referralsThisMonth: 0,
    });
  });
});
