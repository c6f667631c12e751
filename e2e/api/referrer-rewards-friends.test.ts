import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { eventually } from '@referrals/service-kit/testing';
import type {
  CampaignReferrerDto,
  ReferrerAuthDto,
  ReferrerFriendsDto,
  ReferrerRegisteredDto,
  ReferrerRewardsDto,
} from '@referrals/contracts';
import { sessionCookie, useStack } from '../support/api.ts';
import {
  buildRefereeSignUp,
  buildReferrerSignUp,
  joinVerified,
  openCampaign,
  verifiedReferee,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * My rewards, My friends and the preferences of Account Settings: a referrer sees their own reward vouchers and
 * the friends they referred (first name and state only), never another referrer's; signed out, nothing.
 */

const { spec } = pactum;

const PASSWORD = 'correct horse';

let open: OpenCampaign;
let second: OpenCampaign;
let ria: ReferrerRegisteredDto;
let riaElsewhere: ReferrerRegisteredDto;
let ben: ReferrerRegisteredDto;
let riaCookie: string;
let benCookie: string;

async function signIn(email: string): Promise<string> {
  const response = await spec()
    .post('/api/referrers/auth')
    .withJson({ email, password: PASSWORD })
    .expectStatus(200)
    .toss();
  return sessionCookie(response.headers, 'rsid');
}

async function read<T>(path: string, cookie: string): Promise<T> {
  return (await spec().get(path).withHeaders('Cookie', cookie).expectStatus(200).toss()).body as T;
}

async function redeem(code: string, owner: OpenCampaign['owner']): Promise<void> {
  await spec()
    .post(`/api/vouchers/code/${code}/redeem`)
    .withHeaders('Cookie', owner.cookie)
    .expectStatus(200);
}

beforeAll(async () => {
  useStack();
  open = await openCampaign(undefined, {
    constantRewardEnabled: false,
    milestones: [
      {
        referralCount: 2,
        rewardName: 'Free coffee',
        rewardType: 'product',
        rewardValue: 'Coffee',
        description: 'Coffee',
      },
      {
        referralCount: 5,
        rewardName: 'Free cut',
        rewardType: 'service',
        rewardValue: 'Haircut',
        description: 'Cut',
      },
    ],
  });
  second = await openCampaign();
  const riaForm = buildReferrerSignUp(open.campaign.id, { firstName: 'Ria', lastName: 'Sharma' });
  ria = await joinVerified(riaForm);
  // The same person joins a second business's campaign with the same login.
  riaElsewhere = await joinVerified({ ...riaForm, campaignId: second.campaign.id });
  ben = await joinVerified(buildReferrerSignUp(open.campaign.id, { firstName: 'Ben', lastName: 'Okafor' }));
  riaCookie = await signIn(riaForm.email);
  benCookie = await signIn(ben.email);
}, 120_000);

describe('signed out', () => {
  it.each([
    ['GET', '/api/referrers/me/rewards'],
    ['GET', '/api/referrers/me/friends'],
    ['PATCH', '/api/referrers/me/preferences'],
  ])(
    'when %s %s is called without a referrer session or with an owner session, then 401',
    async (method, path) => {
      const body = { postcode: 'BS1 4DJ', marketingConsent: [] };
      const call = () => (method === 'GET' ? spec().get(path) : spec().patch(path).withJson(body));
      await call().expectStatus(401);
      await call().withHeaders('Cookie', open.owner.cookie).expectStatus(401);
    },
  );
});

describe('My friends', () => {
  it('when friends sign up, confirm and come in, then each shows with their first name, state and month only', async () => {
    const pending = buildRefereeSignUp(open.campaign.id, ria.referralCode, {
      firstName: 'Pia',
      lastName: 'Pending',
    });
    await spec().post('/api/referees').withJson(pending).expectStatus(201);
    await verifiedReferee(open.campaign.id, ria.referralCode, { firstName: 'Cora', lastName: 'Confirmed' });
    const visitor = await verifiedReferee(open.campaign.id, ria.referralCode, {
      firstName: 'Vic',
      lastName: 'Visitor',
    });
    await redeem(visitor.voucher.code, open.owner);

    const answer = await read<ReferrerFriendsDto>('/api/referrers/me/friends', riaCookie);

    const month = new Date().toISOString().slice(0, 7);
    expect(answer.campaigns.map((campaign) => campaign.referrerId).sort()).toEqual(
      [ria.id, riaElsewhere.id].sort(),
    );
    const here = answer.campaigns.find((campaign) => campaign.referrerId === ria.id)!;
    expect(here).toMatchObject({ campaignId: open.campaign.id, campaignName: open.campaign.name });
    expect(here.friends).toEqual([
      { firstName: 'Vic', state: 'came-in', month },
      { firstName: 'Cora', state: 'confirmed', month },
      { firstName: 'Pia', state: 'signed-up', month },
    ]);
    const text = JSON.stringify(answer);
    for (const detail of [
      'Pending',
      'Confirmed',
      'Visitor',
      pending.email,
      visitor.email,
      pending.phoneNumber,
    ]) {
      expect(text).not.toContain(detail);
    }
    expect(answer.campaigns.find((campaign) => campaign.referrerId === riaElsewhere.id)!.friends).toEqual([]);
  });

  it("when another referrer of the campaign reads their friends, then Ria's never show", async () => {
    const answer = await read<ReferrerFriendsDto>('/api/referrers/me/friends', benCookie);
    expect(answer.campaigns).toEqual([expect.objectContaining({ referrerId: ben.id, friends: [] })]);
  });
});

describe('My rewards', () => {
  it('when no reward is earned yet, then none shows, with how each campaign rewards referrers', async () => {
    const answer = await read<ReferrerRewardsDto>('/api/referrers/me/rewards', benCookie);
    expect(answer.rewards).toEqual([]);
    expect(answer.campaigns).toEqual([
      expect.objectContaining({
        referrerId: ben.id,
        campaignName: open.campaign.name,
        everyReferral: null,
        milestones: [
          { referralCount: 2, reward: 'Free coffee (Coffee)' },
          { referralCount: 5, reward: 'Free cut (Haircut)' },
        ],
      }),
    ]);
  });

  it('when redemptions earn a reward, then it shows valid with its code, expiry, business and campaign, and redeemed once used', async () => {
    // Vic came in already; a second friend's redemption reaches the first milestone.
    const friend = await verifiedReferee(open.campaign.id, ria.referralCode, { firstName: 'Sam' });
    await redeem(friend.voucher.code, open.owner);

    const earned = await eventually(async () => {
      const answer = await read<ReferrerRewardsDto>('/api/referrers/me/rewards', riaCookie);
      return answer.rewards.length === 1 ? answer.rewards[0] : undefined;
    }, 15_000);
    expect(earned).toMatchObject({
      rewardName: 'Free coffee (Coffee)',
      state: 'valid',
      redeemedAt: null,
      earnedFor: 2,
      referrerId: ria.id,
      campaignId: open.campaign.id,
      campaignName: open.campaign.name,
    });
    expect(earned.businessName).not.toBe('');
    expect(Date.parse(earned.expiresAt)).toBeGreaterThan(Date.now());
    const page = await spec().get(`/api/vouchers/code/${earned.code}`).expectStatus(200).toss();
    expect(page.body).toMatchObject({ code: earned.code, businessName: earned.businessName });

    await redeem(earned.code, open.owner);
    const after = await read<ReferrerRewardsDto>('/api/referrers/me/rewards', riaCookie);
    expect(after.rewards).toEqual([
      expect.objectContaining({ code: earned.code, state: 'redeemed', redeemedAt: expect.any(String) }),
    ]);
  });

  it("when another referrer reads their rewards, then Ria's reward is not among them", async () => {
    const ria = await read<ReferrerRewardsDto>('/api/referrers/me/rewards', riaCookie);
    const answer = await read<ReferrerRewardsDto>('/api/referrers/me/rewards', benCookie);
    expect(ria.rewards).toHaveLength(1);
    expect(JSON.stringify(answer)).not.toContain(ria.rewards[0].code);
  });
});

describe('preferences', () => {
  async function me(cookie: string): Promise<ReferrerAuthDto> {
    return read<ReferrerAuthDto>('/api/referrers/me', cookie);
  }

  async function ownersList(campaign: OpenCampaign): Promise<CampaignReferrerDto[]> {
    return read<CampaignReferrerDto[]>(
      `/api/referrers/campaign/${campaign.campaign.id}`,
      campaign.owner.cookie,
    );
  }

  it('when the referrer withdraws one business’s marketing consent and changes the postcode, then both are kept', async () => {
    const before = await me(riaCookie);
    const consentOf = (auth: ReferrerAuthDto, id: string) =>
      auth.campaigns.find((campaign) => campaign.referrerId === id)?.marketingConsent;
    const given = consentOf(before, ria.id);

    const response = await spec()
      .patch('/api/referrers/me/preferences')
      .withHeaders('Cookie', riaCookie)
      .withJson({
        postcode: ' BA1 1AA ',
        marketingConsent: [
          { referrerId: ria.id, consent: !given },
          { referrerId: riaElsewhere.id, consent: true },
        ],
      })
      .expectStatus(200)
      .toss();

    const answer = response.body as ReferrerAuthDto;
    expect(answer.referrer.postcode).toBe('BA1 1AA');
    expect(consentOf(answer, ria.id)).toBe(!given);
    expect(consentOf(answer, riaElsewhere.id)).toBe(true);
    expect(consentOf(await me(riaCookie), ria.id)).toBe(!given);
    // The owners' lists show the new postcode (their read model follows the referral service's event).
    await eventually(async () => {
      const listed = (await ownersList(second)).find((referrer) => referrer.id === riaElsewhere.id);
      return listed?.postcode === 'BA1 1AA';
    }, 15_000);
    await spec()
      .patch('/api/referrers/me/preferences')
      .withHeaders('Cookie', riaCookie)
      .withJson({ postcode: 'BA1 1AA', marketingConsent: [{ referrerId: ria.id, consent: given }] })
      .expectStatus(200);
    expect(consentOf(await me(riaCookie), ria.id)).toBe(given);
  });

  it('when the referrer turns one campaign’s e-mails about friends off and on, then only that membership changes, and a save without the choice keeps it', async () => {
    const friendMailsOf = (auth: ReferrerAuthDto, id: string) =>
      auth.campaigns.find((campaign) => campaign.referrerId === id)?.friendMails;
    const save = (body: object) =>
      spec()
        .patch('/api/referrers/me/preferences')
        .withHeaders('Cookie', riaCookie)
        .withJson({ postcode: 'BA1 1AA', ...body })
        .expectStatus(200)
        .toss();
    expect(friendMailsOf(await me(riaCookie), ria.id)).toBe(true);

    await save({ friendMails: [{ referrerId: ria.id, on: false }] });
    const off = await me(riaCookie);
    expect(friendMailsOf(off, ria.id)).toBe(false);
    expect(friendMailsOf(off, riaElsewhere.id)).toBe(true);

    // A client that does not send the choice (an older portal) leaves it as it is.
    await save({ marketingConsent: [] });
    expect(friendMailsOf(await me(riaCookie), ria.id)).toBe(false);

    await save({ friendMails: [{ referrerId: ria.id, on: true }] });
    expect(friendMailsOf(await me(riaCookie), ria.id)).toBe(true);
  });

  it('when a referrer turns off the e-mails about friends of another referrer’s membership, then 404 and nothing changes', async () => {
    const riaBefore = await me(riaCookie);
    await spec()
      .patch('/api/referrers/me/preferences')
      .withHeaders('Cookie', benCookie)
      .withJson({ postcode: 'ZZ1 1ZZ', friendMails: [{ referrerId: ria.id, on: false }] })
      .expectStatus(404);
    expect(await me(riaCookie)).toEqual(riaBefore);
  });

  it.each([
    ['an empty postcode', { postcode: '  ' }, { postcode: 'Postcode is required' }],
    ['a postcode too long', { postcode: 'X'.repeat(21) }, { postcode: 'Postcode is too long' }],
  ])(
    'when the referrer saves %s, then 400 with the sign-up message and nothing changes',
    async (_, change, errors) => {
      const before = await me(riaCookie);
      await spec()
        .patch('/api/referrers/me/preferences')
        .withHeaders('Cookie', riaCookie)
        .withJson({ marketingConsent: [{ referrerId: ria.id, consent: true }], ...change })
        .expectStatus(400)
        .expectJsonLike({ errors });
      expect(await me(riaCookie)).toEqual(before);
    },
  );

  it("when a referrer names another referrer's membership, then 404 and nothing of either changes", async () => {
    const riaBefore = await me(riaCookie);
    const benBefore = await me(benCookie);
    await spec()
      .patch('/api/referrers/me/preferences')
      .withHeaders('Cookie', benCookie)
      .withJson({
        postcode: 'ZZ1 1ZZ',
        marketingConsent: [
          { referrerId: ben.id, consent: !benBefore.campaigns[0].marketingConsent },
          { referrerId: ria.id, consent: !riaBefore.campaigns[0].marketingConsent },
        ],
      })
      .expectStatus(404);
    expect(await me(riaCookie)).toEqual(riaBefore);
    expect(await me(benCookie)).toEqual(benBefore);
  });
});
