import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type {
  CampaignRefereeDto,
  CounterReferralDto,
  CounterReferralInput,
  ReferrerRegisteredDto,
  ReferrerRegistrationInput,
} from '@referrals/contracts';
import { uniqueSuffix } from '@referrals/testing';
import { mailsTo, waitForMail } from '../setup/mailbox.ts';
import { registerOwnerKnownToCampaigns, useStack, type RegisteredOwner } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import {
  buildRefereeSignUp,
  buildReferrerSignUp,
  joinVerified,
  joinWhenKnown,
  openCampaign,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * A referral recorded at the counter (the friend came in without the link and named their referrer), and the
 * owner's list of a campaign's referees.
 */

const { spec } = pactum;

let open: OpenCampaign;
let referrerForm: ReferrerRegistrationInput;
let referrer: ReferrerRegisteredDto;
let stranger: RegisteredOwner;

beforeAll(async () => {
  useStack();
  // Friends who sign up through the link are asked for their phone, which the counter then compares.
  open = await openCampaign(baseUrl(), { friendFields: ['phoneNumber'] });
  referrerForm = buildReferrerSignUp(open.campaign.id, {
    firstName: 'Robin',
    lastName: `Hood ${uniqueSuffix()}`,
  });
  referrer = await joinVerified(referrerForm);
  stranger = await registerOwnerKnownToCampaigns();
});

const friend = (overrides: Partial<CounterReferralInput> = {}): Partial<CounterReferralInput> => ({
  referrerId: referrer.id,
  firstName: 'Jo',
  lastName: 'Bloggs',
  email: `jo.bloggs.${uniqueSuffix()}@example.com`,
  consent: true,
  ...overrides,
});
const record = (body: object, owner: RegisteredOwner | null = open.owner) => {
  const request = spec().post('/api/referees/counter').withJson(body);
  return owner ? request.withHeaders('Cookie', owner.cookie) : request;
};
const referees = (
  campaignId: string,
  query: Record<string, string> = {},
  owner: RegisteredOwner | null = open.owner,
) => {
  const request = spec().get(`/api/referees/campaign/${campaignId}`);
  if (Object.keys(query).length > 0) request.withQueryParams(query);
  return owner ? request.withHeaders('Cookie', owner.cookie) : request;
};

describe('POST /api/referees/counter', () => {
  it('when the owner records a friend, then 201: Verified, recorded by the business, the voucher redeemed, and the referrer rewarded by e-mail', async () => {
    const body = friend();

    const recorded = (await record(body).expectStatus(201).toss()).body as CounterReferralDto;

    expect(recorded.referee).toMatchObject({
      campaignId: open.campaign.id,
      firstName: 'Jo',
      lastName: 'Bloggs',
      email: body.email,
      phoneNumber: null,
      referrerId: referrer.id,
      referrerName: `Robin ${referrerForm.lastName}`,
      status: 'Verified',
      recordedByBusiness: true,
      voucher: { kind: 'voucher', state: 'redeemed' },
    });
    expect(recorded.referrerRewards).toHaveLength(1);
    const [reward] = recorded.referrerRewards;
    expect(reward).toMatchObject({
      type: 'referrer',
      kind: 'voucher',
      rewardDescription: '10% off',
      isRedeemed: false,
    });
    const mail = await waitForMail(referrer.email, (message) => message.text.includes(reward?.code ?? '?'));
    expect(mail.subject).toBe(`You earned a reward from ${open.campaign.businessName}`);
    expect(mail.text).toContain(`${baseUrl()}/voucher/${reward?.code}`);
    // The referrer hears that the friend came in; a friend recorded at the counter confirmed no e-mail, so
    // there is no "joined" (it would have come first).
    await waitForMail(referrer.email, (message) => message.subject.startsWith('Jo came in'));
    const told = (await mailsTo(referrer.email)).map((message) => message.subject);
    expect(told.filter((subject) => subject.startsWith('Jo '))).toEqual([
      'Jo came in: 1 of 2 to your next reward',
    ]);
  });

  it('when the friend gives a phone number only, then 201 without an e-mail', async () => {
    await record(friend({ email: '', phoneNumber: '07700 911' + String(Date.now()).slice(-3) }))
      .expectStatus(201)
      .expectJsonLike({ referee: { email: null, status: 'Verified' } });
  });

  it('when nobody is signed in, then 401; for another business or an unknown referrer, then 404', async () => {
    await record(friend(), null).expectStatus(401);
    await record(friend(), stranger).expectStatus(404).expectJson({ message: 'Referrer not found' });
    await record(friend({ referrerId: '00000000-0000-4000-8000-000000000000' }))
      .expectStatus(404)
      .expectJson({ message: 'Referrer not found' });
  });

  it('when the form lacks a contact or the consent, then 400 saying so', async () => {
    await record(friend({ email: '', phoneNumber: '' }))
      .expectStatus(400)
      .expectJsonLike({ errors: { email: 'Enter the friend’s email or phone number' } });
    await record(friend({ consent: false }))
      .expectStatus(400)
      .expectJsonLike({ errors: { consent: 'The friend must agree to be recorded' } });
  });

  it('when the friend is the referrer, a referrer of the campaign, or signed up already, then refused as through the link', async () => {
    const self = "You can't sign up with your own referral link. Share it with your friends instead.";
    await record(friend({ email: referrer.email.toUpperCase() }))
      .expectStatus(403)
      .expectJson({ message: self });
    await record(friend({ email: '', phoneNumber: referrerForm.phoneNumber.replace(/^0/, '+44 ') }))
      .expectStatus(403)
      .expectJson({ message: self });

    const other = await joinWhenKnown(buildReferrerSignUp(open.campaign.id));
    await record(friend({ email: other.email }))
      .expectStatus(409)
      .expectJson({
        message:
          "You have already joined this campaign to refer friends, so you can't sign up as a referred friend too.",
      });

    const signedUp = buildRefereeSignUp(open.campaign.id, referrer.referralCode);
    await spec().post('/api/referees').withJson(signedUp).expectStatus(201);
    await record(friend({ email: signedUp.email }))
      .expectStatus(409)
      .expectJson({ message: 'This email address has already signed up for this offer.' });
    await record(friend({ email: '', phoneNumber: signedUp.phoneNumber }))
      .expectStatus(409)
      .expectJson({ message: 'This phone number has already signed up for this offer.' });
  });

  it('when the e-mail is a disposable one or the phone cannot be one, then 400', async () => {
    await record(friend({ email: 'friend@guerrillamail.com' })).expectStatus(400);
    await record(friend({ email: '', phoneNumber: '12' }))
      .expectStatus(400)
      .expectJsonLike({ errors: { phoneNumber: 'Enter a valid phone number' } });
  });
});

describe('GET /api/referees/campaign/{id}', () => {
  it("when the owner lists the campaign's referees, then newest first with status, flags and voucher state", async () => {
    const pending = buildRefereeSignUp(open.campaign.id, referrer.referralCode, {
      firstName: referrer.firstName,
      lastName: referrerForm.lastName,
    });
    await spec().post('/api/referees').withJson(pending).expectStatus(201);

    const list = (await referees(open.campaign.id).expectStatus(200).toss()).body as CampaignRefereeDto[];

    expect(list[0]).toMatchObject({
      email: pending.email,
      status: 'Pending',
      recordedByBusiness: false,
      voucher: null,
      referrerName: `Robin ${referrerForm.lastName}`,
      flags: expect.arrayContaining([
        { kind: 'name-matches-referrer', reason: 'Same name as the referrer.' },
      ]),
    });
    const times = list.map(({ createdAt }) => Date.parse(createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.some((referee) => referee.recordedByBusiness && referee.voucher?.state === 'redeemed')).toBe(
      true,
    );
  });

  it('when the owner searches, then names, e-mail, phone and the referrer’s name match, and wildcards are literal', async () => {
    const body = friend({ firstName: 'Quentin', lastName: `Blake ${uniqueSuffix()}` });
    await record(body).expectStatus(201);

    const byName = (
      await referees(open.campaign.id, { search: `quentin ${body.lastName?.slice(0, 8)}` })
        .expectStatus(200)
        .toss()
    ).body as CampaignRefereeDto[];
    expect(byName.map(({ email }) => email)).toEqual([body.email]);
    const byReferrer = (
      await referees(open.campaign.id, { search: referrerForm.lastName, limit: '200' })
        .expectStatus(200)
        .toss()
    ).body as CampaignRefereeDto[];
    expect(byReferrer.map(({ email }) => email)).toContain(body.email);
    await referees(open.campaign.id, { search: '%' }).expectStatus(200).expectJson([]);
    await referees(open.campaign.id, { limit: '0' }).expectStatus(400);
  });

  it('when nobody is signed in, then 401; for another business or an unknown campaign, then 404', async () => {
    await referees(open.campaign.id, {}, null).expectStatus(401);
    await referees(open.campaign.id, {}, stranger)
      .expectStatus(404)
      .expectJson({ message: 'Campaign not found' });
    await referees('00000000-0000-4000-8000-000000000000').expectStatus(404);
    await referees('not-an-id').expectStatus(404);
  });
});
