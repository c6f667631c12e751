import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import {
  ReferralEvents,
  serviceEventsFilter,
  type CampaignRefereeDto,
  type CampaignReferrerDto,
  type CampaignStatsDto,
  type DomainEvent,
  type RefereeVerifiedDto,
  type VoucherIssuedData,
  type VoucherRedeemedData,
  type VoucherRedeemedDto,
} from '@referrals/contracts';
import { mailRequestedType } from '@referrals/service-kit';
import { eventually } from '@referrals/service-kit/testing';
import { uniqueSuffix } from '@referrals/testing';
import { waitForMail } from '../setup/mailbox.ts';
import { registerOwnerKnownToCampaigns, useStack, type RegisteredOwner } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import { startInProcessStack, type InProcessStack } from '../support/in-process-stack.ts';
import {
  buildRefereeSignUp,
  buildReferrerSignUp,
  joinVerified,
  joinWhenKnown,
  openCampaign,
  verificationToken,
  verifiedReferee,
  waitForStatus,
  waitForCampaignName,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * Successful referrals and the referrer's rewards: a referee's voucher redeemed at the counter earns the
 * referrer the constant reward each time, or each milestone's reward once; unverified referrers get theirs when
 * they confirm their e-mail, deleted ones nothing further.
 */

const { spec } = pactum;

let stranger: RegisteredOwner;

beforeAll(async () => {
  useStack();
  stranger = await registerOwnerKnownToCampaigns();
});

/** Redeems the voucher as the campaign's owner: the rewards it earned the referrer, by name. */
async function redeemedRewards(open: OpenCampaign, code: string): Promise<string[]> {
  const answer = (
    await spec()
      .post(`/api/vouchers/code/${code}/redeem`)
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(200)
      .toss()
  ).body as VoucherRedeemedDto;
  return answer.referrerRewards.map(({ type, rewardDescription }) => `${type}: ${rewardDescription}`);
}

const milestone = (referralCount: number, rewardName: string, rewardValue: string) => ({
  referralCount,
  rewardName,
  rewardType: 'product',
  rewardValue,
  description: rewardName,
});

describe('the constant reward', () => {
  it('when each referee comes in, then the referrer gets one reward voucher per successful referral, e-mailed', async () => {
    const open = await openCampaign();
    const referrer = await joinVerified(buildReferrerSignUp(open.campaign.id));

    const first = await verifiedReferee(open.campaign.id, referrer.referralCode);
    const second = await verifiedReferee(open.campaign.id, referrer.referralCode);

    expect(await redeemedRewards(open, first.voucher.code)).toEqual(['referrer: 10% off']);
    expect(await redeemedRewards(open, second.voucher.code)).toEqual(['referrer: 10% off']);
    const mail = await waitForMail(referrer.email, (message) => message.subject.startsWith('You earned'));
    expect(mail.subject).toBe(`You earned a reward from ${open.campaign.businessName}`);
    expect(mail.text).toMatch(new RegExp(`${baseUrl()}/voucher/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}`));
  });

  it("when a referrer's own reward voucher is redeemed, then it earns nothing more", async () => {
    const open = await openCampaign();
    const referrer = await joinVerified(buildReferrerSignUp(open.campaign.id));
    const { voucher } = await verifiedReferee(open.campaign.id, referrer.referralCode);
    const answer = (
      await spec()
        .post(`/api/vouchers/code/${voucher.code}/redeem`)
        .withHeaders('Cookie', open.owner.cookie)
        .expectStatus(200)
        .toss()
    ).body as VoucherRedeemedDto;

    expect(await redeemedRewards(open, answer.referrerRewards[0]?.code ?? '')).toEqual([]);
  });
});

describe('milestones', () => {
  it('when milestones are reached, then each is rewarded once, also after the owner edits them', async () => {
    const form = {
      constantRewardEnabled: false,
      milestones: [milestone(1, 'Free coffee', 'Coffee'), milestone(3, 'Free cut', 'Haircut')],
    };
    const open = await openCampaign(baseUrl(), form);
    const referrer = await joinVerified(buildReferrerSignUp(open.campaign.id));
    const first = await verifiedReferee(open.campaign.id, referrer.referralCode);

    expect(await redeemedRewards(open, first.voucher.code)).toEqual(['referrer: Free coffee (Coffee)']);

    await spec()
      .post(`/api/reward-milestones/campaign/${open.campaign.id}`)
      .withHeaders('Cookie', open.owner.cookie)
      .withJson({
        milestones: [
          milestone(1, 'Free tea', 'Tea'),
          milestone(2, 'Free cake', 'Cake'),
          milestone(3, 'Free cut', 'Haircut'),
        ],
      })
      .expectStatus(200);
    // A rename after the milestones: once the referral service shows it, it has the new milestones too.
    const renamed = `Renamed ${uniqueSuffix()}`;
    await spec()
      .patch(`/api/campaigns/${open.campaign.id}`)
      .withHeaders('Cookie', open.owner.cookie)
      .withJson({
        name: renamed,
        constantRewardEnabled: false,
        inviteeRewardEnabled: true,
        inviteeRewardName: '20% off your first visit',
        inviteeRewardType: 'percentage',
        inviteeRewardValue: 20,
        inviteeRewardMaxDiscount: 50,
      })
      .expectStatus(200);
    await waitForCampaignName(first.voucher.code, renamed);

    const second = await verifiedReferee(open.campaign.id, referrer.referralCode);
    const third = await verifiedReferee(open.campaign.id, referrer.referralCode);
    const fourth = await verifiedReferee(open.campaign.id, referrer.referralCode);
    expect(await redeemedRewards(open, second.voucher.code)).toEqual(['referrer: Free cake (Cake)']);
    expect(await redeemedRewards(open, third.voucher.code)).toEqual(['referrer: Free cut (Haircut)']);
    expect(await redeemedRewards(open, fourth.voucher.code)).toEqual([]);
  });
});

describe('a referrer who has not confirmed their e-mail', () => {
  it('when their referee comes in, then the reward waits, and arrives by e-mail once they confirm', async () => {
    const open = await openCampaign();
    const form = buildReferrerSignUp(open.campaign.id);
    const referrer = await joinWhenKnown(form);
    const token = verificationToken((await waitForMail(form.email)).text);
    const { voucher } = await verifiedReferee(open.campaign.id, referrer.referralCode);

    expect(await redeemedRewards(open, voucher.code)).toEqual([]);

    await spec().post('/api/referrers/verify').withJson({ token }).expectStatus(200);
    const mail = await waitForMail(form.email, (message) => message.subject.startsWith('You earned'));
    expect(mail.text).toContain('10% off');
    expect(mail.text).toContain(`${baseUrl()}/voucher/`);
  });
});

describe('DELETE /api/referrers/{id}', () => {
  it('when the owner deletes a referrer, then the code stops, issued vouchers stay valid, and nothing more is earned', async () => {
    const open = await openCampaign();
    const referrer = await joinVerified(buildReferrerSignUp(open.campaign.id));
    const { voucher } = await verifiedReferee(open.campaign.id, referrer.referralCode);

    await spec().delete(`/api/referrers/${referrer.id}`).expectStatus(401);
    await spec()
      .delete(`/api/referrers/${referrer.id}`)
      .withHeaders('Cookie', stranger.cookie)
      .expectStatus(404)
      .expectJson({ message: 'Referrer not found' });
    await spec()
      .delete(`/api/referrers/${referrer.id}`)
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(200)
      .expectJson({ message: 'Referrer deleted' });
    await spec()
      .delete(`/api/referrers/${referrer.id}`)
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(404);

    // The gateways drop the banner answer they keep once the deletion is announced.
    await waitForStatus(`/api/referrers/code/${referrer.referralCode}`, 404);
    await spec()
      .post('/api/referees')
      .withJson(buildRefereeSignUp(open.campaign.id, referrer.referralCode))
      .expectStatus(400)
      .expectJsonLike({
        errors: {
          referralCode: 'This referral link is not valid. Ask your friend to send you their link again.',
        },
      });
    expect(await redeemedRewards(open, voucher.code)).toEqual([]);
    await spec()
      .post('/api/referees/counter')
      .withHeaders('Cookie', open.owner.cookie)
      .withJson({
        referrerId: referrer.id,
        firstName: 'Jo',
        email: `jo.${uniqueSuffix()}@example.com`,
        consent: true,
      })
      .expectStatus(404);

    const listed = (
      await spec()
        .get(`/api/referees/campaign/${open.campaign.id}`)
        .withHeaders('Cookie', open.owner.cookie)
        .expectStatus(200)
        .toss()
    ).body as CampaignRefereeDto[];
    expect(listed).toEqual([
      expect.objectContaining({
        referrerId: referrer.id,
        referrerName: null,
        voucher: expect.objectContaining({ state: 'redeemed' }),
      }),
    ]);
  });
});

describe('exactly once, whatever is raced or redelivered', () => {
  let stack: InProcessStack;
  const events: DomainEvent[] = [];

  beforeAll(async () => {
    stack = await startInProcessStack('referral-exactly-once');
    await stack.bus.consume({
      durable: 'e2e-referral-events',
      filter: serviceEventsFilter('referral'),
      handler: async (event) => {
        events.push(event);
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const post = async (path: string, body: unknown, cookie?: string) =>
    fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  /** Waits for `count` events to have arrived that `predicate` accepts, and answers them. */
  async function arrived<T>(
    count: number,
    predicate: (event: DomainEvent) => boolean,
  ): Promise<DomainEvent<T>[]> {
    const found = () => events.filter(predicate) as DomainEvent<T>[];
    return eventually(
      () => found().length >= count && found(),
      15_000,
      () => `${count} events (${found().length} arrived)`,
    );
  }

  /** Reads `read` until it answers `expected` (a while at most), and answers what it read last. */
  async function settled<T>(read: () => Promise<T>, expected: T): Promise<T> {
    let value: T | undefined;
    // Past the wait, the caller's assertion shows what was read last against what was expected. The answer is
    // compared as data of this test's realm: `fetch` parses JSON into objects of Node's own realm, whose
    // prototypes differ from a literal's here, so compared as read they were never strictly equal and every
    // wait ran its full 15 s.
    await eventually(
      async () => isDeepStrictEqual(JSON.parse(JSON.stringify((value = await read()))), expected),
      15_000,
      'the expected answer',
    ).catch(() => undefined);
    return value as T;
  }

  /** The verification link e-mailed to `to` (this stack's e-mails travel as its events). */
  async function mailedToken(to: string): Promise<string> {
    const [mail] = await arrived<{ to: string; text: string }>(
      1,
      (event) => (event.data as { to?: string }).to === to && JSON.stringify(event.data).includes('/verify/'),
    );
    return verificationToken(mail?.data.text ?? '');
  }

  it('when redemptions race and every referral event is delivered again, then every figure and reward counts once', async () => {
    const open = await openCampaign(stack.url);
    const form = buildReferrerSignUp(open.campaign.id);
    const referrer = await joinWhenKnown(form, stack.url);
    expect((await post('/api/referrers/verify', { token: await mailedToken(form.email) })).status).toBe(200);
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const friend = buildRefereeSignUp(open.campaign.id, referrer.referralCode);
      expect((await post('/api/referees', friend)).status).toBe(201);
      const verified = (await (
        await post('/api/referees/verify', { token: await mailedToken(friend.email) })
      ).json()) as RefereeVerifiedDto;
      codes.push(verified.voucher?.code ?? '');
    }

    const answers = await Promise.all(
      codes.flatMap((code) =>
        Array.from({ length: 10 }, () => post(`/api/vouchers/code/${code}/redeem`, {}, open.owner.cookie)),
      ),
    );

    expect(answers.filter(({ status }) => status === 200)).toHaveLength(3);
    expect(answers.filter(({ status }) => status === 409)).toHaveLength(27);
    const read = async <T>(path: string) => {
      const response = await fetch(`${stack.url}${path}`, { headers: { cookie: open.owner.cookie } });
      return (await response.json()) as T;
    };
    const figures = () => read<CampaignStatsDto>(`/api/analytics/campaign/${open.campaign.id}`);
    const referrerFigures = async () =>
      (await read<CampaignReferrerDto[]>(`/api/referrers/campaign/${open.campaign.id}`)).map(
        ({ totalReferrals, successfulReferrals, vouchersEarned }) => ({
          totalReferrals,
          successfulReferrals,
          vouchersEarned,
        }),
      );
    // Three referrals, all successful; three referee vouchers and three constant rewards, three redeemed.
    const counted = {
      totalReferrals: 3,
      activeReferrers: 1,
      newReferrersThisMonth: 1,
      conversionRate: 100,
      totalVouchers: 6,
      redeemedVouchers: 3,
    };
    const earned = [{ totalReferrals: 3, successfulReferrals: 3, vouchersEarned: 3 }];
    expect(await settled(figures, counted)).toEqual(counted);
    expect(await settled(referrerFigures, earned)).toEqual(earned);
    const ours = (event: DomainEvent) =>
      (event.data as { campaignId?: string }).campaignId === open.campaign.id;
    const issued = (event: DomainEvent) => ours(event) && event.type === ReferralEvents.voucherIssued;
    const redeemed = await arrived<VoucherRedeemedData>(
      3,
      (event) => ours(event) && event.type === ReferralEvents.voucherRedeemed,
    );
    expect(redeemed).toHaveLength(3);
    const rewards = await arrived<VoucherIssuedData>(
      3,
      (event) => issued(event) && (event.data as VoucherIssuedData).holder === 'referrer',
    );
    expect(rewards).toHaveLength(3);
    const mailRequests = await arrived<{ cause: string }>(
      3,
      (event) =>
        event.type === mailRequestedType('referral') &&
        (event.data as { cause: string }).cause.startsWith('referrer-reward:'),
    );
    expect(mailRequests).toHaveLength(3);
    // The referrer is told of each friend twice (joined, came in), by a consumer of these very events.
    const friendMails = await arrived<{ cause: string }>(6, (event) =>
      /^friend-(joined|came-in):/.test((event.data as { cause?: string }).cause ?? ''),
    );
    expect(friendMails).toHaveLength(6);
    // Every e-mail this stack's referral service was asked for has gone: the referrer's link, each friend's
    // confirmation and voucher, the three rewards and the six friend e-mails.
    const requested = events.filter(({ type }) => type === mailRequestedType('referral')) as DomainEvent<{
      to: string;
    }>[];
    const recipients = new Set(requested.map(({ data }) => data.to));
    const sentMails = async () =>
      stack.mail.messages.filter(({ to }) => to.some((address) => recipients.has(address))).length;
    const mailed = requested.length;
    expect(await settled(sentMails, mailed)).toBe(mailed);
    const rewardMails = stack.mail.messages.filter(({ subject }) => subject.startsWith('You earned'));
    expect(rewardMails).toHaveLength(3);

    // This stack serves this test alone: every event its referral service published, to every consumer again.
    const delivered = [...events];
    const consumers = new Set<string>();
    for (const event of delivered) {
      for (const durable of await stack.redeliver(event)) consumers.add(durable);
    }

    expect([...consumers]).toEqual(expect.arrayContaining(['campaign-referral-statistics', 'referral-mail']));
    expect(await figures()).toEqual(counted);
    expect(await referrerFigures()).toEqual(earned);
    expect(await sentMails()).toBe(mailed);
    // A referral made after the redeliveries: once its event is out, anything they recorded before it is too.
    const last = buildRefereeSignUp(open.campaign.id, referrer.referralCode);
    expect((await post('/api/referees', last)).status).toBe(201);
    await arrived(4, (event) => ours(event) && event.type === ReferralEvents.refereeRegistered);
    expect(events.filter(issued)).toHaveLength(6);
    const after = { ...counted, totalReferrals: 4, conversionRate: 75 };
    expect(await settled(figures, after)).toEqual(after);
  });
});
