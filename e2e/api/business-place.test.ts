import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import {
  BOOKING_URL_MESSAGE,
  CLOSES_AFTER_OPENS_MESSAGE,
  OPENING_HOURS_WEEK_MESSAGE,
  typicalOpeningHours,
  type CurrentOwnerAnswer,
  type OwnerUser,
  type PublicBusiness,
  type VoucherDto,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { profileOf } from '@referrals/testing';
import { waitForMail } from '../setup/mailbox.ts';
import { adminJson, signInAdmin, type SignedInAdmin } from '../support/admin.ts';
import { useStack } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import {
  buildReferrerSignUp,
  joinVerified,
  openCampaign,
  verifiedReferee,
  waitForStatus,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * "Places are real" and "a paused business tells the truth" (issue 19): the business's booking link and opening
 * hours beside its address, from Account Settings to the public reads and the customers' e-mails; and what the
 * public reads and the counter answer while an administrator has paused the business.
 */

const { spec } = pactum;

beforeAll(() => useStack());

const WEEK = typicalOpeningHours();
const BOOKING = 'https://book.example.com/bright-smile';

/** The Account Settings form as its owner saves it, with `place` (booking link, opening hours) added. */
const profileUpdate = (open: OpenCampaign, place: Record<string, unknown>) =>
  spec()
    .patch(`/api/user/update/${open.owner.userId}`)
    .withHeaders('Cookie', open.owner.cookie)
    .withJson({ ...profileOf(open.owner.registration), ...place });

const voucherRead = async (code: string, cookie?: string): Promise<VoucherDto> => {
  const response = await fetch(`${baseUrl()}/api/vouchers/code/${code}`, {
    headers: cookie ? { cookie } : {},
  });
  return (await response.json()) as VoucherDto;
};

describe('the business place: booking link and opening hours', () => {
  let open: OpenCampaign;
  let referrerEmail: string;
  let referralCode: string;

  beforeAll(async () => {
    open = await openCampaign();
    await profileUpdate(open, { bookingUrl: BOOKING, openingHours: WEEK }).expectStatus(200);
    const form = buildReferrerSignUp(open.campaign.id);
    referrerEmail = form.email;
    referralCode = (await joinVerified(form)).referralCode;
  });

  it('when the owner saves them, then the profile and the public business read show them with the address', async () => {
    const user = (
      await spec()
        .get(`/api/user/${open.owner.userId}`)
        .withHeaders('Cookie', open.owner.cookie)
        .expectStatus(200)
        .toss()
    ).body as OwnerUser;
    expect(user).toMatchObject({ bookingUrl: BOOKING, openingHours: WEEK });
    const business = (await spec().get(`/api/users/slug/${open.businessSlug}`).expectStatus(200).toss())
      .body as PublicBusiness;
    expect(business.place).toEqual({
      businessAddress: open.owner.registration.businessAddress,
      postcode: open.owner.registration.postcode,
      bookingUrl: BOOKING,
      openingHours: WEEK,
    });
    // Still none of the owner's own contact details.
    expect(JSON.stringify(business)).not.toContain(open.owner.registration.phoneNumber);
  });

  it("when a friend's voucher is read, then it carries the place; the voucher and reward e-mails say where and when to come", async () => {
    const first = await verifiedReferee(open.campaign.id, referralCode);
    await eventually(
      async () => (await voucherRead(first.voucher.code)).place?.bookingUrl === BOOKING,
      15_000,
      'the referral service to learn of the booking link',
    );
    expect((await voucherRead(first.voucher.code)).place).toMatchObject({ openingHours: WEEK });

    const second = await verifiedReferee(open.campaign.id, referralCode);
    const voucherMail = await waitForMail(second.email, (mail) => mail.subject.startsWith('Your voucher'));
    for (const part of [voucherMail.text, voucherMail.html]) {
      expect(part).toContain(`Find ${open.owner.registration.businessName}`);
      expect(part).toContain(open.owner.registration.postcode);
      expect(part).toContain('Monday to Friday: 09:00–17:30');
      expect(part).toContain(BOOKING);
    }

    await spec()
      .post(`/api/vouchers/code/${second.voucher.code}/redeem`)
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(200);
    const reward = await waitForMail(referrerEmail, (mail) => mail.subject.startsWith('You earned a reward'));
    expect(reward.text).toContain('Saturday: 09:00–13:00');
    expect(reward.text).toContain('Sunday: Closed');
  });

  it('when the request leaves them out, then they are kept; null and empty remove them', async () => {
    await profileUpdate(open, { website: '' }).expectStatus(200).expectJsonLike({ bookingUrl: BOOKING });
    const cleared = (
      await profileUpdate(open, { bookingUrl: '', openingHours: null }).expectStatus(200).toss()
    ).body as OwnerUser;
    expect(cleared).toMatchObject({ bookingUrl: null, openingHours: null });
    await profileUpdate(open, { bookingUrl: BOOKING, openingHours: WEEK }).expectStatus(200);
  });

  it('when the booking link is not https or the hours are not a valid week, then 400 with the field messages and nothing changes', async () => {
    await profileUpdate(open, { bookingUrl: 'http://book.example.com' })
      .expectStatus(400)
      .expectJsonLike({ errors: { bookingUrl: BOOKING_URL_MESSAGE } });
    await profileUpdate(open, { openingHours: WEEK.slice(1) })
      .expectStatus(400)
      .expectJsonLike({ errors: { openingHours: OPENING_HOURS_WEEK_MESSAGE } });
    const closesEarly = WEEK.map((day, at) => (at === 2 ? { ...day, opens: '18:00' } : day));
    await profileUpdate(open, { openingHours: closesEarly })
      .expectStatus(400)
      .expectJsonLike({ errors: { 'openingHours[2].closes': CLOSES_AFTER_OPENS_MESSAGE } });
    for (const openingHours of ['Mon-Fri 9-5', [1, 2, 3, 4, 5, 6, 7], { monday: '09:00' }])
      await profileUpdate(open, { openingHours }).expectStatus(400);
    await spec()
      .get(`/api/users/slug/${open.businessSlug}`)
      .expectStatus(200)
      .expectJsonLike({ place: { bookingUrl: BOOKING, openingHours: WEEK } });
  });
});

describe('a paused business (disabled by an administrator)', () => {
  let admin: SignedInAdmin;
  let open: OpenCampaign;
  let voucher: VoucherDto;

  beforeAll(async () => {
    admin = await signInAdmin();
    open = await openCampaign();
    const referrer = await joinVerified(buildReferrerSignUp(open.campaign.id));
    voucher = (await verifiedReferee(open.campaign.id, referrer.referralCode)).voucher;
    await adminJson(admin, 'PUT', `/api/admin/businesses/${open.owner.userId}/status`, {
      isActive: false,
      reason: 'Unpaid invoices',
    });
  });

  it('when the referral page reads the campaign, then 409 says the programme is paused, in the business name', async () => {
    await waitForStatus(`/api/campaigns/slug/${open.businessSlug}`, 409);
    const answer = (await spec().get(`/api/campaigns/slug/${open.businessSlug}`).expectStatus(409).toss())
      .body as { message: string };
    expect(answer.message).toContain(
      `${open.owner.registration.businessName}'s referral programme is paused`,
    );
    await spec().get('/api/campaigns/slug/no-such-business-at-all').expectStatus(404);
  });

  it('when the voucher is read, by anyone or its owner, then it is paused, not redeemable, and keeps its expiry', async () => {
    await eventually(
      async () => (await voucherRead(voucher.code)).businessPaused,
      15_000,
      'the referral service to learn the business is paused',
    );
    const owners = await voucherRead(voucher.code, open.owner.cookie);
    expect(owners).toMatchObject({ businessPaused: true, canRedeem: false, expiryDate: voucher.expiryDate });
    await spec()
      .post(`/api/vouchers/code/${voucher.code}/redeem`)
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(409)
      .expectJsonLike({ message: 'This business is not taking referrals at the moment' });
  });

  it('when its owner signs in, then the session answer carries the platform contact e-mail for the banner', async () => {
    const me = (
      await spec().get('/api/auth/me').withHeaders('Cookie', open.owner.cookie).expectStatus(200).toss()
    ).body as CurrentOwnerAnswer;
    expect(me.user.isActive).toBe(false);
    expect(me.platformContactEmail).toMatch(/^[^\s@]+@[^\s@]+$/);
  });

  it('when the administrator enables it again, then the page reads and the voucher is redeemable again', async () => {
    await adminJson(admin, 'PUT', `/api/admin/businesses/${open.owner.userId}/status`, { isActive: true });
    await waitForStatus(`/api/campaigns/slug/${open.businessSlug}`, 200);
    await eventually(
      async () => (await voucherRead(voucher.code, open.owner.cookie)).canRedeem,
      15_000,
      'the voucher to be redeemable again',
    );
    expect((await voucherRead(voucher.code)).businessPaused).toBe(false);
  });
});
