import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type { CampaignDto, PublicCampaignDto } from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { buildCampaign } from '@referrals/testing';
import { registerOwner, registerOwnerKnownToCampaigns, useStack } from '../support/api.ts';

const { spec } = pactum;

beforeAll(() => useStack());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const CAMPAIGN_NOT_FOUND = { message: 'Campaign not found' };
const BASIC_LIMIT = 'Your Basic plan allows 1 active campaign. Upgrade to Professional to run up to 5.';

const wizard = (userId: string, overrides: Record<string, unknown> = {}) =>
  buildCampaign(userId, {
    name: 'Spring referrals',
    description: '<p>Bring a friend</p>',
    duration: 'ongoing',
    inviteeRewardEnabled: false,
    ...overrides,
  });

interface Owner {
  cookie: string;
  userId: string;
  businessName: string;
}

/** A registered owner whose business the campaign service already knows. */
async function ownerKnownToCampaigns(): Promise<Owner> {
  const { cookie, userId, registration } = await registerOwnerKnownToCampaigns();
  return { cookie, userId, businessName: registration.businessName };
}

async function createCampaign(owner: Owner, overrides: Record<string, unknown> = {}): Promise<CampaignDto> {
  const response = await spec()
    .post('/api/campaigns')
    .withHeaders('Cookie', owner.cookie)
    .withJson(wizard(owner.userId, overrides))
    .expectStatus(201)
    .toss();
  return response.body as CampaignDto;
}

describe('POST /api/campaigns', () => {
  it('when the owner submits the wizard, then the answer is 201 with the active campaign and its defaults', async () => {
    const owner = await ownerKnownToCampaigns();
    const campaign = await createCampaign(owner, {
      description: '<p>Bring a <em>friend</em><img src=x onerror=alert(1)></p>',
      milestones: [{ referralCount: 3, rewardType: 'cash', rewardValue: '£5', description: 'Five pounds' }],
    });
    expect(campaign).toMatchObject({
      description: '<p>Bring a <em>friend</em></p>',
      userId: owner.userId,
      businessName: owner.businessName,
      name: 'Spring referrals',
      isActive: true,
      geographicRadius: '10 miles',
      targetDemo: 'All customers',
      primaryColor: '#2563eb',
      secondaryColor: '#1d4ed8',
      milestones: [{ referralCount: 3, rewardDescription: 'Five pounds', rewardType: 'cash' }],
    });
  });

  it.each([
    [{ name: '' }, 'Campaign name is required.'],
    [{ constantRewardEnabled: false }, 'Please configure at least one reward type.'],
    [{ constantRewardName: '' }, 'Constant reward name is required when enabled.'],
    [
      { constantRewardEnabled: false, inviteeRewardEnabled: true },
      'Invitee reward name is required when enabled.',
    ],
  ])('when the wizard sends %j, then the answer is 400 %j', async (overrides, message) => {
    const owner = await registerOwner();
    await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', owner.cookie)
      .withJson(wizard(owner.userId, overrides))
      .expectStatus(400)
      .expectJsonLike({ message });
  });

  it('when a basic business already runs an active campaign, then a second is 409 naming the plan', async () => {
    const owner = await ownerKnownToCampaigns();
    await createCampaign(owner);
    await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', owner.cookie)
      .withJson(wizard(owner.userId))
      .expectStatus(409)
      .expectJson({ message: BASIC_LIMIT });
  });

  it('when a basic business with its active campaign saves another inactive, then it is created inactive', async () => {
    const owner = await ownerKnownToCampaigns();
    await createCampaign(owner);
    await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', owner.cookie)
      .withJson({ ...wizard(owner.userId), isActive: false })
      .expectStatus(201)
      .expectJsonLike({ isActive: false });
  });

  it('when the wizard sends reward kinds and values, then the answer has them under both names', async () => {
    const owner = await ownerKnownToCampaigns();
    const campaign = await createCampaign(owner, {
      constantRewardName: '£7.50 off',
      constantRewardType: 'fixed',
      constantRewardValue: 7.5,
      inviteeRewardEnabled: true,
      inviteeRewardName: '20% off your first visit',
      inviteeRewardType: 'percentage',
      inviteeRewardValue: 20,
    });
    expect(campaign).toMatchObject({
      constantRewardType: 'fixed',
      constantRewardValue: 7.5,
      constantRewardMaxDiscount: null,
      inviteeRewardType: 'percentage',
      inviteeRewardValue: 20,
      inviteeRewardMaxDiscount: 50,
      referrerRewardName: '£7.50 off',
      referrerRewardValue: 7.5,
      rewardType: 'percentage',
      rewardValue: 20,
    });
    await spec()
      .get(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', owner.cookie)
      .expectStatus(200)
      .expectJsonLike({ constantRewardType: 'fixed', inviteeRewardMaxDiscount: 50 });
  });

  it.each([
    [{ constantRewardType: 'percentage' }, 'Constant reward value is required when enabled.'],
    [
      { constantRewardType: 'percentage', constantRewardValue: 150 },
      'Constant reward percentage must be a whole number from 1 to 100.',
    ],
    [{ constantRewardType: 'fixed', constantRewardValue: 0 }, 'Constant reward amount must be more than £0.'],
    [
      { constantRewardType: 'percentage', constantRewardValue: 10, constantRewardMaxDiscount: 0 },
      'Constant reward maximum discount must be more than £0.',
    ],
    [
      { constantRewardType: 'cashback' },
      'Constant reward type must be a percentage discount, a fixed amount off or a free product or service.',
    ],
  ])('when the reward is %j, then the answer is 400 %j', async (overrides, message) => {
    const owner = await registerOwner();
    await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', owner.cookie)
      .withJson(wizard(owner.userId, overrides))
      .expectStatus(400)
      .expectJsonLike({ message });
  });

  it("when owner B creates a campaign for owner A's business, then the answer is 404", async () => {
    const a = await ownerKnownToCampaigns();
    const b = await ownerKnownToCampaigns();
    await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', b.cookie)
      .withJson(wizard(a.userId))
      .expectStatus(404)
      .expectJson({ message: 'Business not found' });
  });

  it('when nobody is signed in, then the answer is 401', async () => {
    await spec().post('/api/campaigns').withJson(wizard(UNKNOWN_ID)).expectStatus(401);
  });
});

describe('GET /api/campaigns/user/{userId} and GET /api/campaigns/{id}', () => {
  it('when the owner lists and opens campaigns, then the list is newest first and the campaign is theirs', async () => {
    const owner = await ownerKnownToCampaigns();
    const first = await createCampaign(owner);
    await spec()
      .patch(`/api/campaigns/${first.id}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ isActive: false })
      .expectStatus(200);
    const second = await createCampaign(owner, { name: 'Summer referrals' });

    const list = await spec()
      .get(`/api/campaigns/user/${owner.userId}`)
      .withHeaders('Cookie', owner.cookie)
      .expectStatus(200)
      .toss();
    expect((list.body as CampaignDto[]).map((campaign) => campaign.id)).toEqual([second.id, first.id]);
    expect((list.body as CampaignDto[])[0]).toMatchObject({
      totalReferrals: 0,
      activeReferrers: 0,
      conversionRate: 0,
      totalVouchers: 0,
      redeemedVouchers: 0,
    });
    await spec()
      .get(`/api/campaigns/${second.id}`)
      .withHeaders('Cookie', owner.cookie)
      .expectStatus(200)
      .expectJsonLike({ id: second.id, name: 'Summer referrals', businessSlug: second.businessSlug });
  });

  it("when owner B asks for owner A's campaigns, then the answers are 404", async () => {
    const a = await ownerKnownToCampaigns();
    const b = await ownerKnownToCampaigns();
    const campaign = await createCampaign(a);
    await spec()
      .get(`/api/campaigns/user/${a.userId}`)
      .withHeaders('Cookie', b.cookie)
      .expectStatus(404)
      .expectJson({ message: 'Business not found' });
    for (const id of [campaign.id, UNKNOWN_ID, 'not-an-id']) {
      await spec()
        .get(`/api/campaigns/${id}`)
        .withHeaders('Cookie', b.cookie)
        .expectStatus(404)
        .expectJson(CAMPAIGN_NOT_FOUND);
    }
    await spec().get(`/api/campaigns/${campaign.id}`).expectStatus(401);
    await spec().get(`/api/campaigns/user/${a.userId}`).expectStatus(401);
  });
});

describe('PATCH /api/campaigns/{id}', () => {
  it('when the owner saves the edit form, then the answer is the edited campaign', async () => {
    const owner = await ownerKnownToCampaigns();
    const campaign = await createCampaign(owner);
    await spec()
      .patch(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({
        name: 'Renamed',
        geographicRadius: '2 miles',
        inviteeRewardEnabled: true,
        inviteeRewardName: 'Tea',
      })
      .expectStatus(200)
      .expectJsonLike({
        name: 'Renamed',
        geographicRadius: '2 miles',
        inviteeRewardName: 'Tea',
        isActive: true,
      });
  });

  it('when the edit form changes a reward, then its kind and value are saved and checked', async () => {
    const owner = await ownerKnownToCampaigns();
    const campaign = await createCampaign(owner);
    const form = { name: 'Renamed', constantRewardEnabled: true, constantRewardName: '£5 off' };
    await spec()
      .patch(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ ...form, constantRewardType: 'fixed', constantRewardValue: 5 })
      .expectStatus(200)
      .expectJsonLike({ constantRewardType: 'fixed', constantRewardValue: 5, referrerRewardValue: 5 });
    await spec()
      .patch(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ ...form, constantRewardType: 'fixed', constantRewardValue: 5.555 })
      .expectStatus(400)
      .expectJsonLike({ message: 'Constant reward amount must be in pounds and pence, e.g. 5 or 7.50.' });
  });

  it('when the edit form has no name, then the answer is 400 "Campaign name is required"', async () => {
    const owner = await ownerKnownToCampaigns();
    const campaign = await createCampaign(owner);
    await spec()
      .patch(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ name: '', description: 'x' })
      .expectStatus(400)
      .expectJsonLike({ message: 'Campaign name is required' });
  });

  it('when a basic owner re-activates a second campaign, then the answer is 409 naming the plan', async () => {
    const owner = await ownerKnownToCampaigns();
    const first = await createCampaign(owner);
    const toggle = (id: string, isActive: boolean) =>
      spec().patch(`/api/campaigns/${id}`).withHeaders('Cookie', owner.cookie).withJson({ isActive });
    await toggle(first.id, false).expectStatus(200).expectJsonLike({ isActive: false });
    await createCampaign(owner);
    await toggle(first.id, true).expectStatus(409).expectJson({ message: BASIC_LIMIT });
  });

  it('when the plan is professional, then five campaigns may run', async () => {
    const owner = await ownerKnownToCampaigns();
    await spec()
      .post(`/api/user/${owner.userId}/plan`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ subscriptionTier: 'professional' })
      .expectStatus(200);
    await createCampaign(owner);
    // The plan reaches campaign through identity's event: a second active campaign is refused (409) until then.
    await eventually(
      async () => {
        const response = await spec()
          .post('/api/campaigns')
          .withHeaders('Cookie', owner.cookie)
          .withJson(wizard(owner.userId))
          .toss();
        if (response.statusCode !== 201) expect(response.statusCode).toBe(409);
        return response.statusCode === 201;
      },
      15_000,
      'the professional plan to reach campaign',
    );
    for (let i = 2; i < 5; i += 1) await createCampaign(owner);
    await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', owner.cookie)
      .withJson(wizard(owner.userId))
      .expectStatus(409)
      .expectJsonLike({ message: /^Your Professional plan allows 5 active campaigns\./ });
  });

  it("when owner B patches owner A's campaign or the status is not a boolean, then 404 and 400", async () => {
    const a = await ownerKnownToCampaigns();
    const b = await ownerKnownToCampaigns();
    const campaign = await createCampaign(a);
    await spec()
      .patch(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', b.cookie)
      .withJson({ isActive: false })
      .expectStatus(404)
      .expectJson(CAMPAIGN_NOT_FOUND);
    await spec()
      .patch(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', a.cookie)
      .withJson({ isActive: 'maybe' })
      .expectStatus(400);
    await spec().patch(`/api/campaigns/${campaign.id}`).withJson({ isActive: false }).expectStatus(401);
  });
});

describe('reward milestones', () => {
  it('when the owner saves milestones, then they replace the previous ones', async () => {
    const owner = await ownerKnownToCampaigns();
    const campaign = await createCampaign(owner, {
      milestones: [{ referralCount: 3, rewardType: 'cash', rewardValue: '£5', description: 'Five pounds' }],
    });
    const path = `/api/reward-milestones/campaign/${campaign.id}`;
    await spec()
      .post(path)
      .withHeaders('Cookie', owner.cookie)
      .withJson({
        milestones: [
          {
            referralCount: 1,
            rewardName: 'Coffee',
            rewardType: 'product',
            rewardValue: '1',
            description: 'A coffee',
          },
        ],
      })
      .expectStatus(200);
    const response = await spec().get(path).withHeaders('Cookie', owner.cookie).expectStatus(200).toss();
    expect(response.body).toMatchObject([
      { referralCount: 1, rewardName: 'Coffee', rewardDescription: 'A coffee' },
    ]);
    expect(response.body).toHaveLength(1);
  });

  it("when milestones come out of order under SPEC's rewardDescription, then they are saved ordered by referral count and answered under both names", async () => {
    const owner = await ownerKnownToCampaigns();
    const campaign = await createCampaign(owner, {
      milestones: [
        { referralCount: 10, rewardType: 'cash', rewardValue: '£20', rewardDescription: 'Twenty pounds' },
        { referralCount: 3, rewardType: 'cash', rewardValue: '£5', description: 'Five pounds' },
      ],
    });
    expect(campaign.milestones).toMatchObject([
      { referralCount: 3, description: 'Five pounds', rewardDescription: 'Five pounds' },
      { referralCount: 10, description: 'Twenty pounds', rewardDescription: 'Twenty pounds' },
    ]);
    const path = `/api/reward-milestones/campaign/${campaign.id}`;
    await spec()
      .post(path)
      .withHeaders('Cookie', owner.cookie)
      .withJson({
        milestones: [
          { referralCount: 5, rewardType: 'product', rewardValue: '1', rewardDescription: 'A cake' },
          { referralCount: 2, rewardType: 'product', rewardValue: '1', rewardDescription: 'A coffee' },
        ],
      })
      .expectStatus(200)
      .expectJsonLike([
        { referralCount: 2, rewardDescription: 'A coffee', description: 'A coffee', position: 0 },
        { referralCount: 5, rewardDescription: 'A cake', description: 'A cake', position: 1 },
      ]);
  });

  it('when two milestones have the same referral count, then the wizard and the milestone list answer 400 saying so', async () => {
    const owner = await ownerKnownToCampaigns();
    const twice = [
      { referralCount: 3, rewardType: 'cash', rewardValue: '£5', description: 'Five pounds' },
      { referralCount: 3, rewardType: 'cash', rewardValue: '£6', rewardDescription: 'Six pounds' },
    ];
    const message =
      'Two milestones are set at 3 referrals: give each milestone a different number of referrals';
    await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', owner.cookie)
      .withJson(wizard(owner.userId, { milestones: twice }))
      .expectStatus(400)
      .expectJsonLike({ message, errors: { 'milestones[1].referralCount': message } });
    const campaign = await createCampaign(owner);
    await spec()
      .post(`/api/reward-milestones/campaign/${campaign.id}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ milestones: twice })
      .expectStatus(400)
      .expectJsonLike({ message });
  });

  it.each([
    [{ referralCount: 0 }, 'Must be at least 1 referral'],
    [{ rewardValue: '' }, 'Reward value is required'],
    [{ description: '' }, 'Description is required'],
    [{ description: undefined, rewardDescription: ' ' }, 'Description is required'],
    [{ description: undefined, rewardDescription: 'x'.repeat(2001) }, 'Description is too long'],
    [{ rewardDescription: 'Deux' }, 'Send the description once: description and rewardDescription differ'],
  ])('when a milestone has %j, then the answer is 400 %j', async (change, message) => {
    const owner = await registerOwner();
    await spec()
      .post(`/api/reward-milestones/campaign/${UNKNOWN_ID}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({
        milestones: [
          { referralCount: 2, rewardType: 'cash', rewardValue: '£2', description: 'Two', ...change },
        ],
      })
      .expectStatus(400)
      .expectJsonLike({ message });
  });

  it("when owner B reads or saves owner A's milestones, then 404", async () => {
    const a = await ownerKnownToCampaigns();
    const b = await ownerKnownToCampaigns();
    const campaign = await createCampaign(a);
    const path = `/api/reward-milestones/campaign/${campaign.id}`;
    await spec().get(path).withHeaders('Cookie', b.cookie).expectStatus(404).expectJson(CAMPAIGN_NOT_FOUND);
    await spec()
      .post(path)
      .withHeaders('Cookie', b.cookie)
      .withJson({ milestones: [] })
      .expectStatus(404)
      .expectJson(CAMPAIGN_NOT_FOUND);
    await spec().get(path).expectStatus(401);
  });
});

describe('DELETE /api/campaigns/{id} and GET /api/campaigns/slug/{slug}', () => {
  it('when the business has an active campaign, then anyone sees it by slug until it is deleted', async () => {
    const owner = await ownerKnownToCampaigns();
    const campaign = await createCampaign(owner);
    const response = await spec()
      .get(`/api/campaigns/slug/${campaign.businessSlug}`)
      .expectStatus(200)
      .toss();
    expect(response.body).toMatchObject({
      id: campaign.id,
      name: campaign.name,
      businessName: owner.businessName,
    });
    expect(response.body).not.toHaveProperty('createdAt');

    const other = await ownerKnownToCampaigns();
    await spec()
      .delete(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', other.cookie)
      .expectStatus(404)
      .expectJson(CAMPAIGN_NOT_FOUND);
    await spec().delete(`/api/campaigns/${campaign.id}`).expectStatus(401);
    await spec()
      .delete(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', owner.cookie)
      .expectStatus(200);

    await spec().get(`/api/campaigns/${campaign.id}`).withHeaders('Cookie', owner.cookie).expectStatus(404);
    await spec()
      .get(`/api/campaigns/slug/${campaign.businessSlug}`)
      .expectStatus(404)
      .expectJson(CAMPAIGN_NOT_FOUND);
    await spec().get('/api/campaigns/slug/no-such-business').expectStatus(404).expectJson(CAMPAIGN_NOT_FOUND);
  });

  it('when a business runs several campaigns, then the answer lists them and ?campaign= chooses one', async () => {
    const owner = await ownerKnownToCampaigns();
    await spec()
      .post(`/api/user/${owner.userId}/plan`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ subscriptionTier: 'enterprise' })
      .expectStatus(200);
    const first = await createCampaign(owner, {
      name: 'Cuts',
      description: '<p>Cut &amp; <em>colour</em></p>',
    });
    // The plan reaches campaign through identity's event: a second active campaign is refused until then.
    const second = await eventually(
      async () => {
        const response = await spec()
          .post('/api/campaigns')
          .withHeaders('Cookie', owner.cookie)
          .withJson(wizard(owner.userId, { name: 'Colour' }))
          .toss();
        return response.statusCode === 201 && (response.body as CampaignDto);
      },
      15_000,
      'the enterprise plan to reach campaign',
    );
    const slug = `/api/campaigns/slug/${first.businessSlug}`;

    const newest = (await spec().get(slug).expectStatus(200).toss()).body as PublicCampaignDto;
    expect(newest).toMatchObject({ id: second.id, userId: owner.userId });
    expect(newest.activeCampaigns).toEqual([
      { id: second.id, name: 'Colour', description: 'Bring a friend' },
      { id: first.id, name: 'Cuts', description: 'Cut & colour' },
    ]);

    await spec().get(slug).withQueryParams('campaign', first.id).expectStatus(200).expectJsonLike({
      id: first.id,
      name: 'Cuts',
      userId: owner.userId,
      activeCampaigns: newest.activeCampaigns,
    });
    await spec().get(slug).expectStatus(200).expectJsonLike({ id: second.id });

    await spec()
      .patch(`/api/campaigns/${first.id}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ isActive: false })
      .expectStatus(200);
    const other = await ownerKnownToCampaigns();
    const elsewhere = await createCampaign(other);
    for (const campaign of [first.id, elsewhere.id, UNKNOWN_ID, 'not-an-id']) {
      await spec()
        .get(slug)
        .withQueryParams('campaign', campaign)
        .expectStatus(404)
        .expectJson(CAMPAIGN_NOT_FOUND);
    }
    const after = (await spec().get(slug).expectStatus(200).toss()).body as PublicCampaignDto;
    expect(after.activeCampaigns).toEqual([{ id: second.id, name: 'Colour', description: 'Bring a friend' }]);
  });
});
