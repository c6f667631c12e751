import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import {
  FRIEND_FIELDS,
  VERIFICATION_LINK_EXPIRED,
  type RefereeRegisteredDto,
  type RefereeVerifiedDto,
  type ReferrerRegisteredDto,
  type VoucherDto,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { mailsTo, waitForMail } from '../setup/mailbox.ts';
import { useStack } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import {
  joinWhenKnown,
  openCampaign,
  buildRefereeSignUp,
  buildReferrerSignUp,
  verificationToken,
  type OpenCampaign,
} from './referral-support.ts';

const { spec } = pactum;

let open: OpenCampaign;
let referrer: ReferrerRegisteredDto;
let referrerPhone: string;

beforeAll(async () => {
  useStack();
  // Asking a friend for everything, so that the phone rules show (e2e/api/friend-sign-up.test.ts: less).
  open = await openCampaign(baseUrl(), { friendFields: [...FRIEND_FIELDS] });
  const form = buildReferrerSignUp(open.campaign.id, { email: `sam.t.${Date.now()}@gmail.com` });
  referrerPhone = form.phoneNumber;
  referrer = await joinWhenKnown(form);
});

const signUp = (overrides: Parameters<typeof buildRefereeSignUp>[2] = {}) =>
  spec()
    .post('/api/referees')
    .withJson(buildRefereeSignUp(open.campaign.id, referrer.referralCode, overrides));

/** A referee signed up and verified through the link e-mailed to them. */
async function verifiedReferee(): Promise<{ email: string; token: string; verified: RefereeVerifiedDto }> {
  const form = buildRefereeSignUp(open.campaign.id, referrer.referralCode);
  await spec().post('/api/referees').withJson(form).expectStatus(201);
  const token = verificationToken((await waitForMail(form.email)).text);
  const verified = (await spec().post('/api/referees/verify').withJson({ token }).expectStatus(200).toss())
    .body as RefereeVerifiedDto;
  return { email: form.email, token, verified };
}

describe('POST /api/referees (invitation only)', () => {
  it('when a friend signs up with the referrer code, then 201 Pending, and the verification e-mail arrives over SMTP', async () => {
    const form = buildRefereeSignUp(open.campaign.id, referrer.referralCode);

    await spec().post('/api/referees').withJson(form).expectStatus(201).expectJsonLike({
      firstName: 'Alex',
      campaignId: open.campaign.id,
      isVerified: false,
      email: form.email,
    });
    const mail = await waitForMail(form.email);

    expect(mail.subject).toBe(`Confirm your email for ${open.campaign.businessName}`);
    expect(mail.text).toMatch(new RegExp(`${baseUrl()}/verify/[A-Za-z0-9_-]{43}`));
    expect(mail.html).toContain('Confirm my email');
  });

  it('when the referral code is missing or unknown, then 400: nobody joins without an invitation', async () => {
    await signUp({ referralCode: '' })
      .expectStatus(400)
      .expectJsonLike({ errors: { referralCode: 'A referral link is required to sign up' } });
    await signUp({ referralCode: 'NOTACODE22' })
      .expectStatus(400)
      .expectJsonLike({
        errors: {
          referralCode: 'This referral link is not valid. Ask your friend to send you their link again.',
        },
      });
  });

  it('when the referee is the referrer (e-mail with dots and a +tag, or the phone in another form), then 403', async () => {
    const local = referrer.email.split('@')[0];
    const self = "You can't sign up with your own referral link. Share it with your friends instead.";
    await signUp({ email: `${local.replaceAll('.', '')}+x@googlemail.com` })
      .expectStatus(403)
      .expectJson({ message: self });
    await signUp({ phoneNumber: referrerPhone.replace(/^0/, '+44 ') })
      .expectStatus(403)
      .expectJson({ message: self });
  });

  it('when a Verified e-mail, or the phone of a registration, signs up again on the campaign, then 409', async () => {
    const { email } = await verifiedReferee();
    await signUp({ email: email.toUpperCase() })
      .expectStatus(409)
      .expectJson({ message: 'This email address has already signed up for this offer.' });

    const first = buildRefereeSignUp(open.campaign.id, referrer.referralCode);
    await spec().post('/api/referees').withJson(first).expectStatus(201);
    await signUp({ phoneNumber: first.phoneNumber.replace(/^0/, '+44 ') })
      .expectStatus(409)
      .expectJson({ message: 'This phone number has already signed up for this offer.' });
  });

  it('when a Pending e-mail signs up again (its e-mail never came), then 201 with a new link sent to it, registered once, and the old link no longer works', async () => {
    const form = buildRefereeSignUp(open.campaign.id, referrer.referralCode);
    const registered = (await spec().post('/api/referees').withJson(form).expectStatus(201).toss()).body as {
      id: string;
    };
    const first = verificationToken((await waitForMail(form.email)).text);

    await signUp({ email: form.email.toUpperCase(), firstName: 'Al' }).expectStatus(201).expectJson({
      id: registered.id,
      firstName: 'Al',
      campaignId: open.campaign.id,
      isVerified: false,
      email: form.email.toUpperCase(),
      verificationResent: true,
      // Typing an address proves nothing about whose registration it is: no right to correct it.
      correctionToken: null,
    });
    const second = verificationToken(
      (await waitForMail(form.email, (mail) => !mail.text.includes(first) && mail.text.includes('/verify/')))
        .text,
    );

    await spec()
      .post('/api/referees/verify')
      .withJson({ token: first })
      .expectStatus(400)
      .expectJsonLike({ errors: { token: VERIFICATION_LINK_EXPIRED } });
    await spec()
      .post('/api/referees/verify')
      .withJson({ token: second })
      .expectStatus(200)
      .expectJsonLike({ newlyVerified: true, firstName: form.firstName });
  });

  it('when a Pending e-mail signs up again more often than new links are allowed, then 429: the first link and three new ones were sent, no more', async () => {
    const form = buildRefereeSignUp(open.campaign.id, referrer.referralCode);
    await spec().post('/api/referees').withJson(form).expectStatus(201);
    for (let i = 0; i < 3; i += 1)
      await spec()
        .post('/api/referees')
        .withJson(form)
        .expectStatus(201)
        .expectJsonLike({ verificationResent: true });

    const refused = await spec().post('/api/referees').withJson(form).expectStatus(429).toss();
    expect((refused.body as { message: string }).message).toMatch(/^Too many new links requested\./);
    const links = async () => {
      const response = await fetch(
        `${process.env.E2E_MAILBOX_URL}/messages?to=${encodeURIComponent(form.email)}`,
      );
      return ((await response.json()) as Array<{ text: string }>).length;
    };
    await eventually(async () => (await links()) === 4, 15_000, 'the first link and three new ones');
  });

  it('when a referrer of the campaign signs up as a referee, then 409', async () => {
    const other = await joinWhenKnown(buildReferrerSignUp(open.campaign.id));

    await signUp({ email: other.email }).expectStatus(409).expectJson({
      message:
        "You have already joined this campaign to refer friends, so you can't sign up as a referred friend too.",
    });
  });

  it('when the e-mail is at a disposable-mail provider, then 400', async () => {
    await signUp({ email: 'friend@guerrillamail.com' })
      .expectStatus(400)
      .expectJsonLike({
        errors: {
          email: 'Please use your own email address: temporary (disposable) addresses are not accepted',
        },
      });
  });
});

describe('POST /api/referees/verify', () => {
  it('when the referee follows the link, then Verified with a voucher copying the invitee reward, and the voucher e-mail', async () => {
    const { email, verified } = await verifiedReferee();

    expect(verified).toMatchObject({
      newlyVerified: true,
      firstName: 'Alex',
      campaignId: open.campaign.id,
      voucher: {
        rewardDescription: '20% off your first visit',
        rewardType: 'percentage',
        value: 20,
        maxDiscount: 50,
        type: 'referee',
        holderFirstName: 'Alex',
        businessName: open.campaign.businessName,
        isRedeemed: false,
      },
    });
    const mail = await waitForMail(email, (message) => message.subject.startsWith('Your voucher'));
    expect(mail.text).toContain(`${baseUrl()}/voucher/${verified.voucher?.code}`);
  });

  it('when the link is followed again, then already verified, the same voucher, nothing new', async () => {
    const { token, verified } = await verifiedReferee();

    await spec()
      .post('/api/referees/verify')
      .withJson({ token })
      .expectStatus(200)
      .expectJsonLike({ newlyVerified: false, voucher: { code: verified.voucher?.code } });
  });

  it('when the token is missing or unknown, then 400 or 404', async () => {
    await spec().post('/api/referees/verify').withJson({}).expectStatus(400);
    await spec()
      .post('/api/referees/verify')
      .withJson({ token: 'x'.repeat(43) })
      .expectStatus(404);
  });
});

describe('POST /api/referees/verify/resend', () => {
  it('when a Pending referee asks for a new link, then it is e-mailed, and the new one verifies', async () => {
    const form = buildRefereeSignUp(open.campaign.id, referrer.referralCode);
    await spec().post('/api/referees').withJson(form).expectStatus(201);
    const first = verificationToken((await waitForMail(form.email)).text);

    await spec()
      .post('/api/referees/verify/resend')
      .withJson({ token: first })
      .expectStatus(200)
      .expectJson({ alreadyVerified: false, email: form.email });
    const second = verificationToken(
      (await waitForMail(form.email, (mail) => !mail.text.includes(first) && mail.text.includes('/verify/')))
        .text,
    );

    await spec()
      .post('/api/referees/verify')
      .withJson({ token: second })
      .expectStatus(200)
      .expectJsonLike({ newlyVerified: true });
  });

  it('when the registration is verified already, then no link is sent', async () => {
    const { email, token } = await verifiedReferee();
    await spec()
      .post('/api/referees/verify/resend')
      .withJson({ token })
      .expectStatus(200)
      .expectJson({ alreadyVerified: true, email });
  });
});

describe('POST /api/referees/{id}/email ("Wrong address?")', () => {
  /** A friend's sign-up with a mistyped address, as the page that made it holds it. */
  async function mistypedSignUp() {
    const form = buildRefereeSignUp(open.campaign.id, referrer.referralCode, {
      email: `nia.${Date.now().toString(36)}@exmaple.com`,
    });
    const registered = (await spec().post('/api/referees').withJson(form).expectStatus(201).toss())
      .body as RefereeRegisteredDto;
    expect(registered.correctionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mistypedLink = verificationToken((await waitForMail(form.email)).text);
    return { form, registered, mistypedLink };
  }

  const correct = (registered: RefereeRegisteredDto, email: string, token = registered.correctionToken) =>
    spec().post(`/api/referees/${registered.id}/email`).withJson({ correctionToken: token, email });

  it('when the page that signed the friend up corrects the address, then the same registration at the new address: the link goes there and verifies, the mistyped one opens nothing, and the referral counts once', async () => {
    const { form, registered, mistypedLink } = await mistypedSignUp();
    const right = form.email.replace('@exmaple.com', '@example.com');

    await correct(registered, right).expectStatus(200).expectJson({
      id: registered.id,
      firstName: form.firstName,
      campaignId: open.campaign.id,
      isVerified: false,
      email: right,
      verificationResent: false,
      correctionToken: registered.correctionToken,
    });
    const link = verificationToken((await waitForMail(right)).text);

    await spec().post('/api/referees/verify').withJson({ token: mistypedLink }).expectStatus(404).expectJson({
      message: 'This verification link is not valid. Please use the link from your latest email.',
    });
    await spec().post('/api/referees/verify/resend').withJson({ token: mistypedLink }).expectStatus(404);
    await spec()
      .post('/api/referees/verify')
      .withJson({ token: link })
      .expectStatus(200)
      .expectJsonLike({ newlyVerified: true, firstName: form.firstName });
    const referees = (
      await spec()
        .get(`/api/referees/campaign/${open.campaign.id}`)
        .withQueryParams('search', form.email.split('@')[0])
        .withHeaders('Cookie', open.owner.cookie)
        .expectStatus(200)
        .toss()
    ).body as Array<{ id: string; email: string }>;
    expect(referees.map(({ id, email }) => ({ id, email }))).toEqual([{ id: registered.id, email: right }]);

    await correct(registered, form.email)
      .expectStatus(409)
      .expectJson({ message: 'This sign-up is already confirmed, so its email can no longer be changed.' });
  });

  it('when the secret is wrong or missing, or the registration unknown, then nothing changes: 404, or 400 with the message', async () => {
    const { form, registered } = await mistypedSignUp();
    const notCorrectable = {
      message: 'This sign-up can no longer be corrected from here. Please sign up again.',
    };
    const elsewhere = form.email.replace('@exmaple.com', '@example.org');
    await correct(registered, elsewhere, 'x'.repeat(43)).expectStatus(404).expectJson(notCorrectable);
    await correct({ ...registered, id: randomUUID() }, elsewhere)
      .expectStatus(404)
      .expectJson(notCorrectable);
    await correct(registered, elsewhere, '')
      .expectStatus(400)
      .expectJsonLike({ errors: { correctionToken: 'This sign-up can no longer be corrected from here' } });
    await correct(registered, 'not an address')
      .expectStatus(400)
      .expectJsonLike({ errors: { email: 'Valid email is required' } });
    expect(await mailsTo(elsewhere)).toEqual([]);
  });

  it("when the new address breaks a sign-up rule (disposable, the referrer's, another registration of the campaign), then refused with the sign-up's message", async () => {
    const { registered } = await mistypedSignUp();
    const other = buildRefereeSignUp(open.campaign.id, referrer.referralCode);
    await spec().post('/api/referees').withJson(other).expectStatus(201);

    await correct(registered, 'friend@guerrillamail.com')
      .expectStatus(400)
      .expectJsonLike({
        errors: {
          email: 'Please use your own email address: temporary (disposable) addresses are not accepted',
        },
      });
    await correct(registered, referrer.email).expectStatus(403).expectJson({
      message: "You can't sign up with your own referral link. Share it with your friends instead.",
    });
    await correct(registered, other.email.toUpperCase())
      .expectStatus(409)
      .expectJson({ message: 'This email address has already signed up for this offer.' });
  });
});

describe('GET /api/vouchers/code/{code}', () => {
  it('when the code is a voucher, then what the voucher page shows, in any case', async () => {
    const { verified } = await verifiedReferee();
    const voucher = verified.voucher as VoucherDto;

    await spec()
      .get(`/api/vouchers/code/${voucher.code.toLowerCase()}`)
      .expectStatus(200)
      .expectJson(voucher);
  });

  it('when the code is no voucher, then 404', async () => {
    await spec()
      .get('/api/vouchers/code/AAAA-BBBB-CCCC')
      .expectStatus(404)
      .expectJson({ message: 'Voucher not found' });
  });
});
