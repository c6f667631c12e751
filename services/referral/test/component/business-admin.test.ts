import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  CampaignEvents,
  IdentityEvents,
  ReferralEvents,
  ReferralSubjects,
  type AdminRefereeDto,
  type AdminReferrerDto,
  type AdminVoucherDto,
  type BusinessUpdatedData,
  type CounterReferralDto,
  type IssuedSession,
  type OwnerPrincipal,
  type Principal,
  type RefereeVerifiedDto,
  type ReferrerAuthDto,
  type ReferrerBannerDto,
  type ReferrerPrincipal,
  type ReferrerRegisteredData,
  type ReferrerRegisteredDto,
  type ReferrerRegistrationInput,
  type VoucherDto,
  type VoucherRedeemedDto,
} from '@referrals/contracts';
import { eventually, failureOf, requestAs, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { KnownBusiness } from '../../src/entities/known-business.ts';
import { KnownCampaign } from '../../src/entities/known-campaign.ts';
import { Person } from '../../src/entities/person.ts';
import { Referee } from '../../src/entities/referee.ts';
import { Referrer } from '../../src/entities/referrer.ts';
import { ReferrerCode } from '../../src/entities/referrer-code.ts';
import { ReferrerPasswordReset } from '../../src/entities/referrer-password-reset.ts';
import { ReferrerSession } from '../../src/entities/referrer-session.ts';
import { Voucher } from '../../src/entities/voucher.ts';
import {
  buildCampaignData,
  buildRefereeSignUp,
  buildReferrerSignUp,
  call,
  joinAsReferrer,
  latestToken,
  openCampaign,
  publish,
  recordedEvents,
  signUpAsReferee,
  startReferral,
  type KnownOpenCampaign,
} from '../support.ts';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startReferral();
});

afterAll(async () => {
  await service.stop();
});

const em = () => service.runtime.orm.em.fork();
const SERVICE: Principal = { kind: 'service', service: 'admin' };
const admin = (role: 'admin' | 'super_admin'): Principal => ({
  kind: 'admin',
  adminId: randomUUID(),
  role,
  sessionId: randomUUID(),
});
const ownerOf = (open: KnownOpenCampaign): OwnerPrincipal => ({
  kind: 'owner',
  loginId: open.business.loginId,
  businessId: open.business.businessId,
  sessionId: randomUUID(),
});
const as = <R>(principal: Principal | null, subject: string, data: unknown) =>
  requestAs<R>(service.bus, subject, data, principal ? { principal } : {});
const adminRead = <R>(subject: string, businessId: string, principal: Principal = admin('admin')) =>
  as<R>(principal, subject, { params: { id: businessId } });

/** Each sign-in from an address of its own, so that no test spends another's attempts. */
let lastHost = 0;
async function signIn(
  email: string,
  password: string,
): Promise<{ principal: ReferrerPrincipal; token: string }> {
  const signedIn = await call<ReferrerAuthDto & { session: IssuedSession }>(
    service,
    ReferralSubjects.authenticateReferrer,
    { body: { email, password } },
    `198.51.100.${(lastHost += 1)}`,
  );
  const { principal } = await call<{ principal: ReferrerPrincipal }>(
    service,
    ReferralSubjects.resolveReferrerSession,
    { token: signedIn.session.token },
  );
  return { principal, token: signedIn.session.token };
}

/** A referrer of the campaign who followed their confirmation link. */
async function verifiedReferrer(
  open: KnownOpenCampaign,
  overrides: Partial<ReferrerRegistrationInput> = {},
): Promise<{ referrer: ReferrerRegisteredDto; form: ReferrerRegistrationInput }> {
  const form = buildReferrerSignUp(open.campaign.campaignId, overrides);
  const referrer = await joinAsReferrer(service, form);
  await call(service, ReferralSubjects.verifyReferrer, {
    body: { token: await latestToken(service, form.email) },
  });
  return { referrer, form };
}

/** A friend who signed up through the referrer's link and has not followed their own link yet. */
async function pendingReferee(open: KnownOpenCampaign, referrer: ReferrerRegisteredDto) {
  const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
  await signUpAsReferee(service, form);
  return { form, token: await latestToken(service, form.email) };
}

/** A friend who signed up through the referrer's link and followed their link: with their voucher. */
async function referee(open: KnownOpenCampaign, referrer: ReferrerRegisteredDto) {
  const { form, token } = await pendingReferee(open, referrer);
  const verified = await call<RefereeVerifiedDto>(service, ReferralSubjects.verifyReferee, {
    body: { token },
  });
  if (!verified.voucher) throw new Error('the friend was given no voucher');
  return { form, voucher: verified.voucher };
}

/** Identity's news of the business, now: enabled or disabled by an administrator. */
async function setBusinessActive(open: KnownOpenCampaign, isActive: boolean): Promise<void> {
  await publish<BusinessUpdatedData>(service, IdentityEvents.businessUpdated, {
    ...open.business,
    isActive,
    updatedAt: new Date().toISOString(),
  });
  await eventually(
    async () => (await em().findOne(KnownBusiness, open.business.businessId))?.isActive === isActive,
    10_000,
    `the business ${isActive ? 'enabled' : 'disabled'}`,
  );
}

describe("the administrators' reads of a business", () => {
  let open: KnownOpenCampaign;
  let first: ReferrerRegisteredDto;
  let second: ReferrerRegisteredDto;
  let erased: ReferrerRegisteredDto;
  let friend: Awaited<ReturnType<typeof referee>>;

  beforeAll(async () => {
    // Its friends are asked for their last name, which the owner's read then shows.
    open = await openCampaign(service, { campaign: { friendFields: ['lastName'] } });
    ({ referrer: first } = await verifiedReferrer(open, { firstName: 'Ada', lastName: 'Lovelace' }));
    friend = await referee(open, first);
    const leaving = buildReferrerSignUp(open.campaign.campaignId, { firstName: 'Eve', lastName: 'Gone' });
    erased = await joinAsReferrer(service, leaving);
    await as(
      (await signIn(leaving.email, leaving.password)).principal,
      ReferralSubjects.deleteReferrerAccount,
      {
        body: { password: leaving.password },
      },
    );
    second = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
  });

  const subjects = [
    ReferralSubjects.adminBusinessReferrers,
    ReferralSubjects.adminBusinessReferees,
    ReferralSubjects.adminBusinessVouchers,
  ];

  it.each(subjects)(
    'when %s is asked by an admin or a super admin, then both get the answer',
    async (subject) => {
      const byAdmin = await adminRead<unknown[]>(subject, open.business.businessId, admin('admin'));
      const bySuper = await adminRead<unknown[]>(subject, open.business.businessId, admin('super_admin'));

      expect(byAdmin.length).toBeGreaterThan(0);
      expect(bySuper).toEqual(byAdmin);
    },
  );

  it.each(subjects)(
    'when %s is asked by the owner, a referrer or anonymously, then it is refused (401)',
    async (subject) => {
      const data = { params: { id: open.business.businessId } };
      const referrer: Principal = { kind: 'referrer', personId: randomUUID(), sessionId: randomUUID() };
      for (const principal of [ownerOf(open), referrer, null]) {
        expect(await failureOf(as(principal, subject, data))).toMatchObject({ name: 'AuthenticationError' });
      }
    },
  );

  it.each(subjects)(
    'when %s names a malformed id, then it answers 404 "Business not found"',
    async (subject) => {
      expect(await failureOf(adminRead(subject, 'not-a-uuid'))).toMatchObject({
        name: 'NotFoundError',
        message: 'Business not found',
      });
    },
  );

  it('when the referrers are read, then each shows name, e-mail, code, count, state and campaign, newest first; an erased one without details', async () => {
    const referrers = await adminRead<AdminReferrerDto[]>(
      ReferralSubjects.adminBusinessReferrers,
      open.business.businessId,
    );

    expect(referrers.map(({ id }) => id)).toEqual([second.id, erased.id, first.id]);
    expect(referrers[2]).toEqual({
      id: first.id,
      campaignId: open.campaign.campaignId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: first.email,
      referralCode: first.referralCode,
      totalReferrals: 1,
      isVerified: true,
      createdAt: first.createdAt,
    });
    expect(referrers[0]).toMatchObject({ isVerified: false, totalReferrals: 0 });
    expect(referrers[1]).toMatchObject({
      firstName: 'Deleted',
      lastName: 'referrer',
      email: '',
      referralCode: '',
    });
  });

  it("when the referees are read, then each shows name, e-mail, the referrer's full name, state and date", async () => {
    const referees = await adminRead<AdminRefereeDto[]>(
      ReferralSubjects.adminBusinessReferees,
      open.business.businessId,
    );

    expect(referees).toEqual([
      {
        id: expect.any(String),
        campaignId: open.campaign.campaignId,
        firstName: friend.form.firstName,
        lastName: friend.form.lastName,
        email: friend.form.email,
        referrerName: 'Ada Lovelace',
        isVerified: true,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('when the vouchers are read, then each shows code, type, the value as the voucher page words it and its state', async () => {
    const vouchers = await adminRead<AdminVoucherDto[]>(
      ReferralSubjects.adminBusinessVouchers,
      open.business.businessId,
    );

    expect(vouchers).toEqual([
      {
        id: friend.voucher?.id,
        campaignId: open.campaign.campaignId,
        code: friend.voucher?.code,
        type: 'invitee',
        value: '20% off · Maximum discount: £50',
        isRedeemed: false,
        isCancelled: false,
        createdAt: friend.voucher?.createdAt,
      },
    ]);
  });

  it('when a business the service holds nothing of is read, then the lists are empty', async () => {
    for (const subject of subjects) expect(await adminRead(subject, randomUUID())).toEqual([]);
  });
});

describe('referral.workflow.copy-referrers', () => {
  const copy = (message: unknown, principal: Principal | null = SERVICE) =>
    as<{ referrers: number }>(principal, ReferralSubjects.copyReferrersStep, message);

  it('when the campaigns are copied, then their live referrers join the copies as the same people with new codes and nothing else', async () => {
    const open = await openCampaign(service);
    const { referrer: confirmed } = await verifiedReferrer(open);
    const friend = await referee(open, confirmed);
    await requestAs<VoucherRedeemedDto>(
      service.bus,
      ReferralSubjects.redeemVoucher,
      { params: { code: friend.voucher.code } },
      { principal: ownerOf(open) },
    );
    const unconfirmed = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const removed = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    await as(ownerOf(open), ReferralSubjects.deleteReferrer, { params: { id: removed.id } });
    // Neither the new business nor its campaign is known here yet: their events come later.
    const target = { businessId: randomUUID(), campaignId: randomUUID() };
    const message = {
      workflowId: randomUUID(),
      step: 'copy-referrers',
      sourceBusinessId: open.business.businessId,
      targetBusinessId: target.businessId,
      campaigns: [{ from: open.campaign.campaignId, to: target.campaignId }],
    };

    expect(await copy(message)).toEqual({ referrers: 2 });

    const copies = await em().find(
      Referrer,
      { campaignId: target.campaignId },
      { orderBy: { createdAt: 'asc' } },
    );
    const originals = await em().find(Referrer, { id: { $in: [confirmed.id, unconfirmed.id] } });
    expect(copies.map(({ personId }) => personId).sort()).toEqual(
      originals.map(({ personId }) => personId).sort(),
    );
    for (const membership of copies) {
      const original = originals.find(({ personId }) => personId === membership.personId) as Referrer;
      expect(membership).toMatchObject({
        businessId: target.businessId,
        firstName: original.firstName,
        phoneNumber: original.phoneNumber,
        referralCount: 0,
        successfulReferrals: 0,
        deletedAt: null,
      });
      expect(membership.referralCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
      expect(membership.referralCode).not.toBe(original.referralCode);
      expect(await em().count(ReferrerCode, { referrerId: membership.id })).toBe(1);
    }
    const listed = await adminRead<AdminReferrerDto[]>(
      ReferralSubjects.adminBusinessReferrers,
      target.businessId,
    );
    expect(Object.fromEntries(listed.map((r) => [r.email, [r.isVerified, r.totalReferrals]]))).toEqual({
      [confirmed.email]: [true, 0],
      [unconfirmed.email]: [false, 0],
    });
    expect(await adminRead(ReferralSubjects.adminBusinessReferees, target.businessId)).toEqual([]);
    expect(await adminRead(ReferralSubjects.adminBusinessVouchers, target.businessId)).toEqual([]);
    const registered = await recordedEvents<ReferrerRegisteredData>(
      service,
      ReferralEvents.referrerRegistered,
    );
    expect(registered.filter(({ campaignId }) => campaignId === target.campaignId)).toHaveLength(2);

    // Once the new business and campaign are known, the copied codes open the referral page.
    const business = {
      ...open.business,
      businessId: target.businessId,
      businessSlug: `${open.business.businessSlug}-copy`,
    };
    await publish(service, IdentityEvents.businessRegistered, business);
    await publish(
      service,
      CampaignEvents.created,
      buildCampaignData(target.businessId, { campaignId: target.campaignId }),
    );
    await eventually(() => em().findOne(KnownCampaign, target.campaignId), 10_000, 'the copied campaign');
    await eventually(() => em().findOne(KnownBusiness, target.businessId), 10_000, 'the new business');
    const banner = await call<ReferrerBannerDto>(service, ReferralSubjects.referrerByCode, {
      params: { code: copies[0]?.referralCode },
    });
    expect(banner).toMatchObject({ campaignId: target.campaignId });
  });

  it('when the same step comes again, then it answers as the first time and copies nothing twice', async () => {
    const open = await openCampaign(service);
    await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const to = randomUUID();
    const message = {
      workflowId: randomUUID(),
      step: 'copy-referrers',
      sourceBusinessId: open.business.businessId,
      targetBusinessId: randomUUID(),
      campaigns: [{ from: open.campaign.campaignId, to }],
    };

    const answers = await Promise.all([copy(message), copy(message)]);
    const again = await copy(message);
    const anotherRun = await copy({ ...message, workflowId: randomUUID() });

    expect(answers).toEqual([{ referrers: 1 }, { referrers: 1 }]);
    expect(again).toEqual({ referrers: 1 });
    expect(anotherRun).toEqual({ referrers: 0 });
    expect(await em().count(Referrer, { campaignId: to })).toBe(1);
  });

  it('when anyone but a service sends the step, then it is refused and nothing is copied', async () => {
    const open = await openCampaign(service);
    const to = randomUUID();
    const message = {
      workflowId: randomUUID(),
      step: 'copy-referrers',
      sourceBusinessId: open.business.businessId,
      targetBusinessId: randomUUID(),
      campaigns: [{ from: open.campaign.campaignId, to }],
    };

    expect(await failureOf(copy(message, ownerOf(open)))).toMatchObject({ name: 'NotAllowedError' });
    expect(await failureOf(copy(message, admin('super_admin')))).toMatchObject({ name: 'NotAllowedError' });
    expect(await failureOf(copy(message, null))).toMatchObject({ name: 'AuthenticationError' });
    expect(await failureOf(copy({ ...message, workflowId: 'x' }))).toMatchObject({ name: 'InputError' });
    expect(await em().count(Referrer, { campaignId: to })).toBe(0);
  });
});

describe('referral.workflow.remove-business-data', () => {
  const remove = (businessId: string, workflowId = randomUUID()) =>
    as<Record<string, number>>(SERVICE, ReferralSubjects.removeBusinessDataStep, {
      workflowId,
      step: 'remove-referral-data',
      businessId,
    });

  it("when a business's data is removed, then all of it goes, with the logins left with nothing; a login with another business's membership stays", async () => {
    const doomed = await openCampaign(service);
    const other = await openCampaign(service);
    const { referrer: only, form: onlyForm } = await verifiedReferrer(doomed);
    const sharedForm = buildReferrerSignUp(doomed.campaign.campaignId);
    const shared = await joinAsReferrer(service, sharedForm);
    const kept = await joinAsReferrer(service, { ...sharedForm, campaignId: other.campaign.campaignId });
    const friend = await referee(doomed, only);
    const pendingFriend = await pendingReferee(doomed, only);
    const onlySession = await signIn(onlyForm.email, onlyForm.password);
    await call(service, ReferralSubjects.requestReferrerPasswordReset, { body: { email: onlyForm.email } });
    const onlyPerson = (await em().findOneOrFail(Referrer, only.id)).personId;
    const sharedPerson = (await em().findOneOrFail(Referrer, shared.id)).personId;
    const friendPeople = (await em().find(Referee, { campaignId: doomed.campaign.campaignId })).map(
      ({ personId }) => personId as string,
    );
    expect(await em().count(ReferrerPasswordReset, { accountId: onlyPerson })).toBe(1);
    const workflowId = randomUUID();

    const answer = await remove(doomed.business.businessId, workflowId);

    expect(answer).toEqual({ referrers: 2, referees: 2, vouchers: 1, logins: 3 });
    const { businessId } = doomed.business;
    const { campaignId } = doomed.campaign;
    expect(await em().count(Referrer, { businessId })).toBe(0);
    expect(await em().count(Referee, { campaignId })).toBe(0);
    expect(await em().count(Voucher, { campaignId })).toBe(0);
    expect(await em().count(ReferrerCode, { referrerId: { $in: [only.id, shared.id] } })).toBe(0);
    expect(await em().findOne(KnownBusiness, businessId)).toBeNull();
    expect(await em().count(KnownCampaign, { businessId })).toBe(0);
    expect(await em().count(Person, { id: { $in: [onlyPerson, ...friendPeople] } })).toBe(0);
    expect(await em().count(ReferrerSession, { personId: onlyPerson })).toBe(0);
    expect(await em().count(ReferrerPasswordReset, { accountId: onlyPerson })).toBe(0);
    expect(
      await failureOf(call(service, ReferralSubjects.resolveReferrerSession, { token: onlySession.token })),
    ).toMatchObject({ name: 'AuthenticationError' });
    expect(await em().findOne(Person, sharedPerson)).not.toBeNull();
    expect(await em().findOne(Referrer, kept.id)).toMatchObject({ deletedAt: null });
    expect((await signIn(sharedForm.email, sharedForm.password)).principal).toMatchObject({
      personId: sharedPerson,
    });
    expect(
      await failureOf(
        call(service, ReferralSubjects.voucherByCode, { params: { code: friend.voucher.code } }),
      ),
    ).toMatchObject({ name: 'NotFoundError' });
    expect(
      await failureOf(
        call(service, ReferralSubjects.verifyReferee, { body: { token: pendingFriend.token } }),
      ),
    ).toMatchObject({ name: 'NotFoundError' });

    // The same step again answers the same; another run finds nothing left, which is success.
    expect(await remove(businessId, workflowId)).toEqual(answer);
    expect(await remove(businessId)).toEqual({ referrers: 0, referees: 0, vouchers: 0, logins: 0 });
  });

  it("when identity's deactivation arrives after the step and then the business is deleted, then the read model row it brought back goes", async () => {
    const open = await openCampaign(service);
    await remove(open.business.businessId);

    await setBusinessActive(open, false);
    await publish(service, IdentityEvents.businessDeleted, {
      businessId: open.business.businessId,
      loginId: open.business.loginId,
      loginDeleted: true,
    });

    await eventually(
      async () => (await em().findOne(KnownBusiness, open.business.businessId)) === null,
      10_000,
      'the business forgotten',
    );
    expect(await em().count(KnownCampaign, { businessId: open.business.businessId })).toBe(0);
  });
});

describe('a business disabled by an administrator', () => {
  let open: KnownOpenCampaign;
  let referrer: ReferrerRegisteredDto;
  let voucher: VoucherDto;
  let pending: Awaited<ReturnType<typeof pendingReferee>>;

  beforeAll(async () => {
    open = await openCampaign(service);
    ({ referrer } = await verifiedReferrer(open));
    ({ voucher } = await referee(open, referrer));
    pending = await pendingReferee(open, referrer);
    await setBusinessActive(open, false);
  });

  const redeem = () =>
    as<VoucherRedeemedDto>(ownerOf(open), ReferralSubjects.redeemVoucher, { params: { code: voucher.code } });
  const NOT_TAKING = {
    name: 'ConflictError',
    message: 'This business is not taking referrals at the moment',
  };

  it('when someone joins it as a referrer or a friend signs up, then the campaign is not taking sign-ups', async () => {
    const closed = { name: 'NotFoundError', message: 'This campaign is not taking sign-ups' };

    expect(
      await failureOf(joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId))),
    ).toMatchObject(closed);
    expect(
      await failureOf(
        signUpAsReferee(service, buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode)),
      ),
    ).toMatchObject(closed);
  });

  it('when a friend follows their link, then they are not verified and get no voucher', async () => {
    expect(
      await failureOf(call(service, ReferralSubjects.verifyReferee, { body: { token: pending.token } })),
    ).toMatchObject(NOT_TAKING);
    expect(await em().count(Referee, { email: pending.form.email, verifiedAt: { $ne: null } })).toBe(0);
  });

  it('when the owner redeems a voucher or records a referral at the counter, then it is refused', async () => {
    expect(await failureOf(redeem())).toMatchObject(NOT_TAKING);
    expect(
      await failureOf(
        as<CounterReferralDto>(ownerOf(open), ReferralSubjects.recordCounterReferral, {
          body: {
            referrerId: referrer.id,
            firstName: 'Jo',
            email: `jo.${randomUUID()}@example.com`,
            consent: true,
          },
        }),
      ),
    ).toMatchObject(NOT_TAKING);
    expect(await em().findOneOrFail(Voucher, voucher.id)).toMatchObject({ redeemedAt: null });
  });

  it('when the voucher page is opened, then it still shows the voucher, not redeemable for now', async () => {
    const shown = await as<VoucherDto>(ownerOf(open), ReferralSubjects.voucherByCode, {
      params: { code: voucher.code },
    });

    expect(shown).toMatchObject({
      code: voucher.code,
      isRedeemed: false,
      isExpired: false,
      canRedeem: false,
    });
  });

  it('when the business is enabled again, then its vouchers are redeemed and its links verify', async () => {
    await setBusinessActive(open, true);

    expect((await redeem()).voucher).toMatchObject({ code: voucher.code, isRedeemed: true });
    const verified = await call<RefereeVerifiedDto>(service, ReferralSubjects.verifyReferee, {
      body: { token: pending.token },
    });
    expect(verified).toMatchObject({
      newlyVerified: true,
      voucher: expect.objectContaining({ kind: 'voucher' }),
    });
  });
});
