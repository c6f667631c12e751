import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignSubjects,
  ReferralEvents,
  type CampaignDto,
  type CampaignExportRecord,
  type CampaignReferrerDto,
  type CampaignStatsDto,
  type CampaignTimeseriesDto,
  type ExportPage,
  type OwnerPrincipal,
  type Principal,
  type RefereeRegisteredData,
  type ReferrerRegisteredData,
  type VoucherHolder,
  type VoucherIssuedData,
  type VoucherKind,
  type VoucherRedeemedData,
} from '@referrals/contracts';
import { buildReferee, buildVoucherIssued, buildVoucherRedeemed, type ReferrerRef } from '@referrals/testing';
import {
  eventually,
  failureOf,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { CampaignReferrersJoined } from '../../src/entities/campaign-referrers-joined.ts';
import { CampaignStatsDay } from '../../src/entities/campaign-stats-day.ts';
import { CampaignStats } from '../../src/entities/campaign-stats.ts';
import { campaignService } from '../../src/start.ts';
import { statsOf } from '../../src/use-cases/statistics.ts';
import {
  addCampaignAs,
  callAs,
  ownerOf,
  publishEventAs,
  publishKnownBusiness,
  registerReferrerOf,
} from '../support.ts';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest(campaignService, 'campaign-statistics');
});

afterAll(async () => {
  await service.stop();
});

const call = <R>(principal: Principal | undefined, subject: string, data: unknown) =>
  callAs<R>(service, principal, subject, data);

interface OwnedCampaign {
  owner: OwnerPrincipal;
  businessId: string;
  campaign: CampaignDto;
}

/** A business of a new login (enterprise: no plan limit) with one new campaign. */
async function ownedCampaign(): Promise<OwnedCampaign> {
  const loginId = randomUUID();
  const business = await publishKnownBusiness(service, loginId, { subscriptionTier: 'enterprise' });
  const owner = ownerOf(loginId, business.businessId);
  return { owner, businessId: business.businessId, campaign: await addCampaign(owner, business.businessId) };
}

const addCampaign = (owner: OwnerPrincipal, businessId: string) => addCampaignAs(service, owner, businessId);

const publish = <T>(type: string, data: T, id?: string) => publishEventAs(service, type, data, id);

const registerReferrer = (campaignId: string, overrides: Partial<ReferrerRegisteredData> = {}) =>
  registerReferrerOf(service, campaignId, overrides);

const refer = (referrer: ReferrerRef, at: Date = new Date()) =>
  publish<RefereeRegisteredData>(ReferralEvents.refereeRegistered, buildReferee(referrer, at));

/**
 * Issues a voucher to the referrer (their reward) or to one of their referees, or a welcome pass with `kind`
 * `pass` (without a kind, as events before kinds existed, it is a voucher); answers its id.
 */
async function issueVoucher(
  referrer: ReferrerRef,
  holder: VoucherHolder,
  kind?: VoucherKind,
): Promise<string> {
  const voucher = { ...buildVoucherIssued(referrer, holder), ...(kind ? { kind } : {}) };
  await publish<VoucherIssuedData>(ReferralEvents.voucherIssued, voucher);
  return voucher.voucherId;
}

const redeemVoucher = (
  voucherId: string,
  referrer: ReferrerRef,
  holder: VoucherHolder,
  at: Date = new Date(),
  kind?: VoucherKind,
) =>
  publish<VoucherRedeemedData>(ReferralEvents.voucherRedeemed, {
    ...buildVoucherRedeemed({ voucherId, ...referrer, holder }, at),
    ...(kind ? { kind } : {}),
  });

const deleteReferrer = (referrer: ReferrerRef) =>
  publish(ReferralEvents.referrerDeleted, {
    referrerId: referrer.referrerId,
    campaignId: referrer.campaignId,
  });

/**
 * What `read` answers once it equals `expected`, or its last answer after the wait (for the failure's diff):
 * the consumer handles events after they are published.
 */
async function settled<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let last = await read();
  await eventually(
    async () => {
      last = await read();
      return isDeepStrictEqual(last, expected);
    },
    10_000,
    'the statistics read model',
  ).catch(() => undefined);
  return last;
}

const analyticsOf = (owner: OwnerPrincipal, campaignId: string) =>
  call<CampaignStatsDto>(owner, CampaignSubjects.analytics, { params: { id: campaignId } });

const referrersOf = (owner: OwnerPrincipal, campaignId: string) =>
  call<CampaignReferrerDto[]>(owner, CampaignSubjects.listReferrers, { params: { id: campaignId } });

const timeseriesOf = (owner: OwnerPrincipal, campaignId: string, period: string) =>
  call<CampaignTimeseriesDto>(owner, CampaignSubjects.timeseries, {
    params: { id: campaignId },
    query: { period },
  });

const stats = (figures: Partial<CampaignStatsDto>): CampaignStatsDto => ({
  totalReferrals: 0,
  activeReferrers: 0,
  newReferrersThisMonth: 0,
  conversionRate: 0,
  totalVouchers: 0,
  redeemedVouchers: 0,
  ...figures,
});

const DAY_MS = 86_400_000;
const daysAgo = (days: number, from: Date = new Date()) => new Date(from.getTime() - days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('campaign: the statistics read model', () => {
  it('when a new campaign has no referral events yet, then every figure is zero and the series are empty', async () => {
    const { owner, campaign } = await ownedCampaign();

    expect(await analyticsOf(owner, campaign.id)).toEqual(stats({}));
    expect(await referrersOf(owner, campaign.id)).toEqual([]);
    const series = await timeseriesOf(owner, campaign.id, '30d');
    expect(series.points).toHaveLength(30);
    expect(
      series.points.every((point) => point.referrals + point.conversions + point.vouchersRedeemed === 0),
    ).toBe(true);
  });

  it('when referrers join, refer and vouchers are issued and redeemed, then the figures and the referrers show it', async () => {
    const { owner, businessId, campaign } = await ownedCampaign();
    const ann = await registerReferrer(campaign.id, { firstName: 'Ann' });
    const bob = await registerReferrer(campaign.id, { firstName: 'Bob' });
    await refer(ann);
    await refer(ann);
    await refer(bob);
    const annRefereeVoucher = await issueVoucher(ann, 'referee');
    await issueVoucher(ann, 'referee');
    await issueVoucher(bob, 'referee');
    const annReward = await issueVoucher(ann, 'referrer');
    await redeemVoucher(annRefereeVoucher, ann, 'referee');
    await redeemVoucher(annReward, ann, 'referrer');

    // 3 referrals, 1 converted (Ann's referee redeemed); Ann's own reward is a voucher, not a conversion.
    const expected = stats({
      totalReferrals: 3,
      activeReferrers: 2,
      newReferrersThisMonth: 2,
      conversionRate: 33.3,
      totalVouchers: 4,
      redeemedVouchers: 2,
    });
    expect(await settled(() => analyticsOf(owner, campaign.id), expected)).toEqual(expected);
    expect(await referrersOf(owner, campaign.id)).toEqual([
      {
        id: ann.referrerId,
        deleted: false,
        campaignId: campaign.id,
        campaignName: campaign.name,
        firstName: 'Ann',
        lastName: ann.lastName,
        email: ann.email,
        phoneNumber: ann.phoneNumber,
        postcode: ann.postcode,
        customerDuration: '1-2-years',
        testimonial: 'Lovely people',
        heardAboutBusiness: null,
        referralCode: ann.referralCode,
        isVerified: true,
        createdAt: ann.createdAt,
        totalReferrals: 2,
        successfulReferrals: 1,
        vouchersEarned: 1,
      },
      expect.objectContaining({
        id: bob.referrerId,
        totalReferrals: 1,
        successfulReferrals: 0,
        vouchersEarned: 0,
      }),
    ]);

    // The campaign answers carry the same figures; the export has them too, without the milestones.
    expect(await call(owner, CampaignSubjects.get, { params: { id: campaign.id } })).toMatchObject(expected);
    const [listed] = await call<CampaignDto[]>(owner, CampaignSubjects.listForBusiness, {
      params: { userId: businessId },
    });
    expect(listed).toMatchObject({ id: campaign.id, ...expected });
    const exported = await call<ExportPage<CampaignExportRecord>>(owner, CampaignSubjects.exportForBusiness, {
      params: { userId: businessId },
    });
    expect(exported).toEqual({ items: [{ ...campaignWithout(listed!, 'milestones') }], next: null });
  });

  it('when referrers have the same successes, then more referrals and then who joined first come first', async () => {
    const { owner, campaign } = await ownedCampaign();
    const late = await registerReferrer(campaign.id, { createdAt: daysAgo(1).toISOString() });
    const early = await registerReferrer(campaign.id, { createdAt: daysAgo(5).toISOString() });
    const busy = await registerReferrer(campaign.id, { createdAt: new Date().toISOString() });
    const star = await registerReferrer(campaign.id, { createdAt: new Date().toISOString() });
    await refer(busy);
    await refer(busy);
    await refer(star);
    await redeemVoucher(await issueVoucher(star, 'referee'), star, 'referee');

    const order = [star, busy, early, late].map((referrer) => referrer.referrerId);
    const ids = async () => (await referrersOf(owner, campaign.id)).map((referrer) => referrer.id);
    expect(await settled(ids, order)).toEqual(order);
  });

  it('when an event is delivered twice or a referrer announced twice, then each counts once', async () => {
    const { owner, campaign } = await ownedCampaign();
    const referrer = await registerReferrer(campaign.id);
    const referral = await refer(referrer);

    await publish(ReferralEvents.refereeRegistered, referral.data, referral.id);
    await publish(ReferralEvents.referrerRegistered, referrer, randomUUID());
    // A referral published after both: once it counts, the duplicates have been handled before it.
    await refer(referrer);

    const expected = stats({ totalReferrals: 2, activeReferrers: 1, newReferrersThisMonth: 1 });
    expect(await settled(() => analyticsOf(owner, campaign.id), expected)).toEqual(expected);
    expect(await referrersOf(owner, campaign.id)).toEqual([expect.objectContaining({ totalReferrals: 2 })]);
  });

  it('when a referrer confirms their e-mail, then the owner sees them verified, whichever event came first', async () => {
    const { owner, campaign } = await ownedCampaign();
    const confirmed = await registerReferrer(campaign.id, { isVerified: false });
    const early = { referrerId: randomUUID(), campaignId: campaign.id };
    const verified = (referrer: { referrerId: string }) =>
      publish(ReferralEvents.referrerVerified, {
        referrerId: referrer.referrerId,
        campaignId: campaign.id,
        verifiedAt: new Date().toISOString(),
      });
    await verified(confirmed);
    await verified(early);
    await registerReferrer(campaign.id, { referrerId: early.referrerId, isVerified: false });
    const pending = await registerReferrer(campaign.id, { isVerified: false });

    const verifiedOf = async () =>
      Object.fromEntries((await referrersOf(owner, campaign.id)).map((r) => [r.id, r.isVerified]));
    const expected = {
      [confirmed.referrerId]: true,
      [early.referrerId]: true,
      [pending.referrerId]: false,
    };
    expect(await settled(verifiedOf, expected)).toEqual(expected);
  });

  it('when a referrer joins, then they become an active referrer with their first referral, not before', async () => {
    const { owner, campaign } = await ownedCampaign();
    const idle = await registerReferrer(campaign.id);
    const ids = async () => (await referrersOf(owner, campaign.id)).map((referrer) => referrer.id);
    expect(await settled(ids, [idle.referrerId])).toEqual([idle.referrerId]);
    expect(await analyticsOf(owner, campaign.id)).toEqual(stats({ newReferrersThisMonth: 1 }));

    const busy = await registerReferrer(campaign.id);
    await refer(busy);
    await refer(busy);

    const expected = stats({ totalReferrals: 2, activeReferrers: 1, newReferrersThisMonth: 2 });
    expect(await settled(() => analyticsOf(owner, campaign.id), expected)).toEqual(expected);
  });

  it('when referrers are deleted, then one with referrals leaves the active referrers, one without changes nothing, and referrals stay', async () => {
    const { owner, campaign } = await ownedCampaign();
    const gone = await registerReferrer(campaign.id);
    const idle = await registerReferrer(campaign.id);
    const stays = await registerReferrer(campaign.id);
    await refer(gone);
    await refer(stays);
    const before = stats({ totalReferrals: 2, activeReferrers: 2, newReferrersThisMonth: 3 });
    expect(await settled(() => analyticsOf(owner, campaign.id), before)).toEqual(before);

    await deleteReferrer(gone);
    await deleteReferrer(idle);
    await deleteReferrer(gone);
    await publish(ReferralEvents.referrerDeleted, { referrerId: randomUUID(), campaignId: campaign.id });
    // A referral of the deleted referrer handled after the deletion counts for the campaign, not as active.
    await refer(gone);

    // Deleted referrers no longer count among those who joined this month, whether they referred or not.
    const expected = stats({ totalReferrals: 3, activeReferrers: 1, newReferrersThisMonth: 1 });
    expect(await settled(() => analyticsOf(owner, campaign.id), expected)).toEqual(expected);
    expect((await referrersOf(owner, campaign.id)).map((referrer) => referrer.id)).toEqual([
      stays.referrerId,
    ]);
  });

  it('when referrers joined this calendar month and before it, then "new this month" counts this month\'s only, until it ends', async () => {
    const { owner, campaign } = await ownedCampaign();
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0, 12));
    const startOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    await registerReferrer(campaign.id, { createdAt: lastMonth.toISOString() });
    const leaving = await registerReferrer(campaign.id, { createdAt: lastMonth.toISOString() });
    await registerReferrer(campaign.id, { createdAt: startOfMonth.toISOString() });
    await registerReferrer(campaign.id);
    await deleteReferrer(leaving);
    const marker = await registerReferrer(campaign.id);
    await refer(marker);

    const expected = stats({ totalReferrals: 1, activeReferrers: 1, newReferrersThisMonth: 3 });
    expect(await settled(() => analyticsOf(owner, campaign.id), expected)).toEqual(expected);
    // Next month none of them is new: the figure is the month's, not a running count.
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const em = service.runtime.orm.em.fork();
    expect((await statsOf(em, [campaign.id], nextMonth)).get(campaign.id)).toEqual(
      stats({ totalReferrals: 1, activeReferrers: 1 }),
    );
    expect((await statsOf(em, [campaign.id], lastMonth)).get(campaign.id)).toMatchObject({
      newReferrersThisMonth: 1,
    });
  });

  it('when a welcome pass is issued and checked in (twice delivered), then it is one successful referral but not a voucher', async () => {
    const { owner, campaign } = await ownedCampaign();
    const referrer = await registerReferrer(campaign.id);
    await refer(referrer);
    await refer(referrer);
    const pass = await issueVoucher(referrer, 'referee', 'pass');
    const checkIn = await redeemVoucher(pass, referrer, 'referee', new Date(), 'pass');
    await publish(ReferralEvents.voucherRedeemed, checkIn.data, checkIn.id);
    // A voucher named so explicitly counts like one without a kind.
    const voucher = await issueVoucher(referrer, 'referee', 'voucher');
    await redeemVoucher(voucher, referrer, 'referee', new Date(), 'voucher');

    const expected = stats({
      totalReferrals: 2,
      activeReferrers: 1,
      newReferrersThisMonth: 1,
      conversionRate: 100,
      totalVouchers: 1,
      redeemedVouchers: 1,
    });
    expect(await settled(() => analyticsOf(owner, campaign.id), expected)).toEqual(expected);
    expect(await referrersOf(owner, campaign.id)).toEqual([
      expect.objectContaining({ totalReferrals: 2, successfulReferrals: 2, vouchersEarned: 0 }),
    ]);
    const today = (await timeseriesOf(owner, campaign.id, '30d')).points.at(-1);
    expect(today).toEqual({ start: isoDay(new Date()), referrals: 2, conversions: 2, vouchersRedeemed: 1 });
  });

  it("when a referrer's events arrive before their registration, then the registered referrer has them", async () => {
    const { owner, campaign } = await ownedCampaign();
    const early = { referrerId: randomUUID(), campaignId: campaign.id };
    await refer(early);
    await issueVoucher(early, 'referrer');
    const notYet = stats({ totalReferrals: 1, totalVouchers: 1 });
    expect(await settled(() => analyticsOf(owner, campaign.id), notYet)).toEqual(notYet);
    expect(await referrersOf(owner, campaign.id)).toEqual([]);

    await registerReferrer(campaign.id, { referrerId: early.referrerId });

    const ids = async () => (await referrersOf(owner, campaign.id)).map((referrer) => referrer.id);
    expect(await settled(ids, [early.referrerId])).toEqual([early.referrerId]);
    expect(await referrersOf(owner, campaign.id)).toEqual([
      expect.objectContaining({ totalReferrals: 1, vouchersEarned: 1 }),
    ]);
    expect(await analyticsOf(owner, campaign.id)).toEqual(
      stats({ totalReferrals: 1, activeReferrers: 1, newReferrersThisMonth: 1, totalVouchers: 1 }),
    );
    // Their next referral is not their first: they stay one active referrer.
    await refer(early);
    const expected = stats({
      totalReferrals: 2,
      activeReferrers: 1,
      newReferrersThisMonth: 1,
      totalVouchers: 1,
    });
    expect(await settled(() => analyticsOf(owner, campaign.id), expected)).toEqual(expected);
  });

  it("when a referrer's deletion arrives before their registration, then they are never shown", async () => {
    const { owner, campaign } = await ownedCampaign();
    const referrerId = randomUUID();
    await publish(ReferralEvents.referrerDeleted, { referrerId, campaignId: campaign.id });
    await registerReferrer(campaign.id, { referrerId });
    await refer({ referrerId, campaignId: campaign.id });
    const marker = await registerReferrer(campaign.id);
    await refer(marker);

    const ids = async () => (await referrersOf(owner, campaign.id)).map((referrer) => referrer.id);
    expect(await settled(ids, [marker.referrerId])).toEqual([marker.referrerId]);
    const expected = stats({ totalReferrals: 2, activeReferrers: 1, newReferrersThisMonth: 1 });
    expect(await settled(() => analyticsOf(owner, campaign.id), expected)).toEqual(expected);
  });

  it('when events name an unknown or malformed campaign, then they are ignored and later events still count', async () => {
    const { owner, campaign } = await ownedCampaign();
    const stranger = { referrerId: randomUUID(), campaignId: randomUUID() };
    await registerReferrer(stranger.campaignId, { referrerId: stranger.referrerId });
    await refer(stranger);
    await refer({ referrerId: 'not-a-uuid', campaignId: 'not-a-uuid' });
    await redeemVoucher(await issueVoucher(stranger, 'referee'), stranger, 'referee');

    const referrer = await registerReferrer(campaign.id);
    await refer(referrer);

    const expected = stats({ totalReferrals: 1, activeReferrers: 1, newReferrersThisMonth: 1 });
    expect(await settled(() => analyticsOf(owner, campaign.id), expected)).toEqual(expected);
  });

  it('when a campaign is deleted, then its figures and referrers go with it and its later events are ignored', async () => {
    const { owner, businessId, campaign } = await ownedCampaign();
    const kept = await addCampaign(owner, businessId);
    const referrer = await registerReferrer(campaign.id);
    const keptReferrer = await registerReferrer(kept.id);
    await refer(referrer);
    await refer(keptReferrer);
    const counted = stats({ totalReferrals: 1, activeReferrers: 1, newReferrersThisMonth: 1 });
    expect(await settled(() => analyticsOf(owner, campaign.id), counted)).toEqual(counted);

    await call(owner, CampaignSubjects.delete, { params: { id: campaign.id } });
    await refer(referrer);
    await refer(keptReferrer);

    const expected = stats({ totalReferrals: 2, activeReferrers: 1, newReferrersThisMonth: 1 });
    expect(await settled(() => analyticsOf(owner, kept.id), expected)).toEqual(expected);
    expect(await failureOf(analyticsOf(owner, campaign.id))).toMatchObject({
      name: 'NotFoundError',
      message: 'Campaign not found',
    });
    const exported = await call<ExportPage<CampaignReferrerDto>>(owner, CampaignSubjects.exportReferrers, {
      params: { userId: businessId },
    });
    expect(exported.items.map((row) => row.id)).toEqual([keptReferrer.referrerId]);
    // No call can name a deleted campaign any more: only its tables can tell that nothing of it is left.
    const em = service.runtime.orm.em.fork();
    expect(await em.count(CampaignStats, { campaignId: campaign.id })).toBe(0);
    expect(await em.count(CampaignStatsDay, { campaignId: campaign.id })).toBe(0);
    expect(await em.count(CampaignReferrersJoined, { campaignId: campaign.id })).toBe(0);
  });

  it('when a business exports its referrers, then every campaign of it is there with its name, newest first', async () => {
    const { owner, businessId, campaign } = await ownedCampaign();
    const second = await addCampaign(owner, businessId);
    const first = await registerReferrer(campaign.id, { createdAt: daysAgo(2).toISOString() });
    const latest = await registerReferrer(second.id, { createdAt: daysAgo(1).toISOString() });
    const other = await ownedCampaign();
    await registerReferrer(other.campaign.id);

    const expected = [
      [latest.referrerId, second.name],
      [first.referrerId, campaign.name],
    ];
    const exported = async () =>
      (
        await call<ExportPage<CampaignReferrerDto>>(owner, CampaignSubjects.exportReferrers, {
          params: { userId: businessId },
        })
      ).items.map((row) => [row.id, row.campaignName]);
    expect(await settled(exported, expected)).toEqual(expected);
  });
});

describe('campaign: the time series', () => {
  const now = new Date();
  const today = isoDay(now);
  /** Monday of the UTC week holding `date`. */
  const mondayOf = (date: Date) => isoDay(daysAgo((date.getUTCDay() + 6) % 7, date));
  const monthOf = (date: Date) => `${isoDay(date).slice(0, 7)}-01`;
  const referralDays = [0, 0, 1, 9, 29, 30, 45, 100, 200, 364, 400];
  const conversionDays = [0, 9, 45];

  let owned: OwnedCampaign;

  beforeAll(async () => {
    owned = await ownedCampaign();
    const referrer = await registerReferrer(owned.campaign.id);
    for (const days of referralDays) await refer(referrer, daysAgo(days, now));
    for (const days of conversionDays) {
      await redeemVoucher(await issueVoucher(referrer, 'referee'), referrer, 'referee', daysAgo(days, now));
    }
    await settled(
      () => analyticsOf(owned.owner, owned.campaign.id),
      stats({
        totalReferrals: 11,
        activeReferrers: 1,
        newReferrersThisMonth: 1,
        conversionRate: 27.3,
        totalVouchers: 3,
        redeemedVouchers: 3,
      }),
    );
  });

  /** How many of `days` (days ago) fall in the bucket that `bucketOf` names `start`. */
  const countIn = (days: number[], start: string, bucketOf: (date: Date) => string) =>
    days.filter((ago) => bucketOf(daysAgo(ago, now)) === start).length;

  it.each([
    ['30d', 'day', 30, isoDay],
    ['3m', 'week', 13, mondayOf],
    ['1y', 'month', 12, monthOf],
  ] as const)(
    'when the owner asks for %s, then %s buckets (%i) end with today and add up the days',
    async (period, granularity, count, bucketOf) => {
      const series = await timeseriesOf(owned.owner, owned.campaign.id, period);

      expect(series.period).toBe(period);
      expect(series.granularity).toBe(granularity);
      expect(series.points).toHaveLength(count);
      expect(series.points.at(-1)!.start).toBe(bucketOf(now));
      const starts = series.points.map((point) => point.start);
      expect(new Set(starts.map((start) => bucketOf(new Date(`${start}T00:00:00Z`))))).toEqual(
        new Set(starts),
      );
      expect([...starts].sort()).toEqual(starts);
      expect(series.points).toEqual(
        starts.map((start) => ({
          start,
          referrals: countIn(referralDays, start, bucketOf),
          conversions: countIn(conversionDays, start, bucketOf),
          vouchersRedeemed: countIn(conversionDays, start, bucketOf),
        })),
      );
    },
  );

  it('when the 30-day series is read, then today and the day 29 days ago are in it and older days are not', async () => {
    const series = await timeseriesOf(owned.owner, owned.campaign.id, '30d');

    expect(series.points[0]).toMatchObject({ start: isoDay(daysAgo(29, now)), referrals: 1 });
    expect(series.points.at(-1)).toEqual({ start: today, referrals: 2, conversions: 1, vouchersRedeemed: 1 });
    expect(series.points.reduce((sum, point) => sum + point.referrals, 0)).toBe(5);
  });

  it('when the period is not one of 30d, 3m or 1y, then the answer is the input error', async () => {
    expect(await failureOf(timeseriesOf(owned.owner, owned.campaign.id, '7d'))).toMatchObject({
      name: 'InputError',
      message: 'Period must be 30d, 3m or 1y',
    });
  });
});

describe('campaign: who may read the statistics', () => {
  it('when another login, nobody or a malformed id asks, then the answer is the same not-found or a refusal', async () => {
    const { owner, businessId, campaign } = await ownedCampaign();
    const stranger = ownerOf(randomUUID(), randomUUID());
    const byCampaign = [
      CampaignSubjects.analytics,
      CampaignSubjects.timeseries,
      CampaignSubjects.listReferrers,
    ];
    const byBusiness = [CampaignSubjects.exportForBusiness, CampaignSubjects.exportReferrers];

    for (const subject of byCampaign) {
      for (const id of [campaign.id, randomUUID(), 'not-a-uuid']) {
        expect(await failureOf(call(stranger, subject, { params: { id } }))).toMatchObject({
          name: 'NotFoundError',
          message: 'Campaign not found',
        });
      }
      expect(await failureOf(call(undefined, subject, { params: { id: campaign.id } }))).toMatchObject({
        name: 'AuthenticationError',
      });
    }
    for (const subject of byBusiness) {
      for (const userId of [businessId, randomUUID(), 'not-a-uuid']) {
        expect(await failureOf(call(stranger, subject, { params: { userId } }))).toMatchObject({
          name: 'NotFoundError',
          message: 'Business not found',
        });
      }
      expect(await failureOf(call(undefined, subject, { params: { userId: businessId } }))).toMatchObject({
        name: 'AuthenticationError',
      });
    }
    // The owner's own calls answer.
    expect(await analyticsOf(owner, campaign.id)).toEqual(stats({}));
  });
});

function campaignWithout<K extends keyof CampaignDto>(campaign: CampaignDto, key: K): Omit<CampaignDto, K> {
  const { [key]: dropped, ...rest } = campaign;
  void dropped;
  return rest;
}
