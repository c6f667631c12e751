import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  CampaignEvents,
  ReferralEvents,
  ReferralSubjects,
  type CounterReferralDto,
  type OwnerPrincipal,
  type RefereeVerifiedDto,
  type ReferrerRegisteredDto,
  type VoucherDto,
  type VoucherRedeemedData,
  type VoucherRedeemedDto,
  formatDay,
} from '@referrals/contracts';
import { DEFAULT_ABUSE_LIMITS } from '@referrals/service-kit';
import { eventually, failureOf, requestAs, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { KnownCampaign } from '../../src/entities/known-campaign.ts';
import { Voucher } from '../../src/entities/voucher.ts';
import { redeemVoucher } from '../../src/use-cases/redeem-voucher.ts';
import {
  PUBLIC_URL,
  call,
  joinAsReferrer,
  latestToken,
  mailsTo,
  openCampaign,
  publish,
  recordedEvents,
  buildRefereeSignUp,
  buildReferrerSignUp,
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

const DAY_MS = 24 * 60 * 60 * 1000;
const ownerOf = (open: KnownOpenCampaign): OwnerPrincipal => ({
  kind: 'owner',
  loginId: open.business.loginId,
  businessId: open.business.businessId,
  sessionId: randomUUID(),
});
const redeem = (open: KnownOpenCampaign, code: string) =>
  requestAs<VoucherRedeemedDto>(
    service.bus,
    ReferralSubjects.redeemVoucher,
    { params: { code } },
    { principal: ownerOf(open) },
  );

/** A referrer of the campaign whose e-mail is confirmed (they earn rewards). */
async function verifiedReferrer(open: KnownOpenCampaign): Promise<ReferrerRegisteredDto> {
  const form = buildReferrerSignUp(open.campaign.campaignId);
  const referrer = await joinAsReferrer(service, form);
  await call(service, ReferralSubjects.verifyReferrer, {
    body: { token: await latestToken(service, form.email) },
  });
  return referrer;
}

/** A referee of the referrer, verified: their voucher (or welcome pass). */
async function refereeVoucher(open: KnownOpenCampaign, referrer: ReferrerRegisteredDto): Promise<VoucherDto> {
  const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
  await signUpAsReferee(service, form);
  const verified = await call<RefereeVerifiedDto>(service, ReferralSubjects.verifyReferee, {
    body: { token: await latestToken(service, form.email) },
  });
  return verified.voucher as VoucherDto;
}

describe('redeeming (referral.vouchers.redeem)', () => {
  it('when the voucher has expired, then 409 saying on which day, and it stays unredeemed', async () => {
    const open = await openCampaign(service);
    const voucher = await refereeVoucher(
      open,
      await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId)),
    );
    const later = new Date(Date.parse(voucher.expiryDate) + DAY_MS);
    const day = formatDay(voucher.expiryDate, 'Europe/London');

    const refusal = await failureOf(
      redeemVoucher(
        service.runtime.orm.em.fork(),
        ownerOf(open),
        voucher.code,
        { approve: false },
        {
          publicUrl: PUBLIC_URL,
          voucherValidDays: 90,
          log: service.runtime.log,
          now: later,
        },
      ),
    );

    expect(refusal).toMatchObject({ name: 'ConflictError', message: `This voucher expired on ${day}` });
    expect((await service.runtime.orm.em.fork().findOneOrFail(Voucher, voucher.id)).redeemedAt).toBeNull();
  });

  it('when a referee voucher is redeemed, then voucherRedeemed is recorded once with its kind', async () => {
    const open = await openCampaign(service);
    const referrer = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const voucher = await refereeVoucher(open, referrer);

    await redeem(open, voucher.code);
    await failureOf(redeem(open, voucher.code));

    const redeemed = await recordedEvents<VoucherRedeemedData>(service, ReferralEvents.voucherRedeemed);
    expect(redeemed.filter((event) => event.voucherId === voucher.id)).toEqual([
      {
        voucherId: voucher.id,
        kind: 'voucher',
        campaignId: open.campaign.campaignId,
        holder: 'referee',
        referrerId: referrer.id,
        redeemedAt: expect.any(String),
      },
    ]);
  });
});

describe('referrer rewards', () => {
  it('when milestones are reached, then each reward is issued once, and edited milestones never issue a reached one again', async () => {
    const open = await openCampaign(service, {
      campaign: {
        constantReward: null,
        milestones: [
          {
            referralCount: 1,
            rewardName: 'Free coffee',
            rewardType: 'product',
            rewardValue: 'Coffee',
            description: 'A coffee',
          },
          {
            referralCount: 3,
            rewardName: 'Free cut',
            rewardType: 'service',
            rewardValue: 'Haircut',
            description: 'A cut',
          },
        ],
      },
    });
    const referrer = await verifiedReferrer(open);

    const first = await redeem(open, (await refereeVoucher(open, referrer)).code);
    expect(first.referrerRewards.map(({ rewardDescription }) => rewardDescription)).toEqual([
      'Free coffee (Coffee)',
    ]);

    const edited = {
      ...open.campaign,
      constantReward: null,
      milestones: [
        {
          referralCount: 1,
          rewardName: 'Free tea',
          rewardType: 'product' as const,
          rewardValue: 'Tea',
          description: 'A tea',
        },
        {
          referralCount: 2,
          rewardName: 'Free cake',
          rewardType: 'product' as const,
          rewardValue: 'Cake',
          description: 'A cake',
        },
        {
          referralCount: 3,
          rewardName: 'Free cut',
          rewardType: 'service' as const,
          rewardValue: 'Haircut',
          description: 'A cut',
        },
      ],
    };
    await publish(service, CampaignEvents.updated, edited);
    await eventually(
      async () =>
        (await service.runtime.orm.em.fork().findOneOrFail(KnownCampaign, open.campaign.campaignId))
          .milestones.length === 3,
      10_000,
      'the edited milestones',
    );

    const second = await redeem(open, (await refereeVoucher(open, referrer)).code);
    const third = await redeem(open, (await refereeVoucher(open, referrer)).code);
    const fourth = await redeem(open, (await refereeVoucher(open, referrer)).code);

    expect(second.referrerRewards.map(({ rewardDescription }) => rewardDescription)).toEqual([
      'Free cake (Cake)',
    ]);
    expect(third.referrerRewards.map(({ rewardDescription }) => rewardDescription)).toEqual([
      'Free cut (Haircut)',
    ]);
    expect(fourth.referrerRewards).toEqual([]);
    expect(
      await service.runtime.orm.em.fork().count(Voucher, { referrerId: referrer.id, holder: 'referrer' }),
    ).toBe(3);
  });

  it('when the referrer is unverified, then rewards wait, and verifying issues them once, e-mailed', async () => {
    const open = await openCampaign(service);
    const form = buildReferrerSignUp(open.campaign.campaignId);
    const referrer = await joinAsReferrer(service, form);
    const token = await latestToken(service, form.email);

    const redeemed = await redeem(open, (await refereeVoucher(open, referrer)).code);
    expect(redeemed.referrerRewards).toEqual([]);

    await call(service, ReferralSubjects.verifyReferrer, { body: { token } });
    await call(service, ReferralSubjects.verifyReferrer, { body: { token } });

    const rewards = await service.runtime.orm.em
      .fork()
      .find(Voucher, { referrerId: referrer.id, holder: 'referrer' });
    expect(rewards.map(({ rewardKey, rewardName }) => ({ rewardKey, rewardName }))).toEqual([
      { rewardKey: 'constant:1', rewardName: '£10 off' },
    ]);
    const rewardMails = (await mailsTo(service, form.email)).filter((mail) =>
      mail.subject.startsWith('You earned'),
    );
    expect(rewardMails).toHaveLength(1);
    expect(rewardMails[0]?.text).toContain(`${PUBLIC_URL}/voucher/${rewards[0]?.code}`);
  });
});

describe('referrals recorded at the counter (referral.referees.record-at-counter)', () => {
  it("when the code's hourly limit is reached, then further ones are refused (429), and the burst is flagged before", async () => {
    const open = await openCampaign(service);
    const referrer = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const record = (n: number) =>
      requestAs<CounterReferralDto>(
        service.bus,
        ReferralSubjects.recordCounterReferral,
        {
          body: {
            referrerId: referrer.id,
            firstName: 'Jo',
            email: `jo.${n}.${randomUUID()}@example.com`,
            consent: true,
          },
        },
        { principal: ownerOf(open) },
      );

    const recorded: CounterReferralDto[] = [];
    for (let n = 0; n < DEFAULT_ABUSE_LIMITS.refereeSignupsPerCode; n += 1) recorded.push(await record(n));

    expect(recorded[0]?.referee.flags).toEqual([]);
    expect(recorded.at(-1)?.referee.flags.map(({ kind }) => kind)).toEqual(['burst']);
    expect(await failureOf(record(-1))).toMatchObject({ name: 'RateLimitedError' });
  });
});
