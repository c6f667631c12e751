import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import {
  AUTO_APPROVE_DAYS,
  REJECTION_REASON_MAX,
  type CampaignReferrerDto,
  type ReferralDecidedDto,
  type ReferralReviewCountDto,
  type ReferralReviewListDto,
  type ReferrerRegisteredDto,
  type ReferrerRegistrationInput,
  type VoucherDto,
  type VoucherRedeemedDto,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { uniqueSuffix } from '@referrals/testing';
import { registerOwnerKnownToCampaigns, useStack, type RegisteredOwner } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import {
  buildReferrerSignUp,
  joinVerified,
  openCampaign,
  verifiedReferee,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * Flagged referrals get a decision: a friend with the referrer's own name is flagged, waits in the owner's
 * review list (and count), and is approved (the referrer's reward follows the redemption it waited for) or
 * rejected with a reason (the friend's voucher cancelled, the reason on its public page). Decisions are made
 * once, by the business's own owner, with clear messages for bad input.
 */

const { spec } = pactum;
const DAY_MS = 24 * 60 * 60 * 1000;

let open: OpenCampaign;
let referrerForm: ReferrerRegistrationInput;
let referrer: ReferrerRegisteredDto;
let stranger: RegisteredOwner;

beforeAll(async () => {
  useStack();
  open = await openCampaign();
  referrerForm = buildReferrerSignUp(open.campaign.id, {
    firstName: 'Robin',
    lastName: `Review${uniqueSuffix()}`,
  });
  referrer = await joinVerified(referrerForm);
  stranger = await registerOwnerKnownToCampaigns();
});

const asOwner = <T extends { withHeaders(name: string, value: string): T }>(
  request: T,
  owner: RegisteredOwner | null,
): T => (owner ? request.withHeaders('Cookie', owner.cookie) : request);
const reviewList = (owner: RegisteredOwner | null = open.owner) =>
  asOwner(spec().get(`/api/referees/campaign/${open.campaign.id}/review`), owner);
const reviewCount = (owner: RegisteredOwner = open.owner) =>
  asOwner(spec().get('/api/referees/review-count'), owner);
const decide = (refereeId: string, body: object, owner: RegisteredOwner | null = open.owner) =>
  asOwner(spec().post(`/api/referees/${refereeId}/decision`).withJson(body), owner);
const redeem = (code: string, body?: object) => {
  const request = asOwner(spec().post(`/api/vouchers/code/${code}/redeem`), open.owner);
  return body ? request.withJson(body) : request;
};
const readVoucher = (code: string, owner: RegisteredOwner | null = null) =>
  asOwner(spec().get(`/api/vouchers/code/${code}`), owner);

/**
 * A friend signed up through the referrer's link with the referrer's own name (flagged "Same name as the
 * referrer", which needs a decision) and verified: their voucher and the referral's id, as the owner's
 * counter reads it.
 */
async function flaggedFriend(): Promise<{ voucher: VoucherDto; refereeId: string }> {
  const { voucher } = await verifiedReferee(open.campaign.id, referrer.referralCode, {
    firstName: referrerForm.firstName,
    lastName: referrerForm.lastName,
  });
  const seen = (await readVoucher(voucher.code, open.owner).expectStatus(200).toss()).body as VoucherDto;
  if (!seen.referral) throw new Error(`the owner's read of ${voucher.code} has no referral`);
  return { voucher, refereeId: seen.referral.refereeId };
}

/** The referrer as the owner's list shows them, once `done` holds (the list follows the events). */
async function referrerUntil(done: (row: CampaignReferrerDto) => boolean): Promise<CampaignReferrerDto> {
  let last: CampaignReferrerDto | undefined;
  return eventually(
    async () => {
      const response = await fetch(
        `${baseUrl()}/api/referrers/campaign/${open.campaign.id}?search=${referrerForm.lastName}`,
        { headers: { cookie: open.owner.cookie } },
      );
      [last] = (await response.json()) as CampaignReferrerDto[];
      return last !== undefined && done(last) && last;
    },
    15_000,
    () => `the referrer list to show the rewards (last: ${JSON.stringify(last)})`,
  );
}

describe('GET /api/referees/campaign/{id}/review and /api/referees/review-count', () => {
  it('when a friend is flagged with the referrer’s name, then the referral waits with who referred whom, the reasons and its automatic approval, and is counted', async () => {
    const { voucher, refereeId } = await flaggedFriend();

    const list = (await reviewList().expectStatus(200).toss()).body as ReferralReviewListDto;
    const item = list.toReview.find((entry) => entry.refereeId === refereeId);
    expect(item).toMatchObject({
      campaignId: open.campaign.id,
      friendFirstName: 'Robin',
      referrerFirstName: 'Robin',
      referrerName: `Robin ${referrerForm.lastName}`,
      status: 'Verified',
      voucherState: 'issued',
      review: { state: 'pending', decidedAt: null, decidedBy: null, rejectionReason: null },
    });
    expect(item?.flags).toContainEqual({
      kind: 'name-matches-referrer',
      reason: 'Same name as the referrer.',
    });
    const waits = Date.parse(item?.review.autoApproveAt ?? '') - Date.parse(item?.createdAt ?? '');
    expect(Math.round(waits / DAY_MS)).toBe(AUTO_APPROVE_DAYS);

    const count = (await reviewCount().expectStatus(200).toss()).body as ReferralReviewCountDto;
    expect(count.total).toBe(list.toReview.length);
    expect(count.campaigns).toContainEqual({ campaignId: open.campaign.id, count: list.toReview.length });

    // The owner's counter sees the flags and the review; the public page shows neither.
    const publicRead = (await readVoucher(voucher.code).expectStatus(200).toss()).body as VoucherDto;
    expect(publicRead.referral).toBeUndefined();
    await readVoucher(voucher.code, open.owner)
      .expectStatus(200)
      .expectJsonLike({ referral: { refereeId, review: { state: 'pending' } } });
  });

  it('when another owner asks, then the campaign is not found and their count is nothing', async () => {
    await reviewList(stranger).expectStatus(404).expectJson({ message: 'Campaign not found' });
    await reviewCount(stranger).expectStatus(200).expectJson({ total: 0, campaigns: [] });
    await reviewList(null).expectStatus(401);
  });
});

describe('POST /api/referees/{id}/decision', () => {
  it('when the owner approves a referral whose voucher was redeemed, then the referrer’s waiting reward follows, once', async () => {
    const { voucher, refereeId } = await flaggedFriend();
    const before = await referrerUntil(() => true);

    const redeemed = (await redeem(voucher.code).expectStatus(200).toss()).body as VoucherRedeemedDto;
    expect(redeemed).toMatchObject({ reviewState: 'pending', referrerRewards: [] });

    const decided = (await decide(refereeId, { decision: 'approve' }).expectStatus(200).toss())
      .body as ReferralDecidedDto;
    expect(decided.item).toMatchObject({
      refereeId,
      voucherState: 'redeemed',
      review: { state: 'approved', decidedBy: 'owner', decidedByLoginId: expect.any(String) },
    });
    const after = await referrerUntil((row) => row.vouchersEarned > before.vouchersEarned);
    expect(after.vouchersEarned).toBe(before.vouchersEarned + 1);
    expect(after.successfulReferrals).toBe(before.successfulReferrals + 1);

    // Deciding again is refused and changes nothing.
    const again = await decide(refereeId, { decision: 'reject', reason: 'Changed my mind' })
      .expectStatus(409)
      .toss();
    expect((again.body as { message: string }).message).toMatch(/^This referral was already approved on /);
    const list = (await reviewList().expectStatus(200).toss()).body as ReferralReviewListDto;
    expect(list.toReview.map((entry) => entry.refereeId)).not.toContain(refereeId);
    expect(list.decided.find((entry) => entry.refereeId === refereeId)?.review.state).toBe('approved');
  });

  it('when the owner rejects with a reason, then the friend’s voucher is cancelled and its public page shows the reason; redeeming it is refused', async () => {
    const { voucher, refereeId } = await flaggedFriend();
    const reason = 'You referred yourself: the offer is for friends.';

    await decide(refereeId, { decision: 'reject', reason: `  ${reason}  ` })
      .expectStatus(200)
      .expectJsonLike({
        item: {
          refereeId,
          voucherState: 'cancelled',
          review: { state: 'rejected', rejectionReason: reason },
        },
      });

    const page = (await readVoucher(voucher.code).expectStatus(200).toss()).body as VoucherDto;
    expect(page).toMatchObject({ isCancelled: true, cancelReason: reason, canRedeem: false });
    expect(page.referral).toBeUndefined();
    const refused = await redeem(voucher.code, { approve: true }).expectStatus(409).toss();
    expect((refused.body as { message: string }).message).toMatch(
      new RegExp(`^This voucher was cancelled on .+: ${reason.replace(/[.:]/g, '\\$&')}$`),
    );
    await decide(refereeId, { decision: 'approve' })
      .expectStatus(409)
      .expectJsonLike({ message: /^This referral was already rejected on / });
  });

  it('when another owner, nobody or bad input reaches a decision, then 404, 401 or 400 with the message, and the referral still waits', async () => {
    const { refereeId } = await flaggedFriend();

    await decide(refereeId, { decision: 'approve' }, stranger)
      .expectStatus(404)
      .expectJson({ message: 'Referral not found' });
    await decide(refereeId, { decision: 'approve' }, null).expectStatus(401);
    await decide('00000000-0000-4000-8000-000000000000', { decision: 'approve' })
      .expectStatus(404)
      .expectJson({ message: 'Referral not found' });
    await decide(refereeId, {})
      .expectStatus(400)
      .expectJsonLike({ errors: { decision: 'Choose approve or reject' } });
    await decide(refereeId, { decision: 'maybe' })
      .expectStatus(400)
      .expectJsonLike({ errors: { decision: 'Choose approve or reject' } });
    await decide(refereeId, { decision: 'reject', reason: '   ' })
      .expectStatus(400)
      .expectJsonLike({ errors: { reason: 'Give a reason for the rejection' } });
    await decide(refereeId, { decision: 'reject', reason: 'x'.repeat(REJECTION_REASON_MAX + 1) })
      .expectStatus(400)
      .expectJsonLike({
        errors: { reason: `The reason is too long (at most ${REJECTION_REASON_MAX} characters)` },
      });

    const list = (await reviewList().expectStatus(200).toss()).body as ReferralReviewListDto;
    expect(list.toReview.find((entry) => entry.refereeId === refereeId)?.review.state).toBe('pending');
  });
});
