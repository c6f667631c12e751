import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type { ReferrerRegisteredDto } from '@referrals/contracts';
import { waitForMail } from '../setup/mailbox.ts';
import { useStack } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import {
  joinWhenKnown,
  openCampaign,
  buildReferrerSignUp,
  verificationToken,
  type OpenCampaign,
} from './referral-support.ts';

const { spec } = pactum;

let open: OpenCampaign;

beforeAll(async () => {
  useStack();
  open = await openCampaign();
});

const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

describe('POST /api/referrers', () => {
  it('when a customer joins an open campaign, then 201 with their code and share link, and a welcome e-mail with both links', async () => {
    const form = buildReferrerSignUp(open.campaign.id);
    const referrer = await joinWhenKnown(form);

    expect(referrer).toMatchObject({
      firstName: 'Sam',
      lastName: 'Taylor',
      email: form.email,
      campaignId: open.campaign.id,
      campaignName: open.campaign.name,
      isVerified: false,
    });
    expect(referrer.referralCode).toMatch(CODE);
    expect(referrer.referralLink).toBe(`${baseUrl()}/refer/${open.businessSlug}/${referrer.referralCode}`);

    const welcome = await waitForMail(form.email);
    expect(welcome.subject).toBe(`Your referral link for ${open.campaign.businessName}`);
    expect(welcome.text).toContain(referrer.referralLink);
    expect(welcome.text).toContain('?as=referrer');
    expect(welcome.html).toContain(open.campaign.businessName);
  });

  it('when required fields or the consents are missing, then 400 naming each', async () => {
    await spec()
      .post('/api/referrers')
      .withJson({ campaignId: open.campaign.id })
      .expectStatus(400)
      .expectJsonLike({
        errors: {
          firstName: 'First name is required',
          lastName: 'Last name is required',
          email: 'Valid email is required',
          phoneNumber: 'Phone number is required',
          postcode: 'Postcode is required',
          password: 'Password must be at least 6 characters',
          programConsent: 'You must consent to participate',
          privacyAccepted: 'You must accept the privacy policy',
        },
      });
  });

  it('when the campaign does not exist, then 404', async () => {
    await spec()
      .post('/api/referrers')
      .withJson(buildReferrerSignUp('00000000-0000-4000-8000-000000000000'))
      .expectStatus(404)
      .expectJson({ message: 'This campaign is not taking sign-ups' });
  });

  it('when the same e-mail joins the campaign again, then 409', async () => {
    const form = buildReferrerSignUp(open.campaign.id);
    await joinWhenKnown(form);

    await spec().post('/api/referrers').withJson(form).expectStatus(409).expectJson({
      message: 'You have already joined this campaign with this email. Check your inbox for your link.',
    });
  });

  it('when an e-mail with a login joins another campaign without its password, then 409; with it, 201', async () => {
    const other = await openCampaign();
    const form = buildReferrerSignUp(open.campaign.id);
    await joinWhenKnown(form);
    await joinWhenKnown(buildReferrerSignUp(other.campaign.id));

    await spec()
      .post('/api/referrers')
      .withJson(buildReferrerSignUp(other.campaign.id, { email: form.email, password: 'something else' }))
      .expectStatus(409)
      .expectJson({
        message:
          'An account with this email already exists. Sign up with its password, or reset your password.',
      });
    await spec()
      .post('/api/referrers')
      .withJson(buildReferrerSignUp(other.campaign.id, { email: form.email, password: form.password }))
      .expectStatus(201);
  });

  it('when the e-mail is disposable or the phone cannot be one, then 400 on that field', async () => {
    await spec()
      .post('/api/referrers')
      .withJson(buildReferrerSignUp(open.campaign.id, { email: 'someone@mailinator.com' }))
      .expectStatus(400)
      .expectJsonLike({
        errors: {
          email: 'Please use your own email address: temporary (disposable) addresses are not accepted',
        },
      });
    await spec()
      .post('/api/referrers')
      .withJson(buildReferrerSignUp(open.campaign.id, { phoneNumber: '123' }))
      .expectStatus(400)
      .expectJsonLike({ errors: { phoneNumber: 'Enter a valid phone number' } });
  });
});

describe('POST /api/referrers/verify', () => {
  it('when the referrer follows the e-mailed link, then they are verified once', async () => {
    const form = buildReferrerSignUp(open.campaign.id);
    const referrer = await joinWhenKnown(form);
    const token = verificationToken((await waitForMail(form.email)).text);

    await spec()
      .post('/api/referrers/verify')
      .withJson({ token })
      .expectStatus(200)
      .expectJson({ newlyVerified: true, firstName: 'Sam', referralLink: referrer.referralLink });
    await spec()
      .post('/api/referrers/verify')
      .withJson({ token })
      .expectStatus(200)
      .expectJsonLike({ newlyVerified: false });
  });

  it('when the token is missing or unknown, then 400 or 404', async () => {
    await spec().post('/api/referrers/verify').withJson({}).expectStatus(400);
    await spec().post('/api/referrers/verify').withJson({ token: 'nothing-like-it' }).expectStatus(404);
  });
});

describe('GET /api/referrers/code/{code}', () => {
  it('when the code is a referrer, then only the banner: first name, last initial, campaign', async () => {
    const referrer: ReferrerRegisteredDto = await joinWhenKnown(
      buildReferrerSignUp(open.campaign.id, { lastName: 'taylor' }),
    );

    await spec().get(`/api/referrers/code/${referrer.referralCode}`).expectStatus(200).expectJson({
      firstName: 'Sam',
      lastInitial: 'T',
      campaignId: open.campaign.id,
      businessId: open.owner.userId,
    });
  });

  it('when the code is unknown, then 404', async () => {
    await spec()
      .get('/api/referrers/code/ABCDEFGHJK')
      .expectStatus(404)
      .expectJson({ message: 'Referral link not found' });
  });
});
