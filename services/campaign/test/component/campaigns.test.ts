import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ACTIVE_CAMPAIGN_DESCRIPTION_MAX,
  CampaignEvents,
  CampaignSubjects,
  eventSubject,
  type BusinessRegisteredData,
  type CampaignDto,
  type CampaignEventData,
  type DomainEvent,
  type OwnerPrincipal,
  type Principal,
  type PublicCampaignDto,
  type RewardMilestoneDto,
} from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';
import { buildCampaign } from '@referrals/testing';
import {
  eventually,
  failureOf,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { campaignService } from '../../src/start.ts';
import { callAs, ownerOf, publishKnownBusiness } from '../support.ts';

let service: ServiceUnderTest;
let bus: Bus;
const campaignEvents: DomainEvent<CampaignEventData>[] = [];

beforeAll(async () => {
  service = await startServiceUnderTest(campaignService, 'campaign-campaigns');
  ({ bus } = service);
  await bus.consume({
    durable: 'campaign-campaigns-component-test',
    filter: eventSubject('campaign.>'),
    handler: async (event) => {
      campaignEvents.push(event as DomainEvent<CampaignEventData>);
    },
  });
});

afterAll(async () => {
  await service.stop();
});

const knownBusiness = (loginId: string, overrides: Partial<BusinessRegisteredData> = {}) =>
  publishKnownBusiness(service, loginId, overrides);

const call = <R>(principal: Principal | undefined, subject: string, data: unknown) =>
  callAs<R>(service, principal, subject, data);

const wizard = (userId: string, overrides: Record<string, unknown> = {}) =>
  buildCampaign(userId, { description: '<p>Bring a friend</p>', ...overrides });

const create = (principal: OwnerPrincipal, body: unknown) =>
  call<CampaignDto>(principal, CampaignSubjects.create, { body });

const NOT_FOUND = { name: 'NotFoundError', message: 'Campaign not found' };

/** The first `count` events published about the campaign, in order. */
async function eventsOf(campaignId: string, count: number): Promise<DomainEvent<CampaignEventData>[]> {
  const found = await eventually(
    () => {
      const ours = campaignEvents.filter((event) => event.data.campaignId === campaignId);
      return ours.length >= count ? ours.slice(0, count) : null;
    },
    10_000,
    'the campaign events',
  );
  return found ?? [];
}

describe('campaign: campaigns through the bus', () => {
  it('when an owner creates a campaign, then it is active with the defaults and listed newest first', async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId, { subscriptionTier: 'enterprise' });
    const owner = ownerOf(loginId, business.businessId);

    const first = await create(
      owner,
      wizard(business.businessId, {
        description: '<p onclick="x()">Bring a friend<script>alert(1)</script></p>',
      }),
    );
    const second = await create(owner, wizard(business.businessId, { duration: '3months' }));

    expect(first).toMatchObject({
      description: '<p>Bring a friend</p>',
      userId: business.businessId,
      businessName: business.businessName,
      businessSlug: business.businessSlug,
      isActive: true,
      duration: 'ongoing',
      geographicRadius: '10 miles',
      targetDemo: 'All customers',
      primaryColor: '#2563eb',
      secondaryColor: '#1d4ed8',
      constantRewardEnabled: true,
      constantRewardName: '10% off',
      inviteeRewardEnabled: false,
      milestones: [],
      totalReferrals: 0,
      activeReferrers: 0,
      newReferrersThisMonth: 0,
      conversionRate: 0,
      totalVouchers: 0,
      redeemedVouchers: 0,
    });
    const list = await call<CampaignDto[]>(owner, CampaignSubjects.listForBusiness, {
      params: { userId: business.businessId },
    });
    expect(list.map((campaign) => campaign.id)).toEqual([second.id, first.id]);
    expect(await call(owner, CampaignSubjects.get, { params: { id: first.id } })).toEqual(first);
  });

  it('when another login asks for, changes or deletes a campaign, then it is not found', async () => {
    const loginA = randomUUID();
    const loginB = randomUUID();
    const businessA = await knownBusiness(loginA);
    const businessB = await knownBusiness(loginB);
    const ownerA = ownerOf(loginA, businessA.businessId);
    const ownerB = ownerOf(loginB, businessB.businessId);
    const campaign = await create(ownerA, wizard(businessA.businessId));

    expect(await failureOf(create(ownerB, wizard(businessA.businessId)))).toMatchObject({
      name: 'NotFoundError',
      message: 'Business not found',
    });
    expect(
      await failureOf(
        call(ownerB, CampaignSubjects.listForBusiness, { params: { userId: businessA.businessId } }),
      ),
    ).toMatchObject({ name: 'NotFoundError', message: 'Business not found' });
    const id = { params: { id: campaign.id } };
    expect(await failureOf(call(ownerB, CampaignSubjects.get, id))).toMatchObject(NOT_FOUND);
    expect(
      await failureOf(call(ownerB, CampaignSubjects.update, { ...id, body: { isActive: false } })),
    ).toMatchObject(NOT_FOUND);
    expect(
      await failureOf(call(ownerB, CampaignSubjects.update, { ...id, body: { name: 'Stolen' } })),
    ).toMatchObject(NOT_FOUND);
    expect(await failureOf(call(ownerB, CampaignSubjects.delete, id))).toMatchObject(NOT_FOUND);
    expect(await failureOf(call(ownerB, CampaignSubjects.listMilestones, id))).toMatchObject(NOT_FOUND);
    expect(
      await failureOf(call(ownerB, CampaignSubjects.replaceMilestones, { ...id, body: { milestones: [] } })),
    ).toMatchObject(NOT_FOUND);
    expect(
      await failureOf(call(ownerA, CampaignSubjects.get, { params: { id: 'not-an-id' } })),
    ).toMatchObject(NOT_FOUND);
    expect(await failureOf(call(undefined, CampaignSubjects.get, id))).toMatchObject({
      name: 'AuthenticationError',
    });
    expect(await call(ownerA, CampaignSubjects.get, id)).toMatchObject({ id: campaign.id, isActive: true });
  });

  it('when an owner acts on another business of their login, then it is allowed', async () => {
    const loginId = randomUUID();
    const first = await knownBusiness(loginId);
    const second = await knownBusiness(loginId);
    const owner = ownerOf(loginId, first.businessId);

    const campaign = await create(owner, wizard(second.businessId));

    expect(campaign.userId).toBe(second.businessId);
    expect(await call(owner, CampaignSubjects.get, { params: { id: campaign.id } })).toMatchObject({
      businessName: second.businessName,
    });
  });

  it('when the wizard input is invalid, then each rule answers with its message', async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId);
    const owner = ownerOf(loginId, business.businessId);

    expect(await failureOf(create(owner, wizard(business.businessId, { name: ' ' })))).toMatchObject({
      name: 'InputError',
      fields: { name: 'Campaign name is required.' },
    });
    expect(
      await failureOf(create(owner, wizard(business.businessId, { constantRewardEnabled: false }))),
    ).toMatchObject({ name: 'InputError', message: 'Please configure at least one reward type.' });
    expect(
      await failureOf(create(owner, wizard(business.businessId, { constantRewardName: '' }))),
    ).toMatchObject({ name: 'InputError', message: 'Constant reward name is required when enabled.' });
    expect(
      await failureOf(
        create(
          owner,
          wizard(business.businessId, { constantRewardEnabled: false, inviteeRewardEnabled: true }),
        ),
      ),
    ).toMatchObject({ name: 'InputError', message: 'Invitee reward name is required when enabled.' });
  });

  it('when a basic business has an active campaign, then a second is refused until the first is inactive', async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId, { subscriptionTier: 'basic' });
    const owner = ownerOf(loginId, business.businessId);
    const first = await create(owner, wizard(business.businessId));
    const limit = {
      name: 'ConflictError',
      message: 'Your Basic plan allows 1 active campaign. Upgrade to Professional to run up to 5.',
    };

    expect(await failureOf(create(owner, wizard(business.businessId)))).toMatchObject(limit);

    await call(owner, CampaignSubjects.update, { params: { id: first.id }, body: { isActive: false } });
    const second = await create(owner, wizard(business.businessId));
    expect(
      await failureOf(
        call(owner, CampaignSubjects.update, { params: { id: first.id }, body: { isActive: true } }),
      ),
    ).toMatchObject(limit);
    // Re-activating the one active campaign is no new activation.
    expect(
      await call(owner, CampaignSubjects.update, { params: { id: second.id }, body: { isActive: true } }),
    ).toMatchObject({ isActive: true });
  });

  it('when a professional business has five active campaigns, then a sixth is refused', async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId, { subscriptionTier: 'professional' });
    const owner = ownerOf(loginId, business.businessId);
    for (let i = 0; i < 5; i += 1) await create(owner, wizard(business.businessId));

    expect(await failureOf(create(owner, wizard(business.businessId)))).toMatchObject({
      name: 'ConflictError',
      message:
        'Your Professional plan allows 5 active campaigns. Upgrade to Enterprise for unlimited campaigns, or deactivate one first.',
    });
  });

  it('when the edit form is saved, then every field it shows is set, and bad input names the field', async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId);
    const owner = ownerOf(loginId, business.businessId);
    const campaign = await create(owner, wizard(business.businessId));
    const id = { params: { id: campaign.id } };

    const edited = await call<CampaignDto>(owner, CampaignSubjects.update, {
      ...id,
      body: {
        name: 'Summer referrals',
        duration: '6 weeks',
        geographicRadius: '5 miles',
        refereeContent2Title: 'Why us',
        inviteeRewardEnabled: true,
        inviteeRewardName: 'Free coffee',
      },
    });

    expect(edited).toMatchObject({
      name: 'Summer referrals',
      duration: '6 weeks',
      geographicRadius: '5 miles',
      refereeContent2Title: 'Why us',
      constantRewardEnabled: false,
      inviteeRewardName: 'Free coffee',
      primaryColor: '#2563eb',
      isActive: true,
    });
    expect(
      await failureOf(call(owner, CampaignSubjects.update, { ...id, body: { name: '' } })),
    ).toMatchObject({
      name: 'InputError',
      fields: { name: 'Campaign name is required' },
    });
  });

  it('when milestones are saved, then they replace the previous ones, and each rule has its message', async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId);
    const owner = ownerOf(loginId, business.businessId);
    const campaign = await create(
      owner,
      wizard(business.businessId, {
        milestones: [{ referralCount: 3, rewardType: 'cash', rewardValue: '£5', description: 'Five pounds' }],
      }),
    );
    expect(campaign.milestones).toMatchObject([{ referralCount: 3, rewardDescription: 'Five pounds' }]);
    const id = { params: { id: campaign.id } };

    const saved = await call<RewardMilestoneDto[]>(owner, CampaignSubjects.replaceMilestones, {
      ...id,
      body: {
        milestones: [
          {
            referralCount: 1,
            rewardName: 'Coffee',
            rewardType: 'product',
            rewardValue: '1 coffee',
            description: 'A coffee',
          },
          {
            referralCount: 5,
            rewardType: 'discount',
            rewardValue: '20%',
            description: '20% off',
            termsAndConditions: '<p>Once</p>',
          },
        ],
      },
    });

    expect(saved).toMatchObject([
      {
        referralCount: 1,
        rewardName: 'Coffee',
        rewardType: 'product',
        rewardDescription: 'A coffee',
        position: 0,
      },
      {
        referralCount: 5,
        rewardType: 'discount',
        description: '20% off',
        termsAndConditions: '<p>Once</p>',
        position: 1,
      },
    ]);
    expect(await call(owner, CampaignSubjects.listMilestones, id)).toEqual(saved);

    const invalid = (milestone: Record<string, unknown>) =>
      failureOf(
        call(owner, CampaignSubjects.replaceMilestones, {
          ...id,
          body: {
            milestones: [
              { referralCount: 2, rewardType: 'cash', rewardValue: '£2', description: 'Two', ...milestone },
            ],
          },
        }),
      );
    expect(await invalid({ referralCount: 0 })).toMatchObject({ message: 'Must be at least 1 referral' });
    expect(await invalid({ rewardValue: '' })).toMatchObject({ message: 'Reward value is required' });
    expect(await invalid({ description: '' })).toMatchObject({ message: 'Description is required' });
    expect(await invalid({ rewardType: 'hug' })).toMatchObject({ name: 'InputError' });
    expect(await call(owner, CampaignSubjects.listMilestones, id)).toEqual(saved);

    await call(owner, CampaignSubjects.replaceMilestones, { ...id, body: { milestones: [] } });
    expect(await call(owner, CampaignSubjects.listMilestones, id)).toEqual([]);
  });

  it('when milestones are sent out of order, named the SPEC way or with a repeated count, then they are kept ordered, taken, or refused', async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId);
    const owner = ownerOf(loginId, business.businessId);
    const milestone = (referralCount: number, text: Record<string, unknown>) => ({
      referralCount,
      rewardType: 'cash',
      rewardValue: `£${referralCount}`,
      ...text,
    });
    const campaign = await create(
      owner,
      wizard(business.businessId, {
        constantRewardEnabled: false,
        inviteeRewardEnabled: true,
        inviteeRewardName: 'A coffee',
        milestones: [milestone(10, { rewardDescription: 'Ten' }), milestone(3, { description: 'Three' })],
      }),
    );
    expect(campaign.milestones).toMatchObject([
      { referralCount: 3, description: 'Three', rewardDescription: 'Three', position: 0 },
      { referralCount: 10, description: 'Ten', rewardDescription: 'Ten', position: 1 },
    ]);
    const id = { params: { id: campaign.id } };

    const saved = await call<RewardMilestoneDto[]>(owner, CampaignSubjects.replaceMilestones, {
      ...id,
      body: {
        milestones: [
          milestone(5, { rewardDescription: ' Five ' }),
          milestone(1, { description: 'One', rewardDescription: 'One' }),
        ],
      },
    });
    expect(saved).toMatchObject([
      { referralCount: 1, description: 'One', rewardDescription: 'One', position: 0 },
      { referralCount: 5, description: 'Five', rewardDescription: 'Five', position: 1 },
    ]);
    expect(await call(owner, CampaignSubjects.listMilestones, id)).toEqual(saved);

    const refusalOf = (milestones: unknown[]) =>
      failureOf(call(owner, CampaignSubjects.replaceMilestones, { ...id, body: { milestones } }));
    expect(
      await refusalOf([
        milestone(2, { description: 'Two' }),
        milestone(2, { rewardDescription: 'Also two' }),
      ]),
    ).toMatchObject({
      name: 'InputError',
      message: 'Two milestones are set at 2 referrals: give each milestone a different number of referrals',
      fields: {
        'milestones[1].referralCount':
          'Two milestones are set at 2 referrals: give each milestone a different number of referrals',
      },
    });
    expect(await refusalOf([milestone(2, { rewardDescription: '' })])).toMatchObject({
      message: 'Description is required',
    });
    expect(await refusalOf([milestone(2, { rewardDescription: 'x'.repeat(2001) })])).toMatchObject({
      message: 'Description is too long',
    });
    expect(await refusalOf([milestone(2, { description: 'Two', rewardDescription: 'Deux' })])).toMatchObject({
      message: 'Send the description once: description and rewardDescription differ',
    });
    expect(
      await failureOf(
        create(
          owner,
          wizard(business.businessId, {
            milestones: [milestone(1, { description: 'One' }), milestone(1, { description: 'Uno' })],
          }),
        ),
      ),
    ).toMatchObject({
      message: 'Two milestones are set at 1 referral: give each milestone a different number of referrals',
    });
    expect(await call(owner, CampaignSubjects.listMilestones, id)).toEqual(saved);
  });

  it('when a campaign is created, updated, toggled and deleted, then each change is published', async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId);
    const owner = ownerOf(loginId, business.businessId);
    const campaign = await create(owner, wizard(business.businessId));
    const id = { params: { id: campaign.id } };
    await call(owner, CampaignSubjects.update, { ...id, body: { name: 'Renamed' } });
    await call(owner, CampaignSubjects.update, { ...id, body: { isActive: false } });
    await call(owner, CampaignSubjects.delete, id);

    const events = await eventsOf(campaign.id, 4);
    expect(events.map((event) => [event.type, event.data.isActive])).toEqual([
      [CampaignEvents.created, true],
      [CampaignEvents.updated, true],
      [CampaignEvents.statusChanged, false],
      [CampaignEvents.deleted, false],
    ]);
    expect(events[3]!.data).toMatchObject({ businessId: business.businessId, name: 'Renamed' });
    expect(await failureOf(call(owner, CampaignSubjects.get, id))).toMatchObject(NOT_FOUND);
  });

  it('when a campaign changes, then every event carries its branding, rewards and milestones in full', async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId);
    const owner = ownerOf(loginId, business.businessId);
    const campaign = await create(
      owner,
      wizard(business.businessId, {
        primaryColor: '#0f766e',
        secondaryColor: '#134e4a',
        logoImage: '/uploads/logo.png',
        constantRewardEnabled: false,
        inviteeRewardEnabled: true,
        inviteeRewardName: '20% off your first cut',
        inviteeRewardType: 'percentage',
        inviteeRewardValue: 20,
        inviteeRewardMaxDiscount: 15,
        milestones: [
          { referralCount: 5, rewardType: 'cash', rewardValue: '£20', description: 'Twenty pounds' },
          {
            referralCount: 2,
            rewardName: 'Coffee',
            rewardType: 'product',
            rewardValue: '1',
            description: 'A coffee',
          },
        ],
      }),
    );
    const id = { params: { id: campaign.id } };
    const twoMilestones = [
      {
        referralCount: 2,
        rewardName: 'Coffee',
        rewardType: 'product',
        rewardValue: '1',
        description: 'A coffee',
      },
      {
        referralCount: 5,
        rewardName: 'Twenty pounds',
        rewardType: 'cash',
        rewardValue: '£20',
        description: 'Twenty pounds',
      },
    ];
    const inFull = {
      campaignId: campaign.id,
      businessId: business.businessId,
      primaryColor: '#0f766e',
      secondaryColor: '#134e4a',
      logoImage: '/uploads/logo.png',
      headerImage: null,
      inviteeReward: { name: '20% off your first cut', kind: 'percentage', value: 20, maxDiscount: 15 },
      constantReward: null,
      milestones: twoMilestones,
    };

    await call(owner, CampaignSubjects.update, { ...id, body: { isActive: false } });
    await call(owner, CampaignSubjects.update, {
      ...id,
      body: {
        name: campaign.name,
        primaryColor: '#0f766e',
        secondaryColor: '#134e4a',
        logoImage: '/uploads/logo.png',
        constantRewardEnabled: true,
        constantRewardName: '£5 off',
        constantRewardType: 'fixed',
        constantRewardValue: 5,
        inviteeRewardEnabled: true,
        inviteeRewardName: '20% off your first cut',
        inviteeRewardType: 'percentage',
        inviteeRewardValue: 20,
        inviteeRewardMaxDiscount: 15,
      },
    });
    await call(owner, CampaignSubjects.replaceMilestones, {
      ...id,
      body: {
        milestones: [{ referralCount: 3, rewardType: 'service', rewardValue: 'Trim', description: 'A trim' }],
      },
    });

    const [created, statusChanged, edited, milestonesReplaced] = await eventsOf(campaign.id, 4);
    expect(created).toMatchObject({ type: CampaignEvents.created, data: { ...inFull, isActive: true } });
    expect(statusChanged).toMatchObject({
      type: CampaignEvents.statusChanged,
      data: { ...inFull, isActive: false },
    });
    expect(edited).toMatchObject({
      type: CampaignEvents.updated,
      data: {
        ...inFull,
        isActive: false,
        constantReward: { name: '£5 off', kind: 'fixed', value: 5, maxDiscount: null },
      },
    });
    expect(milestonesReplaced).toMatchObject({
      type: CampaignEvents.updated,
      data: {
        constantReward: { kind: 'fixed', value: 5 },
        milestones: [
          {
            referralCount: 3,
            rewardName: 'A trim',
            rewardType: 'service',
            rewardValue: 'Trim',
            description: 'A trim',
          },
        ],
      },
    });
    expect(created!.data.milestones).toEqual(twoMilestones);
  });

  it("when anyone asks by a business's slug, then its newest active campaign answers, and nothing else does", async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId, { subscriptionTier: 'enterprise' });
    const owner = ownerOf(loginId, business.businessId);
    const bySlug = (slug: string) =>
      call<Record<string, unknown>>(undefined, CampaignSubjects.publicBySlug, { params: { slug } });

    expect(await failureOf(bySlug(business.businessSlug))).toMatchObject(NOT_FOUND);
    const older = await create(owner, wizard(business.businessId));
    const newer = await create(owner, wizard(business.businessId));

    const shown = await bySlug(business.businessSlug);
    expect(shown).toMatchObject({ id: newer.id, name: newer.name, businessName: business.businessName });
    expect(shown).not.toHaveProperty('createdAt');
    // The statistics are the owner's: the public page shows none of them.
    for (const figure of [
      'totalReferrals',
      'activeReferrers',
      'newReferrersThisMonth',
      'conversionRate',
      'totalVouchers',
      'redeemedVouchers',
    ])
      expect(shown).not.toHaveProperty(figure);

    await call(owner, CampaignSubjects.update, { params: { id: newer.id }, body: { isActive: false } });
    expect(await bySlug(business.businessSlug)).toMatchObject({ id: older.id });
    expect(await failureOf(bySlug('no-such-business'))).toMatchObject(NOT_FOUND);

    // A business an administrator disabled is paused, not missing.
    const inactive = await knownBusiness(randomUUID(), { isActive: false });
    const paused = await failureOf(bySlug(inactive.businessSlug));
    expect(paused).toMatchObject({ name: 'ConflictError' });
    expect(paused.message).toContain(`${inactive.businessName}'s referral programme is paused`);
  });

  it('when a business runs several campaigns, then each answer lists them all and ?campaign= chooses one', async () => {
    const loginId = randomUUID();
    const business = await knownBusiness(loginId, { subscriptionTier: 'enterprise' });
    const owner = ownerOf(loginId, business.businessId);
    const other = await knownBusiness(randomUUID(), { subscriptionTier: 'enterprise' });
    const bySlug = (query: Record<string, unknown> = {}) =>
      call<PublicCampaignDto>(undefined, CampaignSubjects.publicBySlug, {
        params: { slug: business.businessSlug },
        query,
      });
    const first = await create(
      owner,
      wizard(business.businessId, {
        name: 'Cuts',
        description: `<h2>Bring a friend</h2><p>Fish &amp; chips ${'and more '.repeat(40)}</p>`,
      }),
    );
    const second = await create(
      owner,
      wizard(business.businessId, { name: 'Colour', description: undefined }),
    );
    const retired = await create(owner, wizard(business.businessId, { name: 'Retired' }));
    await call(owner, CampaignSubjects.update, { params: { id: retired.id }, body: { isActive: false } });
    const elsewhere = await create(
      ownerOf(other.loginId, other.businessId),
      wizard(other.businessId, { name: 'Elsewhere' }),
    );

    const newest = await bySlug();
    expect(newest).toMatchObject({ id: second.id, userId: business.businessId });
    expect(newest.activeCampaigns).toEqual([
      { id: second.id, name: 'Colour' },
      {
        id: first.id,
        name: 'Cuts',
        description: expect.stringMatching(/^Bring a friend Fish & chips and more/),
      },
    ]);
    expect(newest.activeCampaigns[1]!.description!.length).toBeLessThanOrEqual(
      ACTIVE_CAMPAIGN_DESCRIPTION_MAX,
    );
    expect(newest.activeCampaigns[1]!.description).toMatch(/…$/);

    const chosen = await bySlug({ campaign: first.id.toUpperCase() });
    expect(chosen).toMatchObject({ id: first.id, name: 'Cuts', userId: business.businessId });
    expect(chosen.activeCampaigns).toEqual(newest.activeCampaigns);
    expect(await bySlug({ campaign: '' })).toMatchObject({ id: second.id });

    for (const campaign of [retired.id, elsewhere.id, randomUUID(), 'not-an-id'])
      expect(await failureOf(bySlug({ campaign }))).toMatchObject(NOT_FOUND);
  });
});
