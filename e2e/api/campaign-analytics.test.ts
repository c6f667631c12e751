import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type {
  CampaignDto,
  CampaignExportRecord,
  CampaignReferrerDto,
  CampaignStatsDto,
  CampaignTimeseriesDto,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { buildCampaign } from '@referrals/testing';
import { registerOwnerKnownToCampaigns, useStack } from '../support/api.ts';
import { buildRefereeSignUp, buildReferrerSignUp, joinWhenKnown, openCampaign } from './referral-support.ts';

const { spec } = pactum;

beforeAll(() => useStack());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ZEROS: CampaignStatsDto = {
  totalReferrals: 0,
  activeReferrers: 0,
  newReferrersThisMonth: 0,
  conversionRate: 0,
  totalVouchers: 0,
  redeemedVouchers: 0,
};

interface Owner {
  cookie: string;
  userId: string;
}

interface OwnedCampaign extends Owner {
  campaign: CampaignDto;
}

/** A registered owner, once the campaign service knows their business, with one new campaign. */
async function ownerWithCampaign(): Promise<OwnedCampaign> {
  const { cookie, userId } = await registerOwnerKnownToCampaigns();
  const response = await spec()
    .post('/api/campaigns')
    .withHeaders('Cookie', cookie)
    .withJson(buildCampaign(userId, { name: 'Autumn referrals' }))
    .expectStatus(201)
    .toss();
  return { cookie, userId, campaign: response.body as CampaignDto };
}

const get = (path: string, owner?: Owner) => {
  const request = spec().get(path);
  return owner ? request.withHeaders('Cookie', owner.cookie) : request;
};

const today = () => new Date().toISOString().slice(0, 10);

describe('campaign analytics over HTTP', () => {
  it('when the owner opens a new campaign, then its analytics and the campaign itself show zeros', async () => {
    const owner = await ownerWithCampaign();

    expect(owner.campaign).toMatchObject(ZEROS);
    await get(`/api/analytics/campaign/${owner.campaign.id}`, owner).expectStatus(200).expectJson(ZEROS);
  });

  it.each([
    ['30d', 'day', 30],
    ['3m', 'week', 13],
    ['1y', 'month', 12],
  ])(
    'when the owner asks for the %s time series, then %s buckets (%i) of zeros end now',
    async (period, granularity, count) => {
      const owner = await ownerWithCampaign();

      const response = await get(
        `/api/analytics/campaign/${owner.campaign.id}/timeseries?period=${period}`,
        owner,
      )
        .expectStatus(200)
        .toss();
      const series = response.body as CampaignTimeseriesDto;
      expect(series).toMatchObject({ period, granularity });
      expect(series.points).toHaveLength(count);
      expect(series.points.at(-1)!.start <= today()).toBe(true);
      for (const point of series.points) {
        expect(point).toEqual({
          start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          referrals: 0,
          conversions: 0,
          vouchersRedeemed: 0,
        });
      }
    },
  );

  it('when no period is given, then the last 30 days answer; a period not offered is 400', async () => {
    const owner = await ownerWithCampaign();
    const path = `/api/analytics/campaign/${owner.campaign.id}/timeseries`;

    const response = await get(path, owner).expectStatus(200).toss();
    expect(response.body).toMatchObject({ period: '30d', granularity: 'day' });
    expect((response.body as CampaignTimeseriesDto).points.at(-1)!.start).toBe(today());
    await get(`${path}?period=7d`, owner)
      .expectStatus(400)
      .expectJsonLike({ message: 'Period must be 30d, 3m or 1y' });
  });

  it('when the owner exports campaigns, then each record has the statistics and no milestones', async () => {
    const owner = await ownerWithCampaign();

    const response = await get(`/api/campaigns/export/${owner.userId}`, owner).expectStatus(200).toss();
    const records = response.body as CampaignExportRecord[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: owner.campaign.id,
      name: 'Autumn referrals',
      userId: owner.userId,
      ...ZEROS,
    });
    expect(records[0]).not.toHaveProperty('milestones');
  });

  it('when the owner lists or exports referrers before anyone joined, then the lists are empty', async () => {
    const owner = await ownerWithCampaign();

    await get(`/api/referrers/campaign/${owner.campaign.id}`, owner).expectStatus(200).expectJson([]);
    await get(`/api/referrers/export/${owner.userId}`, owner).expectStatus(200).expectJson([]);
  });

  it('when a referrer joins and then a friend signs up, then the referrer is active from the referral and the lists find them', async () => {
    const { owner, campaign } = await openCampaign();
    const form = buildReferrerSignUp(campaign.id);
    const referrer = await joinWhenKnown(form);
    const listed = async () =>
      (await get(`/api/referrers/campaign/${campaign.id}`, owner).expectStatus(200).toss())
        .body as CampaignReferrerDto[];
    await eventually(async () => (await listed()).length === 1, 15_000, 'the referrer listed');
    // Joined without a referral yet: not an active referrer, but one who joined this month.
    await get(`/api/analytics/campaign/${campaign.id}`, owner)
      .expectStatus(200)
      .expectJson({ ...ZEROS, newReferrersThisMonth: 1 });

    await spec()
      .post('/api/referees')
      .withJson(buildRefereeSignUp(campaign.id, referrer.referralCode))
      .expectStatus(201);

    const expected = { ...ZEROS, totalReferrals: 1, activeReferrers: 1, newReferrersThisMonth: 1 };
    const analytics = async () =>
      (await get(`/api/analytics/campaign/${campaign.id}`, owner).expectStatus(200).toss())
        .body as CampaignStatsDto;
    await eventually(
      async () => (await analytics()).totalReferrals === 1,
      15_000,
      'the referral counted',
    ).catch(() => undefined);
    expect(await analytics()).toEqual(expected);
    const digits = form.phoneNumber.replace(/[^0-9]/g, '');
    await get(`/api/referrers/campaign/${campaign.id}?search=${digits}`, owner)
      .expectStatus(200)
      .expectJsonLike([{ id: referrer.id, phoneNumber: form.phoneNumber, totalReferrals: 1 }]);
    await get(`/api/referrers/export/${owner.userId}`, owner)
      .expectStatus(200)
      .expectJsonLike([
        { id: referrer.id, campaignName: campaign.name, email: form.email, totalReferrals: 1 },
      ]);
  });

  it("when another owner or nobody asks for a campaign's analytics, referrers or exports, then 404 and 401", async () => {
    const a = await ownerWithCampaign();
    const b = await ownerWithCampaign();
    const byCampaign = (id: string) => [
      `/api/analytics/campaign/${id}`,
      `/api/analytics/campaign/${id}/timeseries?period=3m`,
      `/api/referrers/campaign/${id}`,
    ];
    const byBusiness = [`/api/campaigns/export/${a.userId}`, `/api/referrers/export/${a.userId}`];

    for (const id of [a.campaign.id, UNKNOWN_ID, 'not-an-id']) {
      for (const path of byCampaign(id)) {
        await get(path, b).expectStatus(404).expectJson({ message: 'Campaign not found' });
      }
    }
    for (const path of byBusiness) {
      await get(path, b).expectStatus(404).expectJson({ message: 'Business not found' });
    }
    for (const path of [...byCampaign(a.campaign.id), ...byBusiness]) await get(path).expectStatus(401);
  });
});
