import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignEvents,
  IdentityEvents,
  answersChangedSubject,
  type AnswersChangedData,
  type DomainEvent,
} from '@referrals/contracts';
import { eventually, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { KnownBusiness } from '../../src/entities/known-business.ts';
import { KnownCampaign } from '../../src/entities/known-campaign.ts';
import { buildBusiness, buildCampaignData, startReferral } from '../support.ts';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startReferral();
});

afterAll(async () => {
  await service.stop();
});

const em = () => service.runtime.orm.em.fork();
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function deliver<T>(
  type: string,
  data: T,
  occurredAt: string,
  id: string = randomUUID(),
): Promise<DomainEvent<T>> {
  const event = { id, type, occurredAt, data };
  await service.bus.publishEvent(event);
  return event;
}

describe('read models of businesses and campaigns', () => {
  it('when a campaign event arrives, then the campaign is kept with its rewards, milestones and branding', async () => {
    const campaign = buildCampaignData(randomUUID(), {
      milestones: [
        {
          referralCount: 3,
          rewardName: 'Free trim',
          rewardType: 'service',
          rewardValue: 'Trim',
          description: '',
        },
      ],
      logoImage: '/uploads/logo.png',
    });

    await deliver(CampaignEvents.created, campaign, at(0));

    const kept = await eventually(() => em().findOne(KnownCampaign, campaign.campaignId));
    expect(kept).toMatchObject({
      businessId: campaign.businessId,
      name: campaign.name,
      isActive: true,
      isDeleted: false,
      logoImage: '/uploads/logo.png',
      inviteeReward: campaign.inviteeReward,
      constantReward: campaign.constantReward,
      milestones: campaign.milestones,
    });
  });

  it('when an event from before campaign events carried branding and rewards arrives, then the defaults are kept', async () => {
    const campaignId = randomUUID();
    const old = { campaignId, businessId: randomUUID(), name: 'Old', isActive: true, updatedAt: at(0) };

    await deliver(CampaignEvents.created, old, at(0));

    expect(await eventually(() => em().findOne(KnownCampaign, campaignId))).toMatchObject({
      primaryColor: '#2563eb',
      secondaryColor: '#1d4ed8',
      inviteeReward: null,
      constantReward: null,
      milestones: [],
    });
  });

  it('when an event is redelivered, or an older one arrives late, then the newest news stays', async () => {
    const business = buildBusiness();
    const renamed = { ...business, businessName: 'Renamed', updatedAt: at(0) };
    const newest = await deliver(IdentityEvents.businessUpdated, renamed, at(0));
    await eventually(
      async () => (await em().findOne(KnownBusiness, business.businessId))?.businessName === 'Renamed',
    );

    await deliver(
      IdentityEvents.businessUpdated,
      { ...renamed, businessName: 'Replayed' },
      newest.occurredAt,
      newest.id,
    );
    await deliver(IdentityEvents.businessRegistered, business, at(-60_000));
    const marker = buildBusiness();
    await deliver(IdentityEvents.businessRegistered, marker, at(0));
    await eventually(() => em().findOne(KnownBusiness, marker.businessId));

    expect((await em().findOneOrFail(KnownBusiness, business.businessId)).businessName).toBe('Renamed');
  });

  it('when a campaign is deleted, then it stays deleted and closed whatever arrives after', async () => {
    const campaign = buildCampaignData(randomUUID());
    await deliver(CampaignEvents.created, campaign, at(-2000));
    await deliver(CampaignEvents.deleted, campaign, at(-1000));
    await eventually(async () => (await em().findOne(KnownCampaign, campaign.campaignId))?.isDeleted);

    await deliver(CampaignEvents.updated, { ...campaign, name: 'Late edit' }, at(0));
    const marker = buildCampaignData(randomUUID());
    await deliver(CampaignEvents.created, marker, at(0));
    await eventually(() => em().findOne(KnownCampaign, marker.campaignId));

    expect(await em().findOneOrFail(KnownCampaign, campaign.campaignId)).toMatchObject({
      name: campaign.name,
      isActive: false,
      isDeleted: true,
    });
  });

  it('when a business or a campaign changes, then the gateways are told, once it is stored, to drop that business’s kept answers', async () => {
    const heard: string[] = [];
    const subscription = service.bus.listen(answersChangedSubject('referral'), (data) => {
      heard.push((data as AnswersChangedData).businessId);
    });
    try {
      const business = buildBusiness();
      const campaign = buildCampaignData(business.businessId);
      await deliver(IdentityEvents.businessRegistered, business, at(0));
      await deliver(CampaignEvents.statusChanged, { ...campaign, isActive: false }, at(0));
      await eventually(async () => heard.length >= 2, 10_000, 'both announcements');
      expect(heard.slice(0, 2)).toEqual([business.businessId, business.businessId]);
    } finally {
      await subscription.drain();
    }
  });
});
