import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignSubjects,
  ReferralEvents,
  type CampaignDto,
  type CampaignReferrerDto,
  type CampaignStatsDto,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { buildCampaign, buildReferee, buildReferrer } from '@referrals/testing';
import {
  callAs,
  ownerOf,
  publishKnownBusiness,
  startCampaignReplicas,
  type CampaignReplicas,
  type CampaignUnderTest,
} from '../support.ts';

let deployment: CampaignReplicas;
let service: CampaignUnderTest;

// Two replicas of the service on one database, consuming the same durable: on PostgreSQL + NATS they count
// referral events at the same time on separate connections.
beforeAll(async () => {
  deployment = await startCampaignReplicas('campaign-statistics-replicas');
  ({ service } = deployment);
});

afterAll(() => deployment.stop());

const REFERRALS = 100;

describe('campaign: the statistics read model with two replicas', () => {
  it('when two replicas count many referrals and the registration at once, then none is lost and none counted twice', async () => {
    const loginId = randomUUID();
    const business = await publishKnownBusiness(service, loginId, { subscriptionTier: 'enterprise' });
    const owner = ownerOf(loginId, business.businessId);
    const campaign = await callAs<CampaignDto>(service, owner, CampaignSubjects.create, {
      body: buildCampaign(business.businessId),
    });
    const referrer = buildReferrer(campaign.id);
    const publish = (type: string, data: unknown) =>
      service.bus.publishEvent({ id: randomUUID(), type, occurredAt: new Date().toISOString(), data });

    // The registration races the referrals: the referrer is one active referrer whichever replica counts first.
    await Promise.all([
      ...Array.from({ length: REFERRALS / 2 }, () =>
        publish(ReferralEvents.refereeRegistered, buildReferee(referrer)),
      ),
      publish(ReferralEvents.referrerRegistered, referrer),
      ...Array.from({ length: REFERRALS / 2 }, () =>
        publish(ReferralEvents.refereeRegistered, buildReferee(referrer)),
      ),
    ]);

    const analytics = () =>
      callAs<CampaignStatsDto>(service, owner, CampaignSubjects.analytics, { params: { id: campaign.id } });
    await eventually(
      async () => {
        const figures = await analytics();
        return figures.totalReferrals >= REFERRALS && figures.activeReferrers >= 1;
      },
      20_000,
      'every referral and the registration counted',
    ).catch(() => undefined);
    expect(await analytics()).toMatchObject({ totalReferrals: REFERRALS, activeReferrers: 1 });
    const referrers = await callAs<CampaignReferrerDto[]>(service, owner, CampaignSubjects.listReferrers, {
      params: { id: campaign.id },
    });
    expect(referrers).toEqual([
      expect.objectContaining({ id: referrer.referrerId, totalReferrals: REFERRALS }),
    ]);
    const days = await callAs<{ points: { referrals: number }[] }>(
      service,
      owner,
      CampaignSubjects.timeseries,
      {
        params: { id: campaign.id },
        query: { period: '30d' },
      },
    );
    expect(days.points.reduce((sum, point) => sum + point.referrals, 0)).toBe(REFERRALS);
  });
});
