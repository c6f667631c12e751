import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  CURRENT_PASSWORD_REQUIRED_FOR_EMAIL,
  ReferralEvents,
  ReferralSubjects,
  type IssuedSession,
  type OwnerPrincipal,
  type RefereeVerifiedDto,
  type ReferrerAccountDto,
  type ReferrerAuthDto,
  type ReferrerDataExportDto,
  type ReferrerErasedData,
  type ReferrerPrincipal,
  type ReferrerRegistrationInput,
  type ReferrerUpdatedData,
  type ReferrerUpdateInput,
  type VoucherDto,
  type VoucherRedeemedDto,
  formatDay,
} from '@referrals/contracts';
import { verifyPassword } from '@referrals/service-kit';
import { failureOf, requestAs, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { Person } from '../../src/entities/person.ts';
import { Referrer } from '../../src/entities/referrer.ts';
import { resolveReferrerSession } from '../../src/use-cases/referrer-sessions.ts';
import {
  PUBLIC_URL,
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

let service: ServiceUnderTest;
let first: KnownOpenCampaign;
let second: KnownOpenCampaign;

beforeAll(async () => {
  service = await startReferral();
  first = await openCampaign(service, { campaign: { description: '<p>Bring a friend</p>' } });
  second = await openCampaign(service);
});

afterAll(async () => {
  await service.stop();
});

const DAY_MS = 24 * 60 * 60 * 1000;
type SignedIn = ReferrerAuthDto & { session: IssuedSession };

/** Each sign-in comes from an address of its own, so that no test spends another's attempts. */
let lastHost = 0;
const newAddress = () => `198.51.100.${(lastHost += 1)}`;

const signIn = (email: string, password: string, clientAddress = newAddress()) =>
  call<SignedIn>(
    service,
    ReferralSubjects.authenticateReferrer,
    { body: { email, password } },
    clientAddress,
  );
const resolve = (token: string) =>
  call<{ principal: ReferrerPrincipal }>(service, ReferralSubjects.resolveReferrerSession, { token });
const as = <R>(principal: ReferrerPrincipal, subject: string, data: unknown = {}) =>
  requestAs<R>(service.bus, subject, data, { principal });
const update = (principal: ReferrerPrincipal, id: string, body: Partial<ReferrerUpdateInput>) =>
  as<ReferrerAccountDto>(principal, ReferralSubjects.updateReferrer, { params: { id }, body });
const ownerOf = (open: KnownOpenCampaign): OwnerPrincipal => ({
  kind: 'owner',
  loginId: open.business.loginId,
  businessId: open.business.businessId,
  sessionId: randomUUID(),
});
const em = () => service.runtime.orm.em.fork();

/** A person who joined the first campaign (and, with `both`, then the second), signed in. */
async function member(both = false) {
  const form = buildReferrerSignUp(first.campaign.campaignId);
  const joined = [await joinAsReferrer(service, form)];
  if (both) {
    joined.push(await joinAsReferrer(service, { ...form, campaignId: second.campaign.campaignId }));
  }
  const signedIn = await signIn(form.email, form.password);
  const { principal } = await resolve(signedIn.session.token);
  return { form, joined, signedIn, principal };
}

/** The account form as Account Settings sends it unchanged. */
const unchanged = (form: ReferrerRegistrationInput): ReferrerUpdateInput => ({
  firstName: form.firstName,
  lastName: form.lastName,
  email: form.email,
  phoneNumber: form.phoneNumber,
});

describe('signing in (referral.referrers.authenticate) and the session', () => {
  it('when a person who joined two campaigns signs in, then they get a session, their latest membership and both campaigns', async () => {
    const { form, joined, signedIn, principal } = await member(true);

    expect(signedIn.referrer).toMatchObject({
      id: joined[1].id,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phoneNumber: form.phoneNumber,
      phone: form.phoneNumber,
      postcode: form.postcode,
      referralCode: joined[1].referralCode,
      referralCodes: [joined[1].referralCode],
      referralLink: `${PUBLIC_URL}/refer/${second.business.businessSlug}/${joined[1].referralCode}`,
      campaignId: second.campaign.campaignId,
      campaignName: second.campaign.name,
      businessName: second.business.businessName,
      businessSlug: second.business.businessSlug,
      isVerified: false,
      totalReferrals: 0,
      successfulReferrals: 0,
      vouchersEarned: 0,
    });
    expect(signedIn.campaigns).toEqual([
      {
        referrerId: joined[1].id,
        campaignId: second.campaign.campaignId,
        campaignName: second.campaign.name,
        description: null,
        businessName: second.business.businessName,
        businessSlug: second.business.businessSlug,
        isActive: true,
        marketingConsent: form.marketingConsent,
        friendMails: true,
        referralCode: joined[1].referralCode,
        referralLink: joined[1].referralLink,
      },
      {
        referrerId: joined[0].id,
        campaignId: first.campaign.campaignId,
        campaignName: first.campaign.name,
        description: '<p>Bring a friend</p>',
        businessName: first.business.businessName,
        businessSlug: first.business.businessSlug,
        isActive: true,
        marketingConsent: form.marketingConsent,
        friendMails: true,
        referralCode: joined[0].referralCode,
        referralLink: joined[0].referralLink,
      },
    ]);
    const lifetime = Date.parse(signedIn.session.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(29 * DAY_MS);
    expect(lifetime).toBeLessThanOrEqual(30 * DAY_MS);
    const person = await em().findOneOrFail(Person, { emailNormalized: form.email.toLowerCase() });
    expect(principal).toEqual({ kind: 'referrer', personId: person.id, sessionId: expect.any(String) });
  });

  it('when the password is wrong or the e-mail unknown, then both get the same 401', async () => {
    const { form } = await member();

    const wrong = await failureOf(signIn(form.email, 'not the password'));
    const unknown = await failureOf(signIn(`nobody.${randomUUID()}@example.com`, form.password));

    expect(wrong).toMatchObject({ name: 'AuthenticationError', message: 'Invalid credentials' });
    expect(unknown).toEqual(wrong);
  });

  it('when every membership of the person was deleted, then they cannot sign in', async () => {
    const { form, joined } = await member();
    await requestAs(
      service.bus,
      ReferralSubjects.deleteReferrer,
      { params: { id: joined[0].id } },
      { principal: ownerOf(first) },
    );

    await expect(failureOf(signIn(form.email, form.password))).resolves.toMatchObject({
      name: 'AuthenticationError',
      message: 'Invalid credentials',
    });
  });

  it('when an e-mail had five wrong passwords, then even the right one is refused for the rest of the window', async () => {
    const { form } = await member();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await failureOf(signIn(form.email, 'not the password'));
    }

    const refused = await failureOf(signIn(form.email, form.password));

    expect(refused).toMatchObject({ name: 'RateLimitedError' });
    expect(refused.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it('when a token is unknown, expired or signed out, then it resolves to nobody', async () => {
    const { signedIn } = await member();
    const later = new Date(Date.parse(signedIn.session.expiresAt) + 1000);

    await expect(failureOf(resolve('not-a-token'))).resolves.toMatchObject({ name: 'AuthenticationError' });
    await expect(
      failureOf(resolveReferrerSession(em(), signedIn.session.token, later)),
    ).resolves.toMatchObject({ name: 'AuthenticationError' });
    // The expired session is gone, not only refused.
    await expect(failureOf(resolve(signedIn.session.token))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });

    const again = await member();
    await as(again.principal, ReferralSubjects.logoutReferrer);
    await expect(failureOf(resolve(again.signedIn.session.token))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
  });

  it('when a signed-in referrer asks who they are, then they get the sign-in answer without a session', async () => {
    const { signedIn, principal } = await member(true);

    const me = await as<ReferrerAuthDto>(principal, ReferralSubjects.currentReferrer);

    const { session, ...answer } = signedIn;
    expect(session.token).toEqual(expect.any(String));
    expect(me).toEqual(answer);
  });

  it('when someone who is not a signed-in referrer asks for the account, then 401', async () => {
    await expect(failureOf(call(service, ReferralSubjects.currentReferrer, {}))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
  });
});

describe('Account Settings (referral.referrers.update)', () => {
  it('when the name and phone change, then every membership has them and each records referrerUpdated', async () => {
    const { form, joined, principal } = await member(true);

    const account = await update(principal, joined[0].id, {
      ...unchanged(form),
      firstName: 'Samantha',
      lastName: 'Jones',
      phoneNumber: '+44 7700 900999',
    });

    expect(account).toMatchObject({
      id: joined[0].id,
      firstName: 'Samantha',
      lastName: 'Jones',
      phoneNumber: '+44 7700 900999',
      email: form.email,
      campaignId: first.campaign.campaignId,
    });
    const stored = await em().find(Referrer, { id: { $in: joined.map(({ id }) => id) } });
    for (const membership of stored) {
      expect(membership).toMatchObject({
        firstName: 'Samantha',
        lastName: 'Jones',
        phoneNumber: '+44 7700 900999',
        phoneNormalized: '+447700900999',
      });
    }
    const events = await recordedEvents<ReferrerUpdatedData>(service, ReferralEvents.referrerUpdated);
    expect(events.filter((event) => joined.some(({ id }) => id === event.referrerId))).toEqual(
      expect.arrayContaining(
        joined.map((membership) => ({
          referrerId: membership.id,
          campaignId: membership.campaignId,
          firstName: 'Samantha',
          lastName: 'Jones',
          email: form.email,
          phoneNumber: '+44 7700 900999',
          postcode: form.postcode,
          referralCode: membership.referralCode,
        })),
      ),
    );
  });

  it("when the id is another person's membership or unknown, then 404 alike and nothing changes", async () => {
    const { form, principal } = await member();
    const other = await member();

    const theirs = await failureOf(update(principal, other.joined[0].id, unchanged(form)));
    const unknown = await failureOf(update(principal, randomUUID(), unchanged(form)));
    const malformed = await failureOf(update(principal, 'not-an-id', unchanged(form)));

    expect(theirs).toMatchObject({ name: 'NotFoundError', message: 'Referrer not found' });
    expect(unknown).toEqual(theirs);
    expect(malformed).toEqual(theirs);
    expect((await em().findOneOrFail(Referrer, other.joined[0].id)).firstName).toBe(other.form.firstName);
  });

  it('when the e-mail changes, then it needs the current password and must not be another login', async () => {
    const { form, joined, principal } = await member();
    const other = await member();

    const withoutPassword = await failureOf(
      update(principal, joined[0].id, { ...unchanged(form), email: `new.${randomUUID()}@example.com` }),
    );
    const taken = await failureOf(
      update(principal, joined[0].id, {
        ...unchanged(form),
        email: other.form.email.toUpperCase(),
        currentPassword: form.password,
      }),
    );
    const wrongPassword = await failureOf(
      update(principal, joined[0].id, {
        ...unchanged(form),
        email: `new.${randomUUID()}@example.com`,
        currentPassword: 'not the password',
      }),
    );

    expect(withoutPassword).toMatchObject({
      name: 'InputError',
      fields: { currentPassword: CURRENT_PASSWORD_REQUIRED_FOR_EMAIL },
    });
    expect(taken).toMatchObject({
      name: 'ConflictError',
      message: 'An account with this email already exists',
    });
    expect(wrongPassword).toMatchObject({
      name: 'InputError',
      fields: { currentPassword: 'Current password is incorrect' },
    });

    const email = `moved.${randomUUID()}@example.com`;
    const moved = await update(principal, joined[0].id, {
      ...unchanged(form),
      email,
      currentPassword: form.password,
    });
    expect(moved).toMatchObject({ email, isVerified: false });
    await expect(signIn(email, form.password)).resolves.toMatchObject({ referrer: { id: joined[0].id } });
    await expect(failureOf(signIn(form.email, form.password))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
  });

  it("when the password changes, then the current one is needed, and the person's other sessions end", async () => {
    const { form, joined, principal, signedIn } = await member();
    const elsewhere = await signIn(form.email, form.password);

    const withoutCurrent = await failureOf(
      update(principal, joined[0].id, { ...unchanged(form), newPassword: 'a new secret' }),
    );
    expect(withoutCurrent).toMatchObject({
      name: 'InputError',
      fields: { currentPassword: 'Current password is required to set a new password' },
    });

    await update(principal, joined[0].id, {
      ...unchanged(form),
      currentPassword: form.password,
      newPassword: 'a new secret',
    });

    await expect(resolve(signedIn.session.token)).resolves.toEqual({ principal });
    await expect(failureOf(resolve(elsewhere.session.token))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
    await expect(signIn(form.email, 'a new secret')).resolves.toMatchObject({
      referrer: { id: joined[0].id },
    });
    await expect(failureOf(signIn(form.email, form.password))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
  });
});

/** A verified referrer of the first campaign with one referee whose voucher was redeemed: one reward voucher. */
async function rewardedMember() {
  const signedUp = await member();
  await call(service, ReferralSubjects.verifyReferrer, {
    body: { token: await latestToken(service, signedUp.form.email) },
  });
  const friend = buildRefereeSignUp(first.campaign.campaignId, signedUp.joined[0].referralCode);
  await signUpAsReferee(service, friend);
  const verified = await call<RefereeVerifiedDto>(service, ReferralSubjects.verifyReferee, {
    body: { token: await latestToken(service, friend.email) },
  });
  const redeemed = await requestAs<VoucherRedeemedDto>(
    service.bus,
    ReferralSubjects.redeemVoucher,
    { params: { code: (verified.voucher as VoucherDto).code } },
    { principal: ownerOf(first) },
  );
  return { ...signedUp, friend, reward: redeemed.referrerRewards[0] };
}

describe('exporting their data (referral.referrers.export-own-data)', () => {
  it('when a referrer exports, then they get their login, memberships, their referees without contact details, and their rewards', async () => {
    const { form, joined, principal, friend, reward } = await rewardedMember();

    const data = await as<ReferrerDataExportDto>(principal, ReferralSubjects.exportReferrerData);

    expect(data.login).toEqual({
      email: form.email,
      verifiedAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(data.memberships).toEqual([
      expect.objectContaining({
        id: joined[0].id,
        campaignId: first.campaign.campaignId,
        campaignName: first.campaign.name,
        businessName: first.business.businessName,
        referralCode: joined[0].referralCode,
        firstName: form.firstName,
        lastName: form.lastName,
        phoneNumber: form.phoneNumber,
        postcode: form.postcode,
        referralCount: 1,
        successfulReferrals: 1,
        programConsentAt: expect.any(String),
        privacyAcceptedAt: expect.any(String),
      }),
    ]);
    expect(data.referees).toEqual([
      {
        referrerId: joined[0].id,
        campaignId: first.campaign.campaignId,
        firstName: friend.firstName,
        createdAt: expect.any(String),
        isVerified: true,
        voucher: { kind: 'voucher', state: 'redeemed' },
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(friend.email);
    expect(JSON.stringify(data)).not.toContain('passwordHash');
    expect(data.vouchers).toEqual([
      expect.objectContaining({ code: reward.code, referrerId: joined[0].id, state: 'valid' }),
    ]);
  });
});

describe('deleting the account (referral.referrers.delete-account)', () => {
  const deleteAccount = (principal: ReferrerPrincipal, password: string) =>
    as<{ message: string }>(principal, ReferralSubjects.deleteReferrerAccount, { body: { password } });

  it('when the password is wrong, then nothing changes', async () => {
    const { form, joined, principal, signedIn } = await member();

    const refused = await failureOf(deleteAccount(principal, 'not the password'));

    expect(refused).toMatchObject({ name: 'InputError', fields: { password: 'Password is incorrect' } });
    await expect(resolve(signedIn.session.token)).resolves.toEqual({ principal });
    expect((await em().findOneOrFail(Referrer, joined[0].id)).deletedAt).toBeNull();
    await expect(signIn(form.email, form.password)).resolves.toMatchObject({
      referrer: { id: joined[0].id },
    });
  });

  it('when the password is right, then the person is anonymised, counts stay, rewards are cancelled and nothing of theirs works', async () => {
    const { form, joined, principal, signedIn, reward } = await rewardedMember();

    const answer = await deleteAccount(principal, form.password);

    expect(answer).toEqual({ message: expect.any(String) });
    const membership = await em().findOneOrFail(Referrer, joined[0].id);
    expect(membership).toMatchObject({
      firstName: 'Deleted',
      lastName: 'referrer',
      phoneNumber: '',
      phoneNormalized: '',
      postcode: '',
      testimonial: null,
      heardAboutBusiness: null,
      clientAddress: null,
      referralCount: 1,
      successfulReferrals: 1,
      deletedAt: expect.any(Date),
    });
    const person = await em().findOneOrFail(Person, membership.personId);
    expect(person.email).toMatch(/^deleted-/);
    expect(person.email).not.toContain('@');
    expect(person.emailNormalized).toBe(person.email);
    const { passwordHash } = await em().findOneOrFail(Person, person.id, { populate: ['passwordHash'] });
    expect(await verifyPassword(form.password, passwordHash ?? '')).toBe(false);

    await expect(failureOf(resolve(signedIn.session.token))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
    await expect(failureOf(signIn(form.email, form.password))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
    await expect(
      failureOf(call(service, ReferralSubjects.referrerByCode, { params: { code: joined[0].referralCode } })),
    ).resolves.toMatchObject({ name: 'NotFoundError' });

    const voucher = await requestAs<VoucherDto>(
      service.bus,
      ReferralSubjects.voucherByCode,
      { params: { code: reward.code } },
      { principal: ownerOf(first) },
    );
    expect(voucher).toMatchObject({
      isCancelled: true,
      cancelledAt: expect.any(String),
      isRedeemed: false,
      canRedeem: false,
      holderFirstName: 'Deleted',
    });
    const day = formatDay(voucher.cancelledAt, 'Europe/London');
    await expect(
      failureOf(
        requestAs(
          service.bus,
          ReferralSubjects.redeemVoucher,
          { params: { code: reward.code } },
          { principal: ownerOf(first) },
        ),
      ),
    ).resolves.toMatchObject({ name: 'ConflictError', message: `This voucher was cancelled on ${day}` });

    const erased = await recordedEvents<ReferrerErasedData>(service, ReferralEvents.referrerErased);
    expect(erased.filter((event) => event.referrerId === joined[0].id)).toEqual([
      { referrerId: joined[0].id, campaignId: first.campaign.campaignId, erasedAt: expect.any(String) },
    ]);

    // The address is free again: its owner may join afresh.
    await expect(joinAsReferrer(service, { ...form, password: 'a fresh start' })).resolves.toMatchObject({
      email: form.email,
    });
  });
});
