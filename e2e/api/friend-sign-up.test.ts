import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type { CampaignRefereeDto, PublicCampaignDto, ReferrerRegisteredDto } from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { waitForMail } from '../setup/mailbox.ts';
import { useStack } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import {
  buildRefereeSignUp,
  buildReferrerSignUp,
  joinWhenKnown,
  openCampaign,
  verificationToken,
  type OpenCampaign,
} from './referral-support.ts';

const { spec } = pactum;

/** What a friend types on a campaign that asks nothing more: first name, e-mail and the two consents. */
const shortForm = (open: OpenCampaign, referralCode: string) => {
  const {
    campaignId,
    firstName,
    email,
    programConsent,
    privacyAccepted,
    referralCode: code,
  } = buildRefereeSignUp(open.campaign.id, referralCode);
  return { campaignId, firstName, email, programConsent, privacyAccepted, referralCode: code };
};

const refereesOf = async (open: OpenCampaign) =>
  (
    await spec()
      .get(`/api/referees/campaign/${open.campaign.id}`)
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(200)
      .toss()
  ).body as CampaignRefereeDto[];

const publicCampaign = async (open: OpenCampaign) =>
  (await spec().get(`/api/campaigns/slug/${open.businessSlug}`).expectStatus(200).toss())
    .body as PublicCampaignDto;

beforeAll(() => {
  useStack();
});

describe('a friend signs up with what the campaign asks ("What we ask a friend")', () => {
  let plain: OpenCampaign;
  let plainReferrer: ReferrerRegisteredDto;
  let asking: OpenCampaign;
  let askingReferrer: ReferrerRegisteredDto;

  beforeAll(async () => {
    plain = await openCampaign();
    plainReferrer = await joinWhenKnown(buildReferrerSignUp(plain.campaign.id));
    asking = await openCampaign(baseUrl(), { friendFields: ['lastName', 'phoneNumber'] });
    askingReferrer = await joinWhenKnown(buildReferrerSignUp(asking.campaign.id));
  });

  it('when a campaign is made without the setting, then it asks a friend nothing more, and its public read says so', async () => {
    expect(plain.campaign.friendFields).toEqual([]);
    expect((await publicCampaign(plain)).friendFields).toEqual([]);
    expect((await publicCampaign(asking)).friendFields).toEqual(['lastName', 'phoneNumber']);
  });

  it('when a friend gives only first name, e-mail and the consents, and no password, then 201 and the verification e-mail arrives', async () => {
    const form = shortForm(plain, plainReferrer.referralCode);

    await spec()
      .post('/api/referees')
      .withJson(form)
      .expectStatus(201)
      .expectJsonLike({ firstName: form.firstName, isVerified: false, email: form.email });
    const mail = await waitForMail(form.email);
    const token = verificationToken(mail.text);
    await spec()
      .post('/api/referees/verify')
      .withJson({ token })
      .expectStatus(200)
      .expectJsonLike({ newlyVerified: true, firstName: form.firstName });
  });

  it('when an older form sends last name, phone, postcode and a password the campaign does not ask, then 201 and none of them is kept', async () => {
    const form = buildRefereeSignUp(plain.campaign.id, plainReferrer.referralCode, {
      lastName: 'Kept-Nowhere',
    });

    await spec()
      .post('/api/referees')
      .withJson({ ...form, password: 'an old secret' })
      .expectStatus(201);

    const stored = (await refereesOf(plain)).find((referee) => referee.email === form.email);
    expect(stored).toMatchObject({ firstName: form.firstName, lastName: '', phoneNumber: null });
  });

  it('when a campaign asks for last name and phone and a friend leaves them out, then 400 with the messages of each', async () => {
    await spec()
      .post('/api/referees')
      .withJson(shortForm(asking, askingReferrer.referralCode))
      .expectStatus(400)
      .expectJsonLike({
        errors: { lastName: 'Last name is required', phoneNumber: 'Phone number is required' },
      });
  });

  it('when a campaign asks for last name and phone and a friend gives them, then 201, both kept and the postcode (not asked) not', async () => {
    const form = buildRefereeSignUp(asking.campaign.id, askingReferrer.referralCode, { lastName: 'Asked' });

    await spec().post('/api/referees').withJson(form).expectStatus(201);

    const stored = (await refereesOf(asking)).find((referee) => referee.email === form.email);
    expect(stored).toMatchObject({ lastName: 'Asked', phoneNumber: form.phoneNumber });
  });

  it('when the owner turns the postcode on in the edit form, then the public read and the sign-up follow; a form without the setting keeps it', async () => {
    const edit = {
      name: plain.campaign.name,
      inviteeRewardEnabled: true,
      inviteeRewardName: 'A free coffee',
      friendFields: ['postcode'],
    };
    await spec()
      .patch(`/api/campaigns/${plain.campaign.id}`)
      .withHeaders('Cookie', plain.owner.cookie)
      .withJson(edit)
      .expectStatus(200)
      .expectJsonLike({ friendFields: ['postcode'] });
    await spec()
      .patch(`/api/campaigns/${plain.campaign.id}`)
      .withHeaders('Cookie', plain.owner.cookie)
      .withJson({ ...edit, friendFields: undefined })
      .expectStatus(200)
      .expectJsonLike({ friendFields: ['postcode'] });
    expect((await publicCampaign(plain)).friendFields).toEqual(['postcode']);

    await eventually(
      async () => {
        const response = await fetch(`${baseUrl()}/api/referees`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(shortForm(plain, plainReferrer.referralCode)),
        });
        const body = (await response.json()) as { errors?: Record<string, string> };
        return response.status === 400 && body.errors?.postcode === 'Postcode is required';
      },
      10_000,
      'the referral service to ask for the postcode',
    );
  });

  it('when the setting names something else, or twice the same, then 400 with the message', async () => {
    for (const friendFields of [['password'], ['postcode', 'postcode'], 'postcode']) {
      await spec()
        .patch(`/api/campaigns/${asking.campaign.id}`)
        .withHeaders('Cookie', asking.owner.cookie)
        .withJson({ name: asking.campaign.name, friendFields })
        .expectStatus(400);
    }
    await spec()
      .patch(`/api/campaigns/${asking.campaign.id}`)
      .withHeaders('Cookie', asking.owner.cookie)
      .withJson({ name: asking.campaign.name, friendFields: ['phone'] })
      .expectStatus(400)
      .expectJsonLike({
        errors: { 'friendFields[0]': 'A friend may be asked for their last name, phone number or postcode' },
      });
  });

  it('when the e-mail of a referrer elsewhere signs up as a friend, then no password is asked and their sign-in keeps working', async () => {
    const elsewhere = await openCampaign();
    const referrerForm = buildReferrerSignUp(elsewhere.campaign.id);
    await joinWhenKnown(referrerForm);

    await spec()
      .post('/api/referees')
      .withJson({
        ...shortForm(plain, plainReferrer.referralCode),
        email: referrerForm.email,
        postcode: 'BS1 4DJ',
      })
      .expectStatus(201);
    await spec()
      .post('/api/referrers/login')
      .withJson({ email: referrerForm.email, password: referrerForm.password })
      .expectStatus(200);
  });
});
