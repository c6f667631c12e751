import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type {
  RefereeRegisteredDto,
  ReferrerRegisteredDto,
  ReferrerStatsDto,
  VoucherRedeemedDto,
} from '@referrals/contracts';
import { mailsTo, waitForMail } from '../setup/mailbox.ts';
import { useStack } from '../support/api.ts';
import {
  buildRefereeSignUp,
  buildReferrerSignUp,
  joinVerified,
  openCampaign,
  verifiedReferee,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * Idempotency keys of the writes a retry must not turn into a 409: a redemption at the counter, a friend's
 * sign-up and a referrer's join. A repeat with the key of a write that committed is answered what the first
 * was (`Idempotent-Replayed: true`) and changes nothing; the same key with another request is 422, a malformed
 * key 400, and without a key a repeat is what it always was.
 */

const { spec } = pactum;

let open: OpenCampaign;
let referrer: ReferrerRegisteredDto;

beforeAll(async () => {
  useStack();
  open = await openCampaign();
  // Confirmed, so that a redemption of a friend's voucher earns them the constant reward.
  referrer = await joinVerified(buildReferrerSignUp(open.campaign.id));
});

const redeem = (code: string, key?: string) => {
  const request = spec().post(`/api/vouchers/code/${code}/redeem`).withHeaders('Cookie', open.owner.cookie);
  return key === undefined ? request : request.withHeaders('Idempotency-Key', key);
};
const post = (path: string, body: object, key?: string) => {
  const request = spec().post(path).withJson(body);
  return key === undefined ? request : request.withHeaders('Idempotency-Key', key);
};
const statsOf = async (referrerId: string) =>
  (
    await spec()
      .get(`/api/referrers/stats/${referrerId}`)
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(200)
      .toss()
  ).body as ReferrerStatsDto;

/** Signs a new friend up through `referralCode` and waits for their e-mail: what came before it has arrived. */
async function sentinelFriend(referralCode: string): Promise<void> {
  const form = buildRefereeSignUp(open.campaign.id, referralCode);
  await post('/api/referees', form).expectStatus(201).toss();
  await waitForMail(form.email);
}

describe('POST /api/vouchers/code/{code}/redeem with an Idempotency-Key', () => {
  it('when the same redemption is sent twice with one key, then both are 200 with the same body, the second a replay, and it counts once', async () => {
    const sharer = await joinVerified(buildReferrerSignUp(open.campaign.id));
    const { voucher } = await verifiedReferee(open.campaign.id, sharer.referralCode);
    const key = randomUUID();

    const first = await redeem(voucher.code, key).expectStatus(200).toss();
    const again = await redeem(voucher.code, key).expectStatus(200).toss();

    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const redeemed = first.body as VoucherRedeemedDto;
    expect(redeemed.voucher).toMatchObject({ code: voucher.code, isRedeemed: true });
    expect(redeemed.voucher.redeemedAt).not.toBeNull();
    expect(redeemed.referrerRewards).toHaveLength(1);
    expect(await statsOf(sharer.id)).toMatchObject({ successfulReferrals: 1, vouchersEarned: 1 });
  });

  it('when it is sent again without the key, then it is the 409 it always was', async () => {
    const { voucher } = await verifiedReferee(open.campaign.id, referrer.referralCode);
    await redeem(voucher.code, randomUUID()).expectStatus(200);

    const again = await redeem(voucher.code).expectStatus(409).toss();
    expect((again.body as { message: string }).message).toMatch(/^This voucher was already redeemed on /);
  });

  it('when the key comes with another voucher, then 422 and that voucher stays unredeemed', async () => {
    const [first, other] = [
      await verifiedReferee(open.campaign.id, referrer.referralCode),
      await verifiedReferee(open.campaign.id, referrer.referralCode),
    ];
    const key = randomUUID();
    await redeem(first.voucher.code, key).expectStatus(200);

    await redeem(other.voucher.code, key)
      .expectStatus(422)
      .expectJson({ message: 'This Idempotency-Key was already used for a different request.' });
    await spec().get(`/api/vouchers/code/${other.voucher.code}`).expectJsonLike({ isRedeemed: false });
  });

  it.each([
    ['too long', 'k'.repeat(256)],
    ['holding a tab', 'key\tone'],
    ['not ASCII', 'cl\u00e9'],
  ])('when the key is %s, then 400 saying what a key is, and nothing is redeemed', async (_what, key) => {
    const { voucher } = await verifiedReferee(open.campaign.id, referrer.referralCode);

    await redeem(voucher.code, key)
      .expectStatus(400)
      .expectJson({ message: 'Idempotency-Key must be 1 to 255 printable ASCII characters.' });
    await spec().get(`/api/vouchers/code/${voucher.code}`).expectJsonLike({ isRedeemed: false });
  });

  it('when ten redemptions with one key arrive at once, then all ten answer the one redemption', async () => {
    const { voucher } = await verifiedReferee(open.campaign.id, referrer.referralCode);
    const key = randomUUID();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem(voucher.code, key).expectStatus(200).toss()),
    );

    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
  });
});

describe('POST /api/referees with an Idempotency-Key', () => {
  it('when a sign-up is sent again with its key, then 201 with the first answer, one registration and one e-mail', async () => {
    const form = buildRefereeSignUp(open.campaign.id, referrer.referralCode);
    const key = randomUUID();

    const first = await post('/api/referees', form, key).expectStatus(201).toss();
    const again = await post('/api/referees', form, key).expectStatus(201).toss();

    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(first.body as RefereeRegisteredDto).toMatchObject({
      verificationResent: false,
      email: form.email,
    });
    expect((first.body as RefereeRegisteredDto).correctionToken).toEqual(expect.any(String));
    await sentinelFriend(referrer.referralCode);
    expect(await mailsTo(form.email)).toHaveLength(1);
    const referees = (
      await spec()
        .get(`/api/referees/campaign/${open.campaign.id}`)
        .withQueryParams('search', form.email)
        .withHeaders('Cookie', open.owner.cookie)
        .expectStatus(200)
        .toss()
    ).body as unknown[];
    expect(referees).toHaveLength(1);
  });

  it('when the key comes with another form, then 422 and nobody else is registered', async () => {
    const key = randomUUID();
    await post(
      '/api/referees',
      buildRefereeSignUp(open.campaign.id, referrer.referralCode),
      key,
    ).expectStatus(201);
    const other = buildRefereeSignUp(open.campaign.id, referrer.referralCode);

    await post('/api/referees', other, key)
      .expectStatus(422)
      .expectJson({ message: 'This Idempotency-Key was already used for a different request.' });
    await sentinelFriend(referrer.referralCode);
    expect(await mailsTo(other.email)).toEqual([]);
  });
});

describe('POST /api/referrers with an Idempotency-Key', () => {
  it('when a join is sent again with its key, then 201 with the first answer, one membership and one welcome e-mail; without the key, 409', async () => {
    const form = buildReferrerSignUp(open.campaign.id);
    const key = randomUUID();

    const first = await post('/api/referrers', form, key).expectStatus(201).toss();
    const again = await post('/api/referrers', form, key).expectStatus(201).toss();

    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const joined = first.body as ReferrerRegisteredDto;
    expect(joined).toMatchObject({ email: form.email, campaignId: open.campaign.id });
    await post('/api/referrers', form).expectStatus(409);
    await waitForMail(form.email);
    await sentinelFriend(joined.referralCode);
    expect(await mailsTo(form.email)).toHaveLength(1);
  });
});
