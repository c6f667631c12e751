import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignSubjects,
  DEFAULT_MAX_DISCOUNT,
  type CampaignDto,
  type OwnerPrincipal,
  type PublicCampaignDto,
} from '@referrals/contracts';
import { buildCampaign } from '@referrals/testing';
import { failureOf, startServiceUnderTest, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { campaignService } from '../../src/start.ts';
import { callAs, ownerOf, publishKnownBusiness } from '../support.ts';

/*
 * The kind, value and cap of the constant and invitee rewards (README "Rewards"): what the wizard and the
 * edit form accept, how they are stored, and how the answers show them.
 */

let service: ServiceUnderTest;
let owner: OwnerPrincipal;
let businessId: string;
let businessSlug: string;

beforeAll(async () => {
  service = await startServiceUnderTest(campaignService, 'campaign-reward-terms');
  const loginId = randomUUID();
  const business = await publishKnownBusiness(service, loginId, { subscriptionTier: 'enterprise' });
  owner = ownerOf(loginId, business.businessId);
  ({ businessId, businessSlug } = business);
});

afterAll(async () => {
  await service.stop();
});

/** The wizard's campaign with only the invitee reward, on, as `invitee` says. */
const withInvitee = (invitee: Record<string, unknown>) =>
  buildCampaign(businessId, {
    constantRewardEnabled: false,
    inviteeRewardEnabled: true,
    inviteeRewardName: 'Welcome reward',
    ...invitee,
  });

const create = (body: unknown) => callAs<CampaignDto>(service, owner, CampaignSubjects.create, { body });

const edit = (id: string, body: unknown) =>
  callAs<CampaignDto>(service, owner, CampaignSubjects.update, { params: { id }, body });

const refusal = async (body: unknown) => {
  const error = await failureOf(create(body));
  expect(error).toMatchObject({ name: 'InputError' });
  return error.message;
};

describe('campaign: reward kinds and values', () => {
  it('when the wizard sends each kind, then each is stored with what it needs and nothing else', async () => {
    const percentage = await create(withInvitee({ inviteeRewardType: 'percentage', inviteeRewardValue: 20 }));
    expect(percentage).toMatchObject({
      inviteeRewardType: 'percentage',
      inviteeRewardValue: 20,
      inviteeRewardMaxDiscount: DEFAULT_MAX_DISCOUNT,
    });

    const fixed = await create(
      buildCampaign(businessId, {
        constantRewardName: '£7.50 off',
        constantRewardType: 'fixed',
        constantRewardValue: 7.5,
        constantRewardMaxDiscount: 30,
        inviteeRewardEnabled: true,
        inviteeRewardName: 'A free coffee',
        inviteeRewardType: 'free',
        inviteeRewardValue: 3,
      }),
    );
    expect(fixed).toMatchObject({
      constantRewardType: 'fixed',
      constantRewardValue: 7.5,
      constantRewardMaxDiscount: null,
      inviteeRewardType: 'free',
      inviteeRewardValue: null,
      inviteeRewardMaxDiscount: null,
    });
    expect(await callAs(service, owner, CampaignSubjects.get, { params: { id: fixed.id } })).toEqual(fixed);
  });

  it('when a client sends no kind, then the reward is a free product or service with no value', async () => {
    const campaign = await create(buildCampaign(businessId));
    expect(campaign).toMatchObject({
      constantRewardEnabled: true,
      constantRewardType: 'free',
      constantRewardValue: null,
      constantRewardMaxDiscount: null,
      inviteeRewardEnabled: false,
      inviteeRewardType: 'free',
      inviteeRewardValue: null,
    });
  });

  it("when the answer is read, then SPEC's names repeat the referrer's and the invitee's reward", async () => {
    const campaign = await create(
      buildCampaign(businessId, {
        constantRewardName: '£5 off',
        constantRewardType: 'fixed',
        constantRewardValue: 5,
        inviteeRewardEnabled: true,
        inviteeRewardName: '10% off',
        inviteeRewardType: 'percentage',
        inviteeRewardValue: 10,
        inviteeRewardMaxDiscount: 25,
      }),
    );
    expect(campaign).toMatchObject({
      referrerRewardName: '£5 off',
      referrerRewardValue: 5,
      inviteeRewardValue: 10,
      rewardType: 'percentage',
      rewardValue: 10,
    });

    const shown = await callAs<PublicCampaignDto>(service, undefined, CampaignSubjects.publicBySlug, {
      params: { slug: businessSlug },
    });
    expect(shown).toMatchObject({
      id: campaign.id,
      constantRewardType: 'fixed',
      constantRewardValue: 5,
      inviteeRewardType: 'percentage',
      inviteeRewardValue: 10,
      inviteeRewardMaxDiscount: 25,
    });
  });

  it.each([
    [{ inviteeRewardType: 'percentage' }, 'Invitee reward value is required when enabled.'],
    [
      { inviteeRewardType: 'percentage', inviteeRewardValue: null },
      'Invitee reward value is required when enabled.',
    ],
    [{ inviteeRewardType: 'fixed' }, 'Invitee reward value is required when enabled.'],
    [
      { inviteeRewardType: 'percentage', inviteeRewardValue: 0 },
      'Invitee reward percentage must be a whole number from 1 to 100.',
    ],
    [
      { inviteeRewardType: 'percentage', inviteeRewardValue: 101 },
      'Invitee reward percentage must be a whole number from 1 to 100.',
    ],
    [
      { inviteeRewardType: 'percentage', inviteeRewardValue: 12.5 },
      'Invitee reward percentage must be a whole number from 1 to 100.',
    ],
    [
      { inviteeRewardType: 'percentage', inviteeRewardValue: 10, inviteeRewardMaxDiscount: null },
      'Invitee reward maximum discount is required for a percentage discount.',
    ],
    [
      { inviteeRewardType: 'percentage', inviteeRewardValue: 10, inviteeRewardMaxDiscount: 0 },
      'Invitee reward maximum discount must be more than £0.',
    ],
    [{ inviteeRewardType: 'fixed', inviteeRewardValue: 0 }, 'Invitee reward amount must be more than £0.'],
    [{ inviteeRewardType: 'fixed', inviteeRewardValue: -5 }, 'Invitee reward amount must be more than £0.'],
    [
      { inviteeRewardType: 'fixed', inviteeRewardValue: 20_000 },
      'Invitee reward amount must be at most £10,000.',
    ],
    [
      { inviteeRewardType: 'fixed', inviteeRewardValue: 7.555 },
      'Invitee reward amount must be in pounds and pence, e.g. 5 or 7.50.',
    ],
    [{ inviteeRewardType: 'fixed', inviteeRewardValue: 'five' }, 'Invitee reward value must be a number.'],
    [
      { inviteeRewardType: 'voucher' },
      'Invitee reward type must be a percentage discount, a fixed amount off or a free product or service.',
    ],
  ])('when the invitee reward is %j, then the wizard is refused with %j', async (invitee, message) => {
    expect(await refusal(withInvitee(invitee))).toBe(message);
  });

  it('when the constant reward lacks its value, then the message names the constant reward', async () => {
    expect(
      await refusal(
        buildCampaign(businessId, { constantRewardType: 'percentage', constantRewardValue: null }),
      ),
    ).toBe('Constant reward value is required when enabled.');
  });

  it('when a reward is off, then its value is neither checked nor kept', async () => {
    const campaign = await create(
      buildCampaign(businessId, {
        inviteeRewardEnabled: false,
        inviteeRewardType: 'percentage',
        inviteeRewardValue: 500,
        inviteeRewardMaxDiscount: -1,
      }),
    );
    expect(campaign).toMatchObject({
      inviteeRewardEnabled: false,
      inviteeRewardType: 'percentage',
      inviteeRewardValue: null,
      inviteeRewardMaxDiscount: null,
    });
  });

  it('when the edit form changes a reward, then it is stored, and an enabled reward needs its name and value', async () => {
    const campaign = await create(withInvitee({ inviteeRewardType: 'percentage', inviteeRewardValue: 15 }));
    const form = { name: campaign.name, inviteeRewardEnabled: true, inviteeRewardName: '£4 off' };

    expect(
      await edit(campaign.id, { ...form, inviteeRewardType: 'fixed', inviteeRewardValue: 4 }),
    ).toMatchObject({
      inviteeRewardType: 'fixed',
      inviteeRewardValue: 4,
      inviteeRewardMaxDiscount: null,
      rewardType: 'fixed',
      rewardValue: 4,
    });
    expect(await failureOf(edit(campaign.id, { ...form, inviteeRewardType: 'fixed' }))).toMatchObject({
      name: 'InputError',
      fields: { inviteeRewardValue: 'Invitee reward value is required when enabled.' },
    });
    expect(
      await failureOf(edit(campaign.id, { ...form, inviteeRewardName: ' ', inviteeRewardType: 'free' })),
    ).toMatchObject({
      name: 'InputError',
      fields: { inviteeRewardName: 'Invitee reward name is required when enabled.' },
    });

    expect(
      await edit(campaign.id, {
        ...form,
        inviteeRewardEnabled: false,
        inviteeRewardType: 'fixed',
        inviteeRewardValue: 4,
      }),
    ).toMatchObject({ inviteeRewardEnabled: false, inviteeRewardName: '£4 off', inviteeRewardValue: null });
  });
});
