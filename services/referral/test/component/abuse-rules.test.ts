import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FRIEND_FIELDS, type ReferrerRegisteredDto } from '@referrals/contracts';
import { DEFAULT_ABUSE_LIMITS, verifyPassword } from '@referrals/service-kit';
import { failureOf, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { Person } from '../../src/entities/person.ts';
import { Referee } from '../../src/entities/referee.ts';
import {
  joinAsReferrer,
  openCampaign,
  buildRefereeSignUp,
  buildReferrerSignUp,
  signUpAsReferee,
  startReferral,
  type KnownOpenCampaign,
} from '../support.ts';

/** Low, so that the limits are reached quickly; the burst flag starts at half of the per-code limit. */
const PER_CODE = 4;
const PER_ADDRESS = 6;

let service: ServiceUnderTest;
let open: KnownOpenCampaign;

beforeAll(async () => {
  service = await startReferral({
    limits: {
      ...DEFAULT_ABUSE_LIMITS,
      refereeSignupsPerCode: PER_CODE,
      refereeSignupsPerAddress: PER_ADDRESS,
    },
  });
  // Asking a friend for everything: the phone and last name rules apply only to what the campaign asks.
  open = await openCampaign(service, { campaign: { friendFields: [...FRIEND_FIELDS] } });
});

afterAll(async () => {
  await service.stop();
});

/** A new referrer of the campaign, signed up from `address`. */
const newReferrer = (overrides: Parameters<typeof buildReferrerSignUp>[1] = {}, address = '203.0.113.10') =>
  joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId, overrides), address);

/** Every sign-up from an address of its own unless the test says otherwise, so the address limit stays out of the way. */
let nextAddress = 1;
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const signUp = (
  referrer: ReferrerRegisteredDto,
  overrides: Parameters<typeof buildRefereeSignUp>[2] = {},
  address = freshAddress(),
) =>
  signUpAsReferee(
    service,
    buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode, overrides),
    address,
  );

const flagsOf = async (refereeId: string) =>
  (await service.runtime.orm.em.fork().findOneOrFail(Referee, refereeId)).flags.map(({ kind }) => kind);

describe('abuse rules of referee sign-ups', () => {
  it('when the referee is the referrer by e-mail (case, +tag, Gmail dots, googlemail), then self-referral is refused', async () => {
    const referrer = await newReferrer({ email: `Sam.Taylor.${Date.now()}@gmail.com` });
    const local = referrer.email.split('@')[0];
    const variants = [
      referrer.email.toUpperCase(),
      `${local}+friend@gmail.com`,
      `${local.replaceAll('.', '')}@gmail.com`,
      `${local}@googlemail.com`,
    ];

    for (const email of variants) {
      await expect(failureOf(signUp(referrer, { email }))).resolves.toMatchObject({
        name: 'NotAllowedError',
        message: "You can't sign up with your own referral link. Share it with your friends instead.",
      });
    }
  });

  it('when the referee is the referrer by phone number, however written, then self-referral is refused', async () => {
    const referrer = await newReferrer({ phoneNumber: '07700 900461' });

    for (const phoneNumber of ['+44 7700 900461', '(07700) 900-461', '0044 7700 900461']) {
      await expect(failureOf(signUp(referrer, { phoneNumber }))).resolves.toMatchObject({
        name: 'NotAllowedError',
      });
    }
  });

  it('when the same e-mail (any variant) signs up twice on the campaign while Pending, then nothing new is registered and a new link is sent; the same phone is refused', async () => {
    const referrer = await newReferrer();
    const other = await newReferrer();
    const first = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode, {
      email: `pat.lee.${Date.now()}@gmail.com`,
    });
    const registered = await signUpAsReferee(service, first, freshAddress());

    await expect(
      signUp(other, { email: first.email.replace('pat.lee', 'patlee').replace('@', '+again@') }),
    ).resolves.toMatchObject({ id: registered.id, isVerified: false, verificationResent: true });
    await expect(
      failureOf(signUp(other, { phoneNumber: first.phoneNumber.replace('07', '+447') })),
    ).resolves.toMatchObject({
      name: 'ConflictError',
      message: 'This phone number has already signed up for this offer.',
    });
  });

  it('when a referrer of the campaign signs up through another referrer link, then it is refused', async () => {
    const referrer = await newReferrer();
    const alsoReferrer = await newReferrer();

    await expect(failureOf(signUp(referrer, { email: alsoReferrer.email }))).resolves.toMatchObject({
      name: 'ConflictError',
      message:
        "You have already joined this campaign to refer friends, so you can't sign up as a referred friend too.",
    });
  });

  it('when the e-mail is at a disposable-mail provider, then it is refused', async () => {
    const referrer = await newReferrer();

    for (const email of ['friend@mailinator.com', 'friend@guerrillamail.com']) {
      await expect(failureOf(signUp(referrer, { email }))).resolves.toMatchObject({
        name: 'InputError',
        fields: {
          email: 'Please use your own email address: temporary (disposable) addresses are not accepted',
        },
      });
    }
  });

  it('when a code has had its hourly sign-ups, then the next is refused with 429 and Retry-After; the later half is flagged as a burst', async () => {
    const referrer = await newReferrer();
    const accepted = [];
    for (let i = 0; i < PER_CODE; i += 1) accepted.push(await signUp(referrer));

    const refused = await failureOf(signUp(referrer));

    expect(refused).toMatchObject({
      name: 'RateLimitedError',
      message:
        'This referral link has had too many sign-ups in the last hour. Please try again in 60 minutes.',
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(59 * 60);
    const flags = await Promise.all(accepted.map(({ id }) => flagsOf(id)));
    expect(flags.map((kinds) => kinds.includes('burst'))).toEqual([false, false, true, true]);
  });

  it('when an address has had its hourly sign-ups, whatever the codes, then the next is refused with 429', async () => {
    const address = '198.51.100.200';
    for (let i = 0; i < PER_ADDRESS; i += 1) await signUp(await newReferrer(), {}, address);

    const refused = await failureOf(signUp(await newReferrer(), {}, address));

    expect(refused).toMatchObject({
      name: 'RateLimitedError',
      message: 'Too many sign-ups from your network. Please try again in 60 minutes.',
    });
    expect(refused.retryAfterSeconds).toBeGreaterThan(59 * 60);
  });

  it('when the referee shares the referrer address or name, then they are signed up and flagged with the reason', async () => {
    const salonWifi = '192.0.2.77';
    const referrer = await newReferrer({ firstName: 'Jo', lastName: 'Brown' }, salonWifi);

    const sameAddress = await signUp(referrer, {}, salonWifi);
    const sameName = await signUp(referrer, { firstName: ' jo ', lastName: 'BROWN' });

    expect(await flagsOf(sameAddress.id)).toEqual(['same-address-as-referrer']);
    const stored = await service.runtime.orm.em.fork().findOneOrFail(Referee, sameName.id);
    expect(stored.flags).toEqual([{ kind: 'name-matches-referrer', reason: 'Same name as the referrer.' }]);
  });

  it('when a referee signs up honestly, then no flag is recorded', async () => {
    const referrer = await newReferrer();
    expect(await flagsOf((await signUp(referrer)).id)).toEqual([]);
  });

  it('when an e-mail with a login (a referrer elsewhere) signs up as a friend, then no password is asked and their login keeps its password', async () => {
    const referrer = await newReferrer();
    const elsewhere = await openCampaign(service);
    const existing = buildReferrerSignUp(elsewhere.campaign.campaignId);
    await joinAsReferrer(service, existing);

    const friend = await signUp(referrer, { email: existing.email });

    expect(friend).toMatchObject({ isVerified: false, email: existing.email });
    const stored = await service.runtime.orm.em.fork().findOneOrFail(Referee, friend.id);
    const person = await service.runtime.orm.em
      .fork()
      .findOneOrFail(Person, stored.personId ?? '', { populate: ['passwordHash'] });
    expect(person.email).toBe(existing.email);
    expect(await verifyPassword(existing.password, person.passwordHash ?? '')).toBe(true);
  });
});

describe('abuse rules of a campaign that asks a friend only for first name and e-mail', () => {
  let plain: KnownOpenCampaign;
  beforeAll(async () => {
    plain = await openCampaign(service, { campaign: { friendFields: [] } });
  });

  const plainReferrer = (overrides: Parameters<typeof buildReferrerSignUp>[1] = {}) =>
    joinAsReferrer(service, buildReferrerSignUp(plain.campaign.campaignId, overrides), freshAddress());
  const plainSignUp = (
    referrer: ReferrerRegisteredDto,
    overrides: Parameters<typeof buildRefereeSignUp>[2],
  ) =>
    signUpAsReferee(
      service,
      buildRefereeSignUp(plain.campaign.campaignId, referrer.referralCode, overrides),
      freshAddress(),
    );

  it('when a friend gives the referrer first name, then the name flag compares what was given (the last name it does not ask is not kept)', async () => {
    const referrer = await plainReferrer({ firstName: 'Jo', lastName: 'Brown' });

    const sameFirst = await plainSignUp(referrer, {
      firstName: 'jo',
      lastName: 'Other',
      postcode: 'BS1 1AA',
    });
    const other = await plainSignUp(referrer, { firstName: 'Kim', lastName: 'Brown' });

    const em = service.runtime.orm.em.fork();
    expect(await em.findOneOrFail(Referee, sameFirst.id)).toMatchObject({
      flags: [{ kind: 'name-matches-referrer', reason: 'Same name as the referrer.' }],
      lastName: '',
      postcode: '',
      phoneNumber: null,
    });
    expect((await em.findOneOrFail(Referee, other.id)).flags).toEqual([]);
  });

  it('when a friend sends the referrer phone number, then it is not compared (not asked, not kept) and the e-mail rules still apply', async () => {
    const referrer = await plainReferrer({ phoneNumber: '07700 900462' });

    await expect(plainSignUp(referrer, { phoneNumber: '07700 900462' })).resolves.toMatchObject({
      isVerified: false,
    });
    await expect(failureOf(plainSignUp(referrer, { email: referrer.email }))).resolves.toMatchObject({
      name: 'NotAllowedError',
    });
  });
});
