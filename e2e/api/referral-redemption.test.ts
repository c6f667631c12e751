import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import {
  formatMoment,
  type ReferrerRegisteredDto,
  type VoucherDto,
  type VoucherRedeemedDto,
} from '@referrals/contracts';
import { waitForMail } from '../setup/mailbox.ts';
import { registerOwnerKnownToCampaigns, useStack, type RegisteredOwner } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import {
  buildRefereeSignUp,
  buildReferrerSignUp,
  joinWhenKnown,
  openCampaign,
  verifiedReferee,
  waitForStatus,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * Redemption at the counter: the owner of the voucher's business redeems a voucher (or a welcome pass) once,
 * and the voucher page offers Redeem to that owner only.
 */

const { spec } = pactum;

let open: OpenCampaign;
let referrer: ReferrerRegisteredDto;
let stranger: RegisteredOwner;

beforeAll(async () => {
  useStack();
  open = await openCampaign();
  referrer = await joinWhenKnown(buildReferrerSignUp(open.campaign.id));
  stranger = await registerOwnerKnownToCampaigns();
});

const redeem = (code: string, owner?: RegisteredOwner) => {
  const request = spec().post(`/api/vouchers/code/${code}/redeem`);
  return owner ? request.withHeaders('Cookie', owner.cookie) : request;
};
const read = (code: string, owner?: RegisteredOwner) => {
  const request = spec().get(`/api/vouchers/code/${code}`);
  return owner ? request.withHeaders('Cookie', owner.cookie) : request;
};
const newVoucher = async () => (await verifiedReferee(open.campaign.id, referrer.referralCode)).voucher;

describe('POST /api/vouchers/code/{code}/redeem', () => {
  it('when the owner of the business redeems a voucher, then 200 with the time of redemption, and the page shows it redeemed', async () => {
    const voucher = await newVoucher();

    const redeemed = (await redeem(voucher.code.toLowerCase(), open.owner).expectStatus(200).toss())
      .body as VoucherRedeemedDto;

    expect(redeemed.voucher).toMatchObject({
      code: voucher.code,
      kind: 'voucher',
      isRedeemed: true,
      isExpired: false,
      canRedeem: false,
    });
    expect(Date.parse(redeemed.voucher.redeemedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(voucher.createdAt),
    );
    await read(voucher.code)
      .expectStatus(200)
      .expectJsonLike({ isRedeemed: true, redeemedAt: redeemed.voucher.redeemedAt });
  });

  it('when the voucher was redeemed already, then 409 saying when', async () => {
    const voucher = await newVoucher();
    const first = (await redeem(voucher.code, open.owner).expectStatus(200).toss())
      .body as VoucherRedeemedDto;
    const when = formatMoment(first.voucher.redeemedAt, 'Europe/London');

    await redeem(voucher.code, open.owner)
      .expectStatus(409)
      .expectJson({ message: `This voucher was already redeemed on ${when}` });
  });

  it('when nobody is signed in, then 401', async () => {
    const voucher = await newVoucher();
    await redeem(voucher.code).expectStatus(401);
  });

  it("when another business's owner redeems it, or the code is unknown or not a code, then 404 and it stays unredeemed", async () => {
    const voucher = await newVoucher();

    await redeem(voucher.code, stranger).expectStatus(404).expectJson({ message: 'Voucher not found' });
    await redeem('ZZZZ-ZZZZ-ZZZZ', open.owner).expectStatus(404).expectJson({ message: 'Voucher not found' });
    await redeem('not-a-code', open.owner).expectStatus(404);
    await read(voucher.code).expectStatus(200).expectJsonLike({ isRedeemed: false });
  });

  it('when 20 redemptions of one voucher arrive at once, then exactly one succeeds and the others are told it was redeemed', async () => {
    const voucher = await newVoucher();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${baseUrl()}/api/vouchers/code/${voucher.code}/redeem`, {
          method: 'POST',
          headers: { cookie: open.owner.cookie },
        }),
      ),
    );

    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter(({ status }) => status === 409)) {
      expect(((await answer.json()) as { message: string }).message).toMatch(
        /^This voucher was already redeemed on /,
      );
    }
  });
});

describe('GET /api/vouchers/code/{code}: canRedeem', () => {
  it('when the owner of the business reads it, then Redeem is offered; to anyone else, and once redeemed, never', async () => {
    const voucher = await newVoucher();

    await read(voucher.code).expectStatus(200).expectJsonLike({ canRedeem: false, isExpired: false });
    await read(voucher.code, stranger).expectStatus(200).expectJsonLike({ canRedeem: false });
    await read(voucher.code, open.owner)
      .expectStatus(200)
      .expectJsonLike({ canRedeem: true, kind: 'voucher' });
    await redeem(voucher.code, open.owner).expectStatus(200);
    await read(voucher.code, open.owner)
      .expectStatus(200)
      .expectJsonLike({ canRedeem: false, isRedeemed: true });
  });
});

describe('a campaign without an invitee reward: the welcome pass', () => {
  it('when the referee verifies, then a welcome pass is e-mailed with its page, and the owner checks it in once', async () => {
    const passCampaign = await openCampaign(baseUrl(), { inviteeRewardEnabled: false });
    const sharer = await joinWhenKnown(buildReferrerSignUp(passCampaign.campaign.id));
    const { email, voucher: pass } = await verifiedReferee(passCampaign.campaign.id, sharer.referralCode);

    expect(pass).toMatchObject({ kind: 'pass', type: 'referee', holderFirstName: 'Alex', isRedeemed: false });
    const mail = await waitForMail(email, (message) => message.subject.startsWith('Your welcome pass'));
    expect(mail.text).toContain(`${baseUrl()}/voucher/${pass.code}`);

    await read(pass.code, passCampaign.owner)
      .expectStatus(200)
      .expectJsonLike({ kind: 'pass', canRedeem: true });
    await redeem(pass.code, passCampaign.owner)
      .expectStatus(200)
      .expectJsonLike({ voucher: { kind: 'pass', isRedeemed: true } });
    await redeem(pass.code, passCampaign.owner).expectStatus(409);
  });
});

describe('a deactivated campaign', () => {
  it('when the owner deactivates it, then nobody new joins or signs up, and the vouchers issued stay redeemable', async () => {
    const closing = await openCampaign();
    const sharer = await joinWhenKnown(buildReferrerSignUp(closing.campaign.id));
    const voucher: VoucherDto = (await verifiedReferee(closing.campaign.id, sharer.referralCode)).voucher;

    await spec()
      .patch(`/api/campaigns/${closing.campaign.id}`)
      .withHeaders('Cookie', closing.owner.cookie)
      .withJson({ isActive: false })
      .expectStatus(200);
    // The referral service hears of it shortly after: the banner goes once it has.
    await waitForStatus(`/api/referrers/code/${sharer.referralCode}`, 404);

    await spec()
      .post('/api/referrers')
      .withJson(buildReferrerSignUp(closing.campaign.id))
      .expectStatus(404)
      .expectJson({ message: 'This campaign is not taking sign-ups' });
    await spec()
      .post('/api/referees')
      .withJson(buildRefereeSignUp(closing.campaign.id, sharer.referralCode))
      .expectStatus(404)
      .expectJson({ message: 'This campaign is not taking sign-ups' });
    await redeem(voucher.code, closing.owner)
      .expectStatus(200)
      .expectJsonLike({ voucher: { isRedeemed: true } });
  });
});
