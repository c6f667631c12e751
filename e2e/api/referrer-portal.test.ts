import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { eventually } from '@referrals/service-kit/testing';
import type {
  CampaignReferrerDto,
  LeaderboardEntryDto,
  ReferrerAuthDto,
  ReferrerRegisteredDto,
  ReferrerStatsDto,
} from '@referrals/contracts';
import {
  registerOwnerKnownToCampaigns,
  sessionCookie,
  useStack,
  type RegisteredOwner,
} from '../support/api.ts';
import {
  buildReferrerSignUp,
  joinVerified,
  joinWhenKnown,
  openCampaign,
  verifiedReferee,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * The referrer portal's calls and who may make them: two referrers of one campaign, its owner, another owner,
 * a referrer of another campaign, an anonymous caller and a caller presenting an admin bearer token. A
 * referrer session opens referrer rows only; an owner session never does.
 */

const { spec } = pactum;

const PASSWORD = 'correct horse';
const ADMIN_BEARER = { Authorization: 'Bearer not-a-referrer-or-owner' };

let open: OpenCampaign;
let stranger: RegisteredOwner;
let ria: ReferrerRegisteredDto;
let ben: ReferrerRegisteredDto;
let outsider: ReferrerRegisteredDto;
let riaEmail: string;

/** Signs in through /api/referrers/auth: the answer and the `rsid=...` cookie. */
async function signIn(
  email: string,
  password = PASSWORD,
): Promise<{ body: ReferrerAuthDto; cookie: string }> {
  const response = await spec()
    .post('/api/referrers/auth')
    .withJson({ email, password })
    .expectStatus(200)
    .toss();
  return { body: response.body as ReferrerAuthDto, cookie: sessionCookie(response.headers, 'rsid') };
}

/** The campaign's referrers as its owner lists them. */
async function ownersReferrerList(): Promise<CampaignReferrerDto[]> {
  const response = await spec()
    .get(`/api/referrers/campaign/${open.campaign.id}`)
    .withHeaders('Cookie', open.owner.cookie)
    .toss();
  return response.body as CampaignReferrerDto[];
}

beforeAll(async () => {
  useStack();
  open = await openCampaign(undefined, {
    constantRewardEnabled: false,
    milestones: [
      {
        referralCount: 1,
        rewardName: 'Free coffee',
        rewardType: 'product',
        rewardValue: 'Coffee',
        description: 'Coffee',
      },
      {
        referralCount: 3,
        rewardName: 'Free cut',
        rewardType: 'service',
        rewardValue: 'Haircut',
        description: 'Cut',
      },
    ],
  });
  stranger = await registerOwnerKnownToCampaigns();
  const riaForm = buildReferrerSignUp(open.campaign.id, { firstName: 'Ria', lastName: 'Sharma' });
  riaEmail = riaForm.email;
  ria = await joinVerified(riaForm);
  ben = await joinWhenKnown(buildReferrerSignUp(open.campaign.id, { firstName: 'Ben', lastName: 'Okafor' }));
  const other = await openCampaign();
  outsider = await joinWhenKnown(
    buildReferrerSignUp(other.campaign.id, { firstName: 'Ola', lastName: 'Nowak' }),
  );
  // Ria's friend comes in: one successful referral.
  const friend = await verifiedReferee(open.campaign.id, ria.referralCode);
  await spec()
    .post(`/api/vouchers/code/${friend.voucher.code}/redeem`)
    .withHeaders('Cookie', open.owner.cookie)
    .expectStatus(200);
}, 90_000);

describe('signing in', () => {
  it('when a referrer signs in, then they get their campaigns and an HttpOnly session, never the token in the body', async () => {
    const response = await spec()
      .post('/api/referrers/auth')
      .withJson({ email: riaEmail, password: PASSWORD })
      .expectStatus(200)
      .toss();
    const body = response.body as ReferrerAuthDto;

    expect(body.referrer).toMatchObject({
      id: ria.id,
      firstName: 'Ria',
      email: riaEmail,
      campaignId: open.campaign.id,
    });
    expect(
      body.campaigns.map((campaign) => [campaign.referrerId, campaign.campaignId, campaign.isActive]),
    ).toEqual([[ria.id, open.campaign.id, true]]);
    const cookie = sessionCookie(response.headers, 'rsid');
    expect(JSON.stringify(body)).not.toContain(cookie.slice('rsid='.length));
    expect(String(response.headers['set-cookie'])).toMatch(/rsid=[^;]+;.*httponly/i);
  });

  it('when the e-mail is unknown or the password wrong, then both get the same 401 and no session', async () => {
    const wrong = await spec()
      .post('/api/referrers/auth')
      .withJson({ email: riaEmail, password: 'nope-nope' })
      .toss();
    const unknown = await spec()
      .post('/api/referrers/auth')
      .withJson({ email: `nobody.${Date.now()}@example.com`, password: PASSWORD })
      .toss();

    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('when /api/referrers/login is used, then it answers as /auth does', async () => {
    const response = await spec()
      .post('/api/referrers/login')
      .withJson({ email: riaEmail, password: PASSWORD })
      .expectStatus(200)
      .toss();
    expect((response.body as ReferrerAuthDto).referrer.id).toBe(ria.id);
  });

  it('when a field is missing, then 400 with the field named and nothing else happens', async () => {
    await spec()
      .post('/api/referrers/auth')
      .withJson({ email: riaEmail })
      .expectStatus(400)
      .expectJsonLike({
        errors: { password: 'Password is required' },
      });
  });

  it('when an owner session or an admin bearer calls a referrer row, then 401', async () => {
    await spec().get('/api/referrers/me').withHeaders('Cookie', open.owner.cookie).expectStatus(401);
    await spec().get('/api/referrers/me').withHeaders(ADMIN_BEARER).expectStatus(401);
    await spec().get('/api/referrers/me').expectStatus(401);
  });
});

describe('progress and leaderboard', () => {
  it('when the referrer reads their stats, then the redemption at the counter counts, with their rank and next goal', async () => {
    const { cookie } = await signIn(riaEmail);
    const stats = (
      await spec()
        .get(`/api/referrers/stats/${ria.id}`)
        .withHeaders('Cookie', cookie)
        .expectStatus(200)
        .toss()
    ).body as ReferrerStatsDto;

    expect(stats).toMatchObject({
      referrerId: ria.id,
      totalReferrals: 1,
      successfulReferrals: 1,
      pendingReferrals: 0,
      rank: 1,
      rankedReferrers: 2,
      nextReward: {
        kind: 'milestone',
        referralCount: 3,
        rewardName: 'Free cut',
        remaining: 2,
        progressPercent: 33,
      },
    });
  });

  it("when the campaign's owner reads a referrer's stats, then they get them; another owner, another referrer and anyone else do not", async () => {
    const benSession = await signIn(ben.email);
    const outsiderSession = await signIn(outsider.email);
    const path = `/api/referrers/stats/${ria.id}`;

    await spec()
      .get(path)
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(200)
      .expectJsonLike({ rank: 1 });
    await spec().get(path).withHeaders('Cookie', stranger.cookie).expectStatus(404);
    await spec().get(path).withHeaders('Cookie', benSession.cookie).expectStatus(404);
    await spec().get(path).withHeaders('Cookie', outsiderSession.cookie).expectStatus(404);
    await spec().get(path).withHeaders(ADMIN_BEARER).expectStatus(401);
    await spec().get(path).expectStatus(401);
  });

  it('when a referrer reads the leaderboard, then others show a last initial, they show as themselves, and no contact is given', async () => {
    const { cookie } = await signIn(ben.email);
    const entries = (
      await spec()
        .get(`/api/campaigns/${open.campaign.id}/leaderboard`)
        .withQueryParams({ limit: 5 })
        .withHeaders('Cookie', cookie)
        .expectStatus(200)
        .toss()
    ).body as LeaderboardEntryDto[];

    expect(
      entries.map(({ rank, firstName, lastName, successfulReferrals, isYou }) => ({
        rank,
        firstName,
        lastName,
        successfulReferrals,
        isYou,
      })),
    ).toEqual([
      { rank: 1, firstName: 'Ria', lastName: 'S.', successfulReferrals: 1, isYou: false },
      { rank: 2, firstName: 'Ben', lastName: 'Okafor', successfulReferrals: 0, isYou: true },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/@|phone/i);
  });

  it('when the leaderboard is asked by its owner, then it answers; by another owner, an outsider or anonymously, it does not', async () => {
    const outsiderSession = await signIn(outsider.email);
    const path = `/api/campaigns/${open.campaign.id}/leaderboard`;

    await spec().get(path).withHeaders('Cookie', open.owner.cookie).expectStatus(200);
    await spec().get(path).withHeaders('Cookie', stranger.cookie).expectStatus(404);
    await spec().get(path).withHeaders('Cookie', outsiderSession.cookie).expectStatus(404);
    await spec().get(path).expectStatus(401);
    await spec()
      .get(path)
      .withQueryParams({ limit: 0 })
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(400);
  });
});

describe('account settings', () => {
  it("when a referrer changes their name, then the answer and the owner's referrer list show it", async () => {
    const { cookie } = await signIn(ben.email);
    await spec()
      .patch(`/api/referrers/update/${ben.id}`)
      .withHeaders('Cookie', cookie)
      .withJson({ firstName: 'Benjamin', lastName: 'Okafor', email: ben.email, phoneNumber: '07700 900555' })
      .expectStatus(200)
      .expectJsonLike({ id: ben.id, firstName: 'Benjamin', phoneNumber: '07700 900555' });

    const names = await eventually(
      async () => {
        const list = await ownersReferrerList();
        const firstNames = list.map((referrer) => referrer.firstName);
        return firstNames.includes('Benjamin') && firstNames;
      },
      15_000,
      "the new name in the owner's referrer list",
    );
    expect(names).toContain('Benjamin');
  });

  it("when someone else's referrer id is updated, then 404 for a referrer, 401 for an owner and anonymous", async () => {
    const { cookie } = await signIn(ben.email);
    const body = { firstName: 'X', lastName: 'Y', email: riaEmail, phoneNumber: '07700 900556' };

    await spec()
      .patch(`/api/referrers/update/${ria.id}`)
      .withHeaders('Cookie', cookie)
      .withJson(body)
      .expectStatus(404);
    await spec()
      .patch(`/api/referrers/update/${ria.id}`)
      .withHeaders('Cookie', open.owner.cookie)
      .withJson(body)
      .expectStatus(401);
    await spec().patch(`/api/referrers/update/${ria.id}`).withJson(body).expectStatus(401);
  });

  it('when the password changes, then the current one is needed, other sessions end, and only the new one signs in', async () => {
    const form = buildReferrerSignUp(open.campaign.id, { firstName: 'Pia' });
    const pia = await joinWhenKnown(form);
    const first = await signIn(form.email);
    const second = await signIn(form.email);
    const profile = {
      firstName: 'Pia',
      lastName: form.lastName,
      email: form.email,
      phoneNumber: form.phoneNumber,
    };

    await spec()
      .patch(`/api/referrers/update/${pia.id}`)
      .withHeaders('Cookie', first.cookie)
      .withJson({ ...profile, newPassword: 'brand new pass' })
      .expectStatus(400);
    await spec()
      .patch(`/api/referrers/update/${pia.id}`)
      .withHeaders('Cookie', first.cookie)
      .withJson({ ...profile, currentPassword: PASSWORD, newPassword: 'brand new pass' })
      .expectStatus(200);

    await spec().get('/api/referrers/me').withHeaders('Cookie', first.cookie).expectStatus(200);
    await spec().get('/api/referrers/me').withHeaders('Cookie', second.cookie).expectStatus(401);
    await spec()
      .post('/api/referrers/auth')
      .withJson({ email: form.email, password: PASSWORD })
      .expectStatus(401);
    await signIn(form.email, 'brand new pass');
  });

  it('when a referrer picks a personal code, then links with it and with the old code both work; a taken or look-alike code is refused', async () => {
    const { cookie } = await signIn(riaEmail);
    const code = `RIA-${Date.now().toString(36).toUpperCase().slice(-6)}`;

    await spec()
      .put(`/api/referrers/${ria.id}/code`)
      .withHeaders('Cookie', cookie)
      .withJson({ code })
      .expectStatus(200);
    await spec().get(`/api/referrers/code/${code}`).expectStatus(200).expectJsonLike({ firstName: 'Ria' });
    await spec()
      .get(`/api/referrers/code/${ria.referralCode}`)
      .expectStatus(200)
      .expectJsonLike({ firstName: 'Ria' });

    const benSession = await signIn(ben.email);
    await spec()
      .put(`/api/referrers/${ben.id}/code`)
      .withHeaders('Cookie', benSession.cookie)
      .withJson({ code })
      .expectStatus(409);
    const lookAlike = code.replace('I', '1');
    await spec()
      .put(`/api/referrers/${ben.id}/code`)
      .withHeaders('Cookie', benSession.cookie)
      .withJson({ code: lookAlike })
      .expectStatus(409);
    await spec()
      .put(`/api/referrers/${ben.id}/code`)
      .withHeaders('Cookie', benSession.cookie)
      .withJson({ code: 'a!' })
      .expectStatus(400);
    await spec()
      .put(`/api/referrers/${ria.id}/code`)
      .withHeaders('Cookie', benSession.cookie)
      .withJson({ code: 'BEN-CODE' })
      .expectStatus(404);
  });

  it('when a referrer logs out, then that session no longer opens anything', async () => {
    const { cookie } = await signIn(ben.email);
    const response = await spec()
      .post('/api/referrers/logout')
      .withHeaders('Cookie', cookie)
      .expectStatus(200)
      .toss();

    expect(String(response.headers['set-cookie'])).toMatch(/rsid=;/);
    await spec().get('/api/referrers/me').withHeaders('Cookie', cookie).expectStatus(401);
  });
});

describe('their own data', () => {
  it('when a referrer downloads their data, then it holds their login and memberships and nobody else can ask for it', async () => {
    const { cookie } = await signIn(riaEmail);
    const response = await spec()
      .get('/api/referrers/me/data')
      .withHeaders('Cookie', cookie)
      .expectStatus(200)
      .toss();

    expect(response.body).toMatchObject({
      login: { email: riaEmail },
      memberships: [expect.objectContaining({ id: ria.id })],
    });
    await spec().get('/api/referrers/me/data').withHeaders('Cookie', open.owner.cookie).expectStatus(401);
  });

  it('when a referrer deletes their account, then the password is needed; afterwards they cannot sign in and their referrals stay counted without their name', async () => {
    const form = buildReferrerSignUp(open.campaign.id, { firstName: 'Gone', lastName: 'Soon' });
    const leaving = await joinVerified(form);
    await verifiedReferee(open.campaign.id, leaving.referralCode);
    const { cookie } = await signIn(form.email);

    await spec()
      .post('/api/referrers/me/delete')
      .withHeaders('Cookie', cookie)
      .withJson({ password: 'wrong-one' })
      .expectStatus(400)
      .expectJsonLike({ errors: { password: 'Password is incorrect' } });
    await spec().get('/api/referrers/me').withHeaders('Cookie', cookie).expectStatus(200);

    const deleted = await spec()
      .post('/api/referrers/me/delete')
      .withHeaders('Cookie', cookie)
      .withJson({ password: PASSWORD })
      .expectStatus(200)
      .toss();
    expect(String(deleted.headers['set-cookie'])).toMatch(/rsid=;/);
    await spec()
      .post('/api/referrers/auth')
      .withJson({ email: form.email, password: PASSWORD })
      .expectStatus(401);
    await spec().get(`/api/referrers/code/${leaving.referralCode}`).expectStatus(404);

    // The owner's list learns of the deletion through events: the row loses its contact, or goes.
    const { row } = await eventually(
      async () => {
        const list = await ownersReferrerList();
        const found = list.find((referrer) => referrer.id === leaving.id);
        return (found === undefined || found.email === '') && { row: found };
      },
      15_000,
      "the deleted referrer's contact to leave the owner's list",
    );
    expect(JSON.stringify(row ?? {})).not.toMatch(new RegExp(`Gone|Soon|${form.email}|${form.phoneNumber}`));
    const stats = (
      await spec()
        .get(`/api/analytics/campaign/${open.campaign.id}`)
        .withHeaders('Cookie', open.owner.cookie)
        .toss()
    ).body as { totalReferrals: number };
    expect(stats.totalReferrals).toBeGreaterThanOrEqual(2);
  });
});
