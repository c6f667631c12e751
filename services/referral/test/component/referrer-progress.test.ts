import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt, randomUUID } from 'node:crypto';
import {
  PERSONAL_CODE_MESSAGE,
  ReferralEvents,
  ReferralSubjects,
  type LeaderboardEntryDto,
  type MilestoneEventData,
  type OwnerPrincipal,
  type Principal,
  type ReferrerAccountDto,
  type ReferrerBannerDto,
  type ReferrerPrincipal,
  type ReferrerRegisteredDto,
  type ReferrerStatsDto,
  type ReferrerUpdatedData,
  type RefereeVerifiedDto,
  type VoucherDto,
} from '@referrals/contracts';
import { failureOf, requestAs, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { Referrer } from '../../src/entities/referrer.ts';
import {
  PUBLIC_URL,
  buildRefereeSignUp,
  buildReferrerSignUp,
  call,
  joinAsReferrer,
  latestToken,
  openCampaign,
  recordedEvents,
  signUpAsReferee,
  startReferral,
  type KnownOpenCampaign,
} from '../support.ts';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startReferral();
});

afterAll(async () => {
  await service.stop();
});

const callAs = <R>(principal: Principal | null, subject: string, data: unknown) =>
  requestAs<R>(service.bus, subject, data, principal ? { principal } : {});

const ownerOf = (open: KnownOpenCampaign, businessId = open.business.businessId): OwnerPrincipal => ({
  kind: 'owner',
  loginId: open.business.loginId,
  businessId,
  sessionId: randomUUID(),
});

/** The signed-in person of a membership. */
async function referrerPrincipal(referrerId: string): Promise<ReferrerPrincipal> {
  const row = await service.runtime.orm.em.fork().findOneOrFail(Referrer, referrerId);
  return { kind: 'referrer', personId: row.personId, sessionId: randomUUID() };
}

const statsOf = (principal: Principal | null, referrerId: string) =>
  callAs<ReferrerStatsDto>(principal, ReferralSubjects.referrerStats, { params: { id: referrerId } });

const leaderboardOf = (principal: Principal | null, campaignId: string, limit?: number) =>
  callAs<LeaderboardEntryDto[]>(principal, ReferralSubjects.leaderboard, {
    params: { id: campaignId },
    query: limit === undefined ? {} : { limit },
  });

const setCode = (principal: Principal | null, referrerId: string, code: unknown) =>
  callAs<ReferrerAccountDto>(principal, ReferralSubjects.setPersonalCode, {
    params: { id: referrerId },
    body: { code },
  });

interface Standing {
  successfulReferrals: number;
  referralCount: number;
  /** Seconds after a fixed moment: the order people joined in. */
  joined: number;
  deleted?: boolean;
}

const JOINED_FROM = Date.parse('2026-11-01T09:00:00Z');

/** Joins the campaign and puts the membership at the given figures (as referrals and redemptions would). */
async function referrerWith(
  open: KnownOpenCampaign,
  standing: Standing,
  lastName = 'Taylor',
): Promise<ReferrerRegisteredDto> {
  const joined = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId, { lastName }));
  await service.runtime.orm.em.fork().nativeUpdate(Referrer, joined.id, {
    successfulReferrals: standing.successfulReferrals,
    referralCount: standing.referralCount,
    createdAt: new Date(JOINED_FROM + standing.joined * 1000),
    deletedAt: standing.deleted ? new Date() : null,
  });
  return joined;
}

const milestone = (referralCount: number, rewardName: string, rewardValue: string): MilestoneEventData => ({
  referralCount,
  rewardName,
  rewardType: 'service',
  rewardValue,
  description: '',
});

/** A code nobody has: letters that fold to themselves, so that no other test's code looks like it. */
const freshCode = (prefix: string) =>
  `${prefix}-${Array.from({ length: 6 }, () => 'ACDEFGHJKMNPQRTUVWXY'.charAt(randomInt(20))).join('')}`;

describe('referrer stats (referral.referrers.stats)', () => {
  it('when the referrer or an owner of the login reads them, then both see the figures and the rank', async () => {
    const open = await openCampaign(service);
    await referrerWith(open, { successfulReferrals: 5, referralCount: 6, joined: 1 });
    const me = await referrerWith(open, { successfulReferrals: 2, referralCount: 5, joined: 2 });
    await referrerWith(open, { successfulReferrals: 0, referralCount: 1, joined: 3 });
    await referrerWith(open, { successfulReferrals: 9, referralCount: 9, joined: 0, deleted: true });

    const expected: ReferrerStatsDto = {
      referrerId: me.id,
      campaignId: open.campaign.campaignId,
      businessId: open.campaign.businessId,
      totalReferrals: 5,
      successfulReferrals: 2,
      pendingReferrals: 3,
      rank: 2,
      rankedReferrers: 3,
      vouchersEarned: 0,
      nextReward: {
        kind: 'constant',
        referralCount: 3,
        rewardName: '£10 off',
        rewardValue: '£10 off',
        remaining: 1,
        progressPercent: 67,
      },
    };
    expect(await statsOf(await referrerPrincipal(me.id), me.id)).toEqual(expected);
    expect(await statsOf(ownerOf(open), me.id)).toEqual(expected);
    // The owner's session on another business of the same login.
    expect(await statsOf(ownerOf(open, randomUUID()), me.id)).toEqual(expected);
  });

  it("when another person, another login's owner or nobody asks, or the membership is deleted, then 404 (or sign in)", async () => {
    const open = await openCampaign(service);
    const me = await referrerWith(open, { successfulReferrals: 0, referralCount: 0, joined: 0 });
    const someoneElse = await referrerWith(open, { successfulReferrals: 0, referralCount: 0, joined: 1 });
    const gone = await referrerWith(open, {
      successfulReferrals: 0,
      referralCount: 0,
      joined: 2,
      deleted: true,
    });
    const stranger = ownerOf(await openCampaign(service));
    const notFound = { name: 'NotFoundError', message: 'Referrer not found' };

    expect(await failureOf(statsOf(await referrerPrincipal(someoneElse.id), me.id))).toMatchObject(notFound);
    expect(await failureOf(statsOf(stranger, me.id))).toMatchObject(notFound);
    expect(await failureOf(statsOf(ownerOf(open), gone.id))).toMatchObject(notFound);
    expect(await failureOf(statsOf(await referrerPrincipal(gone.id), gone.id))).toMatchObject(notFound);
    expect(await failureOf(statsOf(ownerOf(open), randomUUID()))).toMatchObject(notFound);
    expect(await failureOf(statsOf(ownerOf(open), 'not-an-id'))).toMatchObject(notFound);
    expect(await failureOf(statsOf(null, me.id))).toMatchObject({ name: 'AuthenticationError' });
  });

  it('when referrers tie, then more referrals, then the earlier sign-up rank first', async () => {
    const open = await openCampaign(service);
    const fewer = await referrerWith(open, { successfulReferrals: 2, referralCount: 2, joined: 0 });
    const later = await referrerWith(open, { successfulReferrals: 2, referralCount: 4, joined: 5 });
    const earlier = await referrerWith(open, { successfulReferrals: 2, referralCount: 4, joined: 1 });
    const busiest = await referrerWith(open, { successfulReferrals: 0, referralCount: 9, joined: 0 });

    const ranks = await Promise.all(
      [earlier, later, fewer, busiest].map(async ({ id }) => (await statsOf(ownerOf(open), id)).rank),
    );
    expect(ranks).toEqual([1, 2, 3, 4]);
  });

  it('when the campaign has milestones, then the next is the first not reached, until none is left', async () => {
    const open = await openCampaign(service, {
      campaign: {
        constantReward: null,
        milestones: [milestone(10, 'Colour session', '£60'), milestone(3, 'Free cut', '£20 or 20%')],
      },
    });
    const nextAt = async (successfulReferrals: number) => {
      const referrer = await referrerWith(open, { successfulReferrals, referralCount: 12, joined: 0 });
      return (await statsOf(ownerOf(open), referrer.id)).nextReward;
    };

    expect(await nextAt(2)).toEqual({
      kind: 'milestone',
      referralCount: 3,
      rewardName: 'Free cut',
      rewardValue: '£20 or 20%',
      remaining: 1,
      progressPercent: 67,
    });
    expect(await nextAt(3)).toEqual({
      kind: 'milestone',
      referralCount: 10,
      rewardName: 'Colour session',
      rewardValue: '£60',
      remaining: 7,
      progressPercent: 30,
    });
    expect(await nextAt(0)).toMatchObject({ referralCount: 3, remaining: 3, progressPercent: 0 });
    expect(await nextAt(10)).toBeNull();
  });

  it('when the campaign rewards referrers with nothing, then there is no next reward', async () => {
    const open = await openCampaign(service, { campaign: { constantReward: null, milestones: [] } });
    const referrer = await referrerWith(open, { successfulReferrals: 4, referralCount: 4, joined: 0 });

    expect((await statsOf(ownerOf(open), referrer.id)).nextReward).toBeNull();
  });

  it('when a referee comes in, then the referrer has one successful referral, the reward voucher and the next reward', async () => {
    const open = await openCampaign(service, {
      campaign: {
        constantReward: { name: 'Free fringe trim', kind: 'percentage', value: 20, maxDiscount: 50 },
      },
    });
    const form = buildReferrerSignUp(open.campaign.campaignId);
    const referrer = await joinAsReferrer(service, form);
    await call(service, ReferralSubjects.verifyReferrer, {
      body: { token: await latestToken(service, form.email) },
    });
    const friend = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
    await signUpAsReferee(service, friend);
    const verified = await call<RefereeVerifiedDto>(service, ReferralSubjects.verifyReferee, {
      body: { token: await latestToken(service, friend.email) },
    });
    await callAs(ownerOf(open), ReferralSubjects.redeemVoucher, {
      params: { code: (verified.voucher as VoucherDto).code },
    });

    expect(await statsOf(await referrerPrincipal(referrer.id), referrer.id)).toMatchObject({
      totalReferrals: 1,
      successfulReferrals: 1,
      pendingReferrals: 0,
      rank: 1,
      rankedReferrers: 1,
      vouchersEarned: 1,
      nextReward: {
        kind: 'constant',
        referralCount: 2,
        rewardName: 'Free fringe trim',
        rewardValue: '20% off (up to £50)',
        remaining: 1,
        progressPercent: 50,
      },
    });
  });
});

describe('leaderboard (referral.campaigns.leaderboard)', () => {
  it("when a member reads it, then others' surnames are initials, theirs is whole, and no contact details", async () => {
    const open = await openCampaign(service);
    const first = await referrerWith(open, { successfulReferrals: 3, referralCount: 3, joined: 0 }, 'smith');
    const me = await referrerWith(open, { successfulReferrals: 1, referralCount: 2, joined: 1 }, 'Jones');
    await referrerWith(open, { successfulReferrals: 9, referralCount: 9, joined: 2, deleted: true }, 'Gone');

    const board = await leaderboardOf(await referrerPrincipal(me.id), open.campaign.campaignId);

    expect(board).toEqual([
      {
        id: first.id,
        rank: 1,
        firstName: 'Sam',
        lastName: 'S.',
        successfulReferrals: 3,
        totalReferrals: 3,
        isYou: false,
      },
      {
        id: me.id,
        rank: 2,
        firstName: 'Sam',
        lastName: 'Jones',
        successfulReferrals: 1,
        totalReferrals: 2,
        isYou: true,
      },
    ]);
    expect(
      (await leaderboardOf(ownerOf(open), open.campaign.campaignId)).map((entry) => entry.lastName),
    ).toEqual(['S.', 'J.']);
  });

  it('when the caller ranks below the limit, then the entries stop at the limit without theirs', async () => {
    const open = await openCampaign(service);
    for (let joined = 0; joined < 3; joined += 1) {
      await referrerWith(open, { successfulReferrals: 5 - joined, referralCount: 5, joined });
    }
    const me = await referrerWith(open, { successfulReferrals: 0, referralCount: 0, joined: 9 });

    const board = await leaderboardOf(await referrerPrincipal(me.id), open.campaign.campaignId, 2);

    expect(board.map((entry) => [entry.rank, entry.isYou])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(
      await failureOf(leaderboardOf(await referrerPrincipal(me.id), open.campaign.campaignId, 101)),
    ).toMatchObject({ name: 'InputError' });
  });

  it('when someone who is neither a member nor its owner asks, then 404 "Campaign not found"', async () => {
    const open = await openCampaign(service);
    const other = await openCampaign(service);
    const outsider = await referrerWith(other, { successfulReferrals: 0, referralCount: 0, joined: 0 });
    const left = await referrerWith(open, {
      successfulReferrals: 0,
      referralCount: 0,
      joined: 0,
      deleted: true,
    });
    const notFound = { name: 'NotFoundError', message: 'Campaign not found' };

    expect(
      await failureOf(leaderboardOf(await referrerPrincipal(outsider.id), open.campaign.campaignId)),
    ).toMatchObject(notFound);
    expect(
      await failureOf(leaderboardOf(await referrerPrincipal(left.id), open.campaign.campaignId)),
    ).toMatchObject(notFound);
    expect(await failureOf(leaderboardOf(ownerOf(other), open.campaign.campaignId))).toMatchObject(notFound);
    expect(await failureOf(leaderboardOf(ownerOf(open), randomUUID()))).toMatchObject(notFound);
    expect(await failureOf(leaderboardOf(ownerOf(open), 'nope'))).toMatchObject(notFound);
  });
});

describe('personal codes (referral.referrers.set-code)', () => {
  it('when a referrer sets a code, then it is stored upper-case, carried by the link, announced, and the old code keeps working', async () => {
    const open = await openCampaign(service);
    const referrer = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const code = freshCode('Sarah');

    const account = await setCode(
      await referrerPrincipal(referrer.id),
      referrer.id,
      ` ${code.toLowerCase()} `,
    );

    const stored = code.toUpperCase();
    expect(account).toMatchObject({
      id: referrer.id,
      referralCode: stored,
      referralCodes: [referrer.referralCode, stored],
      referralLink: `${PUBLIC_URL}/refer/${open.business.businessSlug}/${stored}`,
    });
    const updates = await recordedEvents<ReferrerUpdatedData>(service, ReferralEvents.referrerUpdated);
    expect(updates.filter((update) => update.referrerId === referrer.id)).toEqual([
      expect.objectContaining({ campaignId: open.campaign.campaignId, referralCode: stored }),
    ]);
    for (const asked of [referrer.referralCode, stored, code.toLowerCase()]) {
      expect(
        await call<ReferrerBannerDto>(service, ReferralSubjects.referrerByCode, { params: { code: asked } }),
      ).toMatchObject({ firstName: 'Sam', campaignId: open.campaign.campaignId });
    }
    for (const referralCode of [referrer.referralCode, stored]) {
      const friend = buildRefereeSignUp(open.campaign.campaignId, referralCode);
      expect(await signUpAsReferee(service, friend)).toMatchObject({ campaignId: open.campaign.campaignId });
    }
    expect((await statsOf(ownerOf(open), referrer.id)).totalReferrals).toBe(2);
  });

  it("when the code is, was, or reads like another membership's, then 409 and nothing changes", async () => {
    const open = await openCampaign(service);
    const sarah = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const other = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const sarahAs = await referrerPrincipal(sarah.id);
    const otherAs = await referrerPrincipal(other.id);
    const first = freshCode('BOZ-SLI');
    await setCode(sarahAs, sarah.id, first);
    await setCode(sarahAs, sarah.id, freshCode('SARAH'));
    const taken = { name: 'ConflictError', message: 'That code is taken' };
    const lookAlike = { name: 'ConflictError', message: 'That code looks too much like another code' };

    // Her first code is no longer hers to show, but stays hers: never given to anyone else.
    expect(await failureOf(setCode(otherAs, other.id, first.toLowerCase()))).toMatchObject(taken);
    expect(await failureOf(setCode(otherAs, other.id, sarah.referralCode))).toMatchObject(taken);
    // O->0, I/L->1, S->5, B->8, Z->2, hyphens ignored.
    for (const confusable of [first.replace(/-/g, ''), `802-511${first.slice(7)}`]) {
      expect(await failureOf(setCode(otherAs, other.id, confusable))).toMatchObject(lookAlike);
    }
    // Sarah may go back to her own earlier code.
    expect((await setCode(sarahAs, sarah.id, first)).referralCode).toBe(first);

    const updates = await recordedEvents<ReferrerUpdatedData>(service, ReferralEvents.referrerUpdated);
    expect(updates.filter((update) => update.referrerId === other.id)).toEqual([]);
    expect(
      await call<ReferrerBannerDto>(service, ReferralSubjects.referrerByCode, {
        params: { code: other.referralCode },
      }),
    ).toMatchObject({ firstName: 'Sam' });
  });

  it("when the code has another current member's name and not the chooser's own, then 409 and nothing changes", async () => {
    const open = await openCampaign(service);
    const join = (firstName: string, lastName: string) =>
      joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId, { firstName, lastName }));
    const priya = await join('Priya', 'Shah');
    await join('Maria', 'Lopez');
    await join('Jo', 'Li');
    const gone = await join('Oliver', 'Brown');
    await service.runtime.orm.em.fork().nativeUpdate(Referrer, gone.id, { deletedAt: new Date() });
    const elsewhere = await openCampaign(service);
    await joinAsReferrer(
      service,
      buildReferrerSignUp(elsewhere.campaign.campaignId, { firstName: 'Nadia', lastName: 'Khan' }),
    );
    const me = await referrerPrincipal(priya.id);
    const impersonation = {
      name: 'ConflictError',
      message: "This code uses another member's name. Choose a code with your own name or another word.",
    };

    // Another member's first or last name as a part, in any case: refused.
    for (const code of [freshCode('MARIA'), freshCode('lopez'), `CUTS-${freshCode('Maria')}`]) {
      expect(await failureOf(setCode(me, priya.id, code))).toMatchObject(impersonation);
    }
    const updates = await recordedEvents<ReferrerUpdatedData>(service, ReferralEvents.referrerUpdated);
    expect(updates.filter((update) => update.referrerId === priya.id)).toEqual([]);

    // With her own name too; names under three letters, a deleted member's, another campaign's member's, or a
    // word that only contains a name: accepted.
    for (const code of [
      `PRIYA-${freshCode('MARIA')}`,
      `${freshCode('LOPEZ')}-SHAH`,
      freshCode('JO'),
      freshCode('LI'),
      freshCode('OLIVER'),
      freshCode('NADIA'),
      freshCode('MARIANA'),
    ]) {
      expect((await setCode(me, priya.id, code)).referralCode).toBe(code.toUpperCase());
    }
  });

  it('when the code has a bad shape, the membership is not theirs, or the caller is not a referrer, then it is refused', async () => {
    const open = await openCampaign(service);
    const mine = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const theirs = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const me = await referrerPrincipal(mine.id);

    for (const code of [
      'abc',
      'a'.repeat(21),
      'SARAH CUTS',
      'SARAH_CUTS',
      '-SARAH',
      'SARAH-',
      'SA--RAH',
      '',
    ]) {
      expect(await failureOf(setCode(me, mine.id, code))).toMatchObject({
        name: 'InputError',
        message: PERSONAL_CODE_MESSAGE,
      });
    }
    expect(await failureOf(setCode(me, theirs.id, freshCode('MINE')))).toMatchObject({
      name: 'NotFoundError',
      message: 'Referrer not found',
    });
    expect(await failureOf(setCode(ownerOf(open), mine.id, freshCode('MINE')))).toMatchObject({
      name: 'AuthenticationError',
    });
  });
});
