import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type { PlanUsageDto } from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { registerOwnerKnownToCampaigns, useStack, type RegisteredOwner } from '../support/api.ts';
import { buildRefereeSignUp, buildReferrerSignUp, joinWhenKnown, openCampaign } from './referral-support.ts';

const { spec } = pactum;

beforeAll(() => useStack());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const usagePath = (userId: string) => `/api/analytics/business/${userId}/usage`;

const usage = (userId: string, owner?: RegisteredOwner) => {
  const request = spec().get(usagePath(userId));
  return owner ? request.withHeaders('Cookie', owner.cookie) : request;
};

/** The owner's usage once it shows `count` referrals this month (the statistics follow the referral events). */
async function usageWith(owner: RegisteredOwner, count: number): Promise<PlanUsageDto> {
  let last: PlanUsageDto | undefined;
  await eventually(
    async () => {
      last = (await usage(owner.userId, owner).expectStatus(200).toss()).body as PlanUsageDto;
      return last.referralsThisMonth === count;
    },
    15_000,
    `${count} referrals this month`,
  ).catch(() => undefined);
  return last!;
}

describe('GET /api/analytics/business/{userId}/usage', () => {
  it('when friends sign up through a referrer of the business, then its referrals this month count against the Basic 100', async () => {
    const { owner, campaign } = await openCampaign();
    const month = new Date().toISOString().slice(0, 7);
    await usage(owner.userId, owner).expectStatus(200).expectJson({
      month,
      referralsThisMonth: 0,
      monthlyReferralLimit: 100,
      nearLimit: false,
      overLimit: false,
    });

    const referrer = await joinWhenKnown(buildReferrerSignUp(campaign.id));
    for (let n = 0; n < 2; n += 1) {
      await spec()
        .post('/api/referees')
        .withJson(buildRefereeSignUp(campaign.id, referrer.referralCode))
        .expectStatus(201);
    }

    expect(await usageWith(owner, 2)).toEqual({
      month,
      referralsThisMonth: 2,
      monthlyReferralLimit: 100,
      nearLimit: false,
      overLimit: false,
    });
  });

  it('when another owner, nobody or an unknown business asks, then 404 and 401', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const other = await registerOwnerKnownToCampaigns();

    for (const userId of [owner.userId, UNKNOWN_ID, 'not-an-id']) {
      await usage(userId, other).expectStatus(404).expectJson({ message: 'Business not found' });
    }
    await usage(owner.userId).expectStatus(401);
    await usage(owner.userId, owner).expectStatus(200).expectJsonLike({ referralsThisMonth: 0 });
  });
});
