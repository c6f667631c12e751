import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { randomUUID } from 'node:crypto';
import {
  CampaignEvents,
  ReferralEvents,
  eventSubject,
  type CampaignDto,
  type CampaignEventData,
  type CampaignStatsDto,
  type DomainEvent,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import {
  buildCampaign,
  buildReferee,
  buildReferrer,
  buildVoucherIssued,
  buildVoucherRedeemed,
} from '@referrals/testing';
import { registerOwnerKnownToCampaigns, type RegisteredOwner } from '../support/api.ts';
import { startInProcessStack, type InProcessStack } from '../support/in-process-stack.ts';

/*
 * The campaign events other services build their read models from (the referral service's campaigns): each
 * change made through the API is published with the campaign in full. The stack runs in this process so the
 * suite can listen on its bus.
 */

const { spec } = pactum;

let stack: InProcessStack;
const published: DomainEvent<CampaignEventData>[] = [];

beforeAll(async () => {
  stack = await startInProcessStack('campaign-events');
  await stack.bus.consume({
    durable: 'e2e-campaign-events',
    filter: eventSubject('campaign.>'),
    handler: async (event) => {
      published.push(event as DomainEvent<CampaignEventData>);
    },
  });
});

afterAll(async () => {
  await stack?.stop();
});

/** The first `count` events about the campaign, in order, once they have all arrived. */
async function eventsOf(campaignId: string, count: number): Promise<DomainEvent<CampaignEventData>[]> {
  const ours = () => published.filter((event) => event.data.campaignId === campaignId);
  return eventually(
    () => ours().length >= count && ours().slice(0, count),
    15_000,
    () => `${count} events of ${campaignId} (${ours().length} so far)`,
  );
}

const as = (owner: RegisteredOwner) => ({ Cookie: owner.cookie });

describe('campaign events', () => {
  it('when a campaign is created, edited, toggled and its milestones replaced, then each event carries it in full', async () => {
    const owner = await registerOwnerKnownToCampaigns({}, stack.url);
    const branding = {
      primaryColor: '#0f766e',
      secondaryColor: '#134e4a',
    };
    const rewards = {
      constantRewardEnabled: true,
      constantRewardName: '£5 off',
      constantRewardType: 'fixed',
      constantRewardValue: 5,
      inviteeRewardEnabled: true,
      inviteeRewardName: '20% off your first visit',
      inviteeRewardType: 'percentage',
      inviteeRewardValue: 20,
    };
    const created = await spec()
      .post(`${stack.url}/api/campaigns`)
      .withHeaders(as(owner))
      .withJson(
        buildCampaign(owner.userId, {
          ...branding,
          ...rewards,
          description: '<p>Bring a <strong>friend</strong></p>',
          milestones: [
            { referralCount: 10, rewardType: 'cash', rewardValue: '£50', description: 'Fifty pounds' },
            {
              referralCount: 3,
              rewardName: 'Trim',
              rewardType: 'service',
              rewardValue: '1',
              description: 'A trim',
            },
          ],
        }),
      )
      .expectStatus(201)
      .toss();
    const campaign = created.body as CampaignDto;
    const path = `${stack.url}/api/campaigns/${campaign.id}`;
    await spec()
      .patch(path)
      .withHeaders(as(owner))
      .withJson({
        name: 'Renamed',
        ...branding,
        ...rewards,
        inviteeRewardValue: 25,
        inviteeRewardMaxDiscount: 30,
      })
      .expectStatus(200);
    await spec().patch(path).withHeaders(as(owner)).withJson({ isActive: false }).expectStatus(200);
    await spec()
      .post(`${stack.url}/api/reward-milestones/campaign/${campaign.id}`)
      .withHeaders(as(owner))
      .withJson({
        milestones: [{ referralCount: 2, rewardType: 'product', rewardValue: '1', description: 'A coffee' }],
      })
      .expectStatus(200);

    const events = await eventsOf(campaign.id, 4);
    expect(events.map((event) => event.type)).toEqual([
      CampaignEvents.created,
      CampaignEvents.updated,
      CampaignEvents.statusChanged,
      CampaignEvents.updated,
    ]);
    const constantReward = { name: '£5 off', kind: 'fixed', value: 5, maxDiscount: null };
    expect(events[0]!.data).toEqual({
      campaignId: campaign.id,
      businessId: owner.userId,
      name: campaign.name,
      // What the referrer portal shows on the campaign's card.
      description: '<p>Bring a <strong>friend</strong></p>',
      isActive: true,
      ...branding,
      logoImage: null,
      headerImage: null,
      // A friend gives first name, e-mail and the consents only: the campaign asks nothing more.
      friendFields: [],
      inviteeReward: { name: '20% off your first visit', kind: 'percentage', value: 20, maxDiscount: 50 },
      constantReward,
      milestones: [
        {
          referralCount: 3,
          rewardName: 'Trim',
          rewardType: 'service',
          rewardValue: '1',
          description: 'A trim',
        },
        {
          referralCount: 10,
          rewardName: 'Fifty pounds',
          rewardType: 'cash',
          rewardValue: '£50',
          description: 'Fifty pounds',
        },
      ],
      updatedAt: campaign.updatedAt,
    });
    const edited = { name: 'Renamed', inviteeReward: { kind: 'percentage', value: 25, maxDiscount: 30 } };
    expect(events[1]!.data).toMatchObject({ ...edited, isActive: true, constantReward });
    expect(events[2]!.data).toMatchObject({
      ...edited,
      isActive: false,
      milestones: events[1]!.data.milestones,
    });
    expect(events[3]!.data).toMatchObject({
      ...edited,
      isActive: false,
      milestones: [
        {
          referralCount: 2,
          rewardName: 'A coffee',
          rewardType: 'product',
          rewardValue: '1',
          description: 'A coffee',
        },
      ],
    });
  });

  it('when a reward is switched off, then its event carries null for it', async () => {
    const owner = await registerOwnerKnownToCampaigns({}, stack.url);
    const created = await spec()
      .post(`${stack.url}/api/campaigns`)
      .withHeaders(as(owner))
      .withJson(buildCampaign(owner.userId))
      .expectStatus(201)
      .toss();
    const campaign = created.body as CampaignDto;

    const [event] = await eventsOf(campaign.id, 1);
    expect(event!.data).toMatchObject({
      inviteeReward: null,
      constantReward: { name: '10% off', kind: 'free', value: null, maxDiscount: null },
      milestones: [],
    });
  });
});

describe('referral events counted by the campaign statistics', () => {
  const publish = (type: string, data: unknown) =>
    stack.bus.publishEvent({ id: randomUUID(), type, occurredAt: new Date().toISOString(), data });

  it('when a welcome pass and a voucher of two referees are redeemed, then both convert and only the voucher counts as one', async () => {
    const owner = await registerOwnerKnownToCampaigns({}, stack.url);
    const created = await spec()
      .post(`${stack.url}/api/campaigns`)
      .withHeaders(as(owner))
      .withJson(buildCampaign(owner.userId))
      .expectStatus(201)
      .toss();
    const campaign = created.body as CampaignDto;
    const referrer = buildReferrer(campaign.id);
    await publish(ReferralEvents.referrerRegistered, referrer);
    await publish(ReferralEvents.refereeRegistered, buildReferee(referrer));
    await publish(ReferralEvents.refereeRegistered, buildReferee(referrer));
    const pass = { ...buildVoucherIssued(referrer, 'referee'), kind: 'pass' as const };
    await publish(ReferralEvents.voucherIssued, pass);
    await publish(ReferralEvents.voucherRedeemed, { ...buildVoucherRedeemed(pass), kind: 'pass' });
    // Without a kind, as the events before passes existed: a voucher.
    const voucher = buildVoucherIssued(referrer, 'referee');
    await publish(ReferralEvents.voucherIssued, voucher);
    await publish(ReferralEvents.voucherRedeemed, buildVoucherRedeemed(voucher));

    const analytics = async () =>
      (
        await spec()
          .get(`${stack.url}/api/analytics/campaign/${campaign.id}`)
          .withHeaders(as(owner))
          .expectStatus(200)
          .toss()
      ).body as CampaignStatsDto;
    await eventually(
      async () => {
        const figures = await analytics();
        return figures.redeemedVouchers === 1 && figures.conversionRate === 100;
      },
      15_000,
      'the redemptions counted',
    ).catch(() => undefined);
    expect(await analytics()).toEqual({
      totalReferrals: 2,
      activeReferrers: 1,
      newReferrersThisMonth: 1,
      conversionRate: 100,
      totalVouchers: 1,
      redeemedVouchers: 1,
    });
    await spec()
      .get(`${stack.url}/api/analytics/business/${owner.userId}/usage`)
      .withHeaders(as(owner))
      .expectStatus(200)
      .expectJsonLike({ referralsThisMonth: 2, monthlyReferralLimit: 100 });
  });
});
