import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  ReferralReviewEvents,
  ReferralReviewSubjects,
  ReferralSubjects,
  type OwnerPrincipal,
  type ReferralDecidedDto,
  type ReferralReviewCountDto,
  type ReferralReviewListDto,
  type ReferralReviewNeededData,
  type RefereeVerifiedDto,
  type ReferrerRegisteredDto,
  type VoucherDto,
  type VoucherRedeemedDto,
} from '@referrals/contracts';
import { findJob, type SettableClock } from '@referrals/service-kit';
import { failureOf, requestAs, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { Referrer } from '../../src/entities/referrer.ts';
import { Voucher } from '../../src/entities/voucher.ts';
import { autoApproveKey } from '../../src/use-cases/decide-referral.ts';
import {
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

const DAY_MS = 24 * 60 * 60 * 1000;

let service: ServiceUnderTest;
let open: KnownOpenCampaign;

beforeAll(async () => {
  service = await startReferral({ testClock: true });
  open = await openCampaign(service);
});

afterAll(async () => {
  await service.stop();
});

const ownerOf = (of: KnownOpenCampaign): OwnerPrincipal => ({
  kind: 'owner',
  loginId: of.business.loginId,
  businessId: of.business.businessId,
  sessionId: randomUUID(),
});

const asOwner = <R>(subject: string, data: unknown, of: KnownOpenCampaign = open) =>
  requestAs<R>(service.bus, subject, data, { principal: ownerOf(of) });

const decide = (refereeId: string, body: object, of: KnownOpenCampaign = open) =>
  asOwner<ReferralDecidedDto>(ReferralReviewSubjects.decideReferral, { params: { id: refereeId }, body }, of);

const reviews = (of: KnownOpenCampaign = open) =>
  asOwner<ReferralReviewListDto>(
    ReferralReviewSubjects.listReferralReviews,
    { params: { id: of.campaign.campaignId } },
    of,
  );

const redeem = (code: string, approve = false) =>
  asOwner<VoucherRedeemedDto>(ReferralSubjects.redeemVoucher, { params: { code }, body: { approve } });

let nextAddress = 1;
const freshAddress = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** A referrer of the campaign with their e-mail confirmed (they earn rewards). */
async function verifiedReferrer(): Promise<ReferrerRegisteredDto> {
  const form = buildReferrerSignUp(open.campaign.campaignId);
  const referrer = await joinAsReferrer(service, form, freshAddress());
  await call(service, ReferralSubjects.verifyReferrer, {
    body: { token: await latestToken(service, form.email) },
  });
  return referrer;
}

/**
 * A friend of the referrer, verified. `flagged`: with the referrer's own name (a flag that needs a decision);
 * `sameNetwork`: from the referrer's address (a flag that needs none).
 */
async function friendOf(
  referrer: ReferrerRegisteredDto,
  { flagged = false, sameNetwork = false } = {},
): Promise<{ refereeId: string; voucher: VoucherDto }> {
  const form = buildRefereeSignUp(
    open.campaign.campaignId,
    referrer.referralCode,
    flagged ? { firstName: referrer.firstName, lastName: referrer.lastName } : {},
  );
  const registered = await signUpAsReferee(service, form, sameNetwork ? '203.0.113.10' : freshAddress());
  const verified = await call<RefereeVerifiedDto>(service, ReferralSubjects.verifyReferee, {
    body: { token: await latestToken(service, form.email) },
  });
  return { refereeId: registered.id, voucher: verified.voucher as VoucherDto };
}

const rewardsOf = async (referrerId: string) =>
  (await service.runtime.orm.em.fork().find(Voucher, { referrerId, holder: 'referrer' })).map(
    ({ rewardKey }) => rewardKey,
  );

const successfulReferrals = async (referrerId: string) =>
  (await service.runtime.orm.em.fork().findOneOrFail(Referrer, referrerId)).successfulReferrals;

describe('flagged referrals get a decision', () => {
  it('when a referral is flagged with a flag that needs a decision, then it waits in the review list with its reasons, an auto-approval job and a review-needed event', async () => {
    const referrer = await verifiedReferrer();
    const { refereeId } = await friendOf(referrer, { flagged: true });

    const list = await reviews();
    const item = list.toReview.find((entry) => entry.refereeId === refereeId);
    expect(item).toMatchObject({
      friendFirstName: referrer.firstName,
      referrerFirstName: referrer.firstName,
      flags: [{ kind: 'name-matches-referrer', reason: 'Same name as the referrer.' }],
      status: 'Verified',
      voucherState: 'issued',
      review: { state: 'pending', decidedAt: null, decidedBy: null },
    });
    const job = await findJob(service.runtime.orm.em.fork(), autoApproveKey(refereeId));
    expect(job).toMatchObject({ state: 'pending', name: 'auto-approve-referral' });
    expect(Date.parse(item?.review.autoApproveAt ?? '') - Date.parse(item?.createdAt ?? '')).toBe(
      14 * DAY_MS,
    );
    const needed = await recordedEvents<ReferralReviewNeededData>(service, ReferralReviewEvents.reviewNeeded);
    expect(needed.find((event) => event.refereeId === refereeId)).toMatchObject({
      referrerId: referrer.id,
      campaignId: open.campaign.campaignId,
    });
    const count = await asOwner<ReferralReviewCountDto>(ReferralReviewSubjects.countReferralReviews, {});
    expect(count.campaigns).toContainEqual({
      campaignId: open.campaign.campaignId,
      count: list.toReview.length,
    });
  });

  it('when the only flag is the referrer’s network (the shop’s Wi-Fi), then no decision is needed and the reward follows the redemption', async () => {
    const referrer = await verifiedReferrer();
    const { refereeId, voucher } = await friendOf(referrer, { sameNetwork: true });

    expect((await reviews()).toReview.map((entry) => entry.refereeId)).not.toContain(refereeId);
    await expect(failureOf(decide(refereeId, { decision: 'approve' }))).resolves.toMatchObject({
      name: 'ConflictError',
      message: 'This referral needs no decision',
    });
    const redeemed = await redeem(voucher.code);
    expect(redeemed.reviewState).toBeNull();
    expect(redeemed.referrerRewards).toHaveLength(1);
  });

  it('when a flagged voucher is redeemed without a decision, then the referrer’s reward waits; approving issues it once, and deciding again is refused with 409', async () => {
    const referrer = await verifiedReferrer();
    const { refereeId, voucher } = await friendOf(referrer, { flagged: true });

    const redeemed = await redeem(voucher.code);
    expect(redeemed).toMatchObject({ reviewState: 'pending', referrerRewards: [] });
    expect(await successfulReferrals(referrer.id)).toBe(0);
    expect(await rewardsOf(referrer.id)).toEqual([]);

    const approved = await decide(refereeId, { decision: 'approve' });
    expect(approved.item.review).toMatchObject({
      state: 'approved',
      decidedBy: 'owner',
      decidedByLoginId: open.business.loginId,
    });
    expect(await successfulReferrals(referrer.id)).toBe(1);
    expect(await rewardsOf(referrer.id)).toEqual(['constant:1']);

    const again = await failureOf(decide(refereeId, { decision: 'reject', reason: 'Changed my mind' }));
    expect(again).toMatchObject({ name: 'ConflictError' });
    expect(again.message).toMatch(/^This referral was already approved on /);
    expect(await rewardsOf(referrer.id)).toEqual(['constant:1']);
    expect(await findJob(service.runtime.orm.em.fork(), autoApproveKey(refereeId))).toBeNull();
  });

  it('when the owner rejects with a reason, then the friend’s voucher is cancelled with that reason, cannot be redeemed, and the referrer earns nothing', async () => {
    const referrer = await verifiedReferrer();
    const { refereeId, voucher } = await friendOf(referrer, { flagged: true });

    const rejected = await decide(refereeId, { decision: 'reject', reason: 'Same person as the referrer' });
    expect(rejected.item).toMatchObject({
      voucherState: 'cancelled',
      review: { state: 'rejected', rejectionReason: 'Same person as the referrer', decidedBy: 'owner' },
    });
    const page = await call<VoucherDto>(service, ReferralSubjects.voucherByCode, {
      params: { code: voucher.code },
    });
    expect(page).toMatchObject({
      isCancelled: true,
      cancelReason: 'Same person as the referrer',
      canRedeem: false,
    });
    expect(page.referral).toBeUndefined();
    const refusal = await failureOf(redeem(voucher.code, true));
    expect(refusal).toMatchObject({ name: 'ConflictError' });
    expect(refusal.message).toMatch(/: Same person as the referrer$/);
    expect(await rewardsOf(referrer.id)).toEqual([]);
    expect((await reviews()).decided[0]).toMatchObject({ refereeId, review: { state: 'rejected' } });
  });

  it('when Redeem at the counter approves, then approval and redemption commit together and the reward is issued; the owner’s voucher view showed the flags', async () => {
    const referrer = await verifiedReferrer();
    const { refereeId, voucher } = await friendOf(referrer, { flagged: true });

    const seen = await asOwner<VoucherDto>(ReferralSubjects.voucherByCode, {
      params: { code: voucher.code },
    });
    expect(seen.referral).toMatchObject({
      refereeId,
      flags: [{ kind: 'name-matches-referrer' }],
      review: { state: 'pending' },
    });
    const redeemed = await redeem(voucher.code, true);
    expect(redeemed).toMatchObject({ reviewState: 'approved' });
    expect(redeemed.referrerRewards).toHaveLength(1);
    expect(await rewardsOf(referrer.id)).toEqual(['constant:1']);
  });

  it('when another owner, or bad input, reaches the review, then 404 and clear messages, and nothing changes', async () => {
    const referrer = await verifiedReferrer();
    const { refereeId } = await friendOf(referrer, { flagged: true });
    const other = await openCampaign(service);

    await expect(failureOf(decide(refereeId, { decision: 'approve' }, other))).resolves.toMatchObject({
      name: 'NotFoundError',
      message: 'Referral not found',
    });
    await expect(
      failureOf(
        asOwner(
          ReferralReviewSubjects.listReferralReviews,
          { params: { id: open.campaign.campaignId } },
          other,
        ),
      ),
    ).resolves.toMatchObject({ name: 'NotFoundError', message: 'Campaign not found' });
    await expect(failureOf(decide('not-a-uuid', { decision: 'approve' }))).resolves.toMatchObject({
      name: 'NotFoundError',
    });
    await expect(failureOf(decide(refereeId, { decision: 'maybe' }))).resolves.toMatchObject({
      name: 'InputError',
      fields: { decision: 'Choose approve or reject' },
    });
    await expect(failureOf(decide(refereeId, { decision: 'reject', reason: '  ' }))).resolves.toMatchObject({
      name: 'InputError',
      fields: { reason: 'Give a reason for the rejection' },
    });
    expect((await reviews()).toReview.map((entry) => entry.refereeId)).toContain(refereeId);
  });

  it('when nobody decides within 14 days, then the scheduler approves the referral automatically and the waiting reward is issued once', async () => {
    const referrer = await verifiedReferrer();
    const { refereeId, voucher } = await friendOf(referrer, { flagged: true });
    await redeem(voucher.code);
    const clock = service.runtime.clock as SettableClock;

    clock.advance(13 * DAY_MS);
    await service.runtime.runDueJobs();
    expect((await reviews()).toReview.map((entry) => entry.refereeId)).toContain(refereeId);

    clock.advance(DAY_MS + 60_000);
    await service.runtime.runDueJobs();
    const decided = (await reviews()).decided.find((entry) => entry.refereeId === refereeId);
    expect(decided?.review).toMatchObject({
      state: 'approved',
      decidedBy: 'automatic',
      decidedByLoginId: null,
    });
    expect(await rewardsOf(referrer.id)).toEqual(['constant:1']);
    expect(await findJob(service.runtime.orm.em.fork(), autoApproveKey(refereeId))).toMatchObject({
      state: 'done',
    });
    await service.runtime.runDueJobs();
    expect(await rewardsOf(referrer.id)).toEqual(['constant:1']);
  });
});
