import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ReferralEvents,
  ReferralSubjects,
  VERIFICATION_LINK_EXPIRED,
  type RefereeRegisteredData,
  type RefereeVerifiedDto,
  type ReferrerRegisteredDto,
  type VerificationResentDto,
  type VoucherDto,
  type VoucherIssuedData,
} from '@referrals/contracts';
import { failureOf, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { Referee } from '../../src/entities/referee.ts';
import { Referrer } from '../../src/entities/referrer.ts';
import { VerificationToken } from '../../src/entities/verification-token.ts';
import { Voucher } from '../../src/entities/voucher.ts';
import {
  PUBLIC_URL,
  call,
  joinAsReferrer,
  latestToken,
  mailsTo,
  openCampaign,
  recordedEvents,
  buildRefereeSignUp,
  buildReferrerSignUp,
  signUpAsReferee,
  startReferral,
  type KnownOpenCampaign,
} from '../support.ts';

let service: ServiceUnderTest;
let open: KnownOpenCampaign;
let referrer: ReferrerRegisteredDto;

beforeAll(async () => {
  service = await startReferral();
  open = await openCampaign(service);
  referrer = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
});

afterAll(async () => {
  await service.stop();
});

const verify = (token: string) =>
  call<RefereeVerifiedDto>(service, ReferralSubjects.verifyReferee, { body: { token } });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/referees (referral.referees.register): invitation only', () => {
  it('when a friend signs up with a referrer code, then they are Pending, counted, and e-mailed a single-use link', async () => {
    const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);

    const referee = await signUpAsReferee(service, form);

    expect(referee).toEqual({
      id: expect.any(String),
      firstName: 'Alex',
      campaignId: open.campaign.campaignId,
      isVerified: false,
      email: form.email,
      verificationResent: false,
      // For the page that signed them up alone: "Wrong address?" (e2e/api/referral-referees.test.ts).
      correctionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const events = await recordedEvents<RefereeRegisteredData>(service, ReferralEvents.refereeRegistered);
    expect(events.find((event) => event.refereeId === referee.id)).toEqual({
      refereeId: referee.id,
      referrerId: referrer.id,
      campaignId: open.campaign.campaignId,
      createdAt: expect.any(String),
    });
    const [mail] = await mailsTo(service, form.email);
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/verify/[A-Za-z0-9_-]{43}\\n`));
    expect(mail.text).toContain('20% off your first cut');
    const em = service.runtime.orm.em.fork();
    expect(await em.count(Voucher, { refereeId: referee.id })).toBe(0);
    const token = await latestToken(service, form.email);
    const stored = await em.findOneOrFail(VerificationToken, { refereeId: referee.id });
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(2 * DAY_MS);
    expect((await em.findOneOrFail(Referrer, referrer.id)).referralCount).toBeGreaterThanOrEqual(1);
  });

  it('when the code is missing, unknown or of another campaign, then nobody can sign up', async () => {
    const other = await openCampaign(service);
    const otherReferrer = await joinAsReferrer(service, buildReferrerSignUp(other.campaign.campaignId));

    for (const referralCode of ['', 'NOTACODE22', otherReferrer.referralCode]) {
      await expect(
        failureOf(signUpAsReferee(service, buildRefereeSignUp(open.campaign.campaignId, referralCode))),
      ).resolves.toMatchObject({ name: 'InputError', fields: { referralCode: expect.any(String) } });
    }
  });
});

describe('POST /api/referees/verify (referral.referees.verify)', () => {
  it('when the referee follows their link, then they are Verified and get a voucher copying the invitee reward, e-mailed', async () => {
    const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
    const referee = await signUpAsReferee(service, form);
    const before = Date.now();

    const verified = await verify(await latestToken(service, form.email));

    expect(verified.newlyVerified).toBe(true);
    expect(verified.firstName).toBe('Alex');
    const voucher = verified.voucher as VoucherDto;
    expect(voucher).toMatchObject({
      rewardDescription: '20% off your first cut',
      rewardType: 'percentage',
      type: 'referee',
      value: 20,
      maxDiscount: 50,
      isRedeemed: false,
      redeemedAt: null,
      holderFirstName: 'Alex',
      campaignId: open.campaign.campaignId,
      campaignName: open.campaign.name,
      businessName: open.business.businessName,
      businessSlug: open.business.businessSlug,
      primaryColor: '#7c3aed',
    });
    expect(voucher.code).toMatch(
      /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}(-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}){2}$/,
    );
    const validFor = new Date(voucher.expiryDate).getTime() - before;
    expect(validFor).toBeGreaterThan(90 * DAY_MS - 60_000);
    expect(validFor).toBeLessThan(90 * DAY_MS + 60_000);
    expect(JSON.stringify(voucher)).not.toContain(form.email);

    const issued = await recordedEvents<VoucherIssuedData>(service, ReferralEvents.voucherIssued);
    expect(issued.filter((event) => event.voucherId === voucher.id)).toEqual([
      {
        voucherId: voucher.id,
        kind: 'voucher',
        campaignId: open.campaign.campaignId,
        holder: 'referee',
        referrerId: referrer.id,
        issuedAt: expect.any(String),
      },
    ]);
    const voucherMail = (await mailsTo(service, form.email)).at(-1);
    expect(voucherMail?.subject).toBe(`Your voucher from ${open.business.businessName}`);
    expect(voucherMail?.text).toContain(`${PUBLIC_URL}/voucher/${voucher.code}`);
    expect(voucherMail?.text).toContain(voucher.code);
    expect(
      (await service.runtime.orm.em.fork().findOneOrFail(Referee, referee.id)).verifiedAt,
    ).toBeInstanceOf(Date);
  });

  it('when the link is followed again, then it says already verified and issues nothing more', async () => {
    const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
    const referee = await signUpAsReferee(service, form);
    const token = await latestToken(service, form.email);
    const first = await verify(token);

    const again = await verify(token);

    expect(again).toMatchObject({ newlyVerified: false, voucher: { code: first.voucher?.code } });
    expect(await service.runtime.orm.em.fork().count(Voucher, { refereeId: referee.id })).toBe(1);
  });

  it('when the same link is followed twice at once, then exactly one voucher is issued', async () => {
    const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
    const referee = await signUpAsReferee(service, form);
    const token = await latestToken(service, form.email);

    const answers = await Promise.all([verify(token), verify(token), verify(token)]);

    expect(answers.filter((answer) => answer.newlyVerified)).toHaveLength(1);
    expect(await service.runtime.orm.em.fork().count(Voucher, { refereeId: referee.id })).toBe(1);
  });

  it('when the campaign has no invitee reward, then verifying issues a welcome pass, e-mailed, not a voucher', async () => {
    const noReward = await openCampaign(service, { campaign: { inviteeReward: null } });
    const itsReferrer = await joinAsReferrer(service, buildReferrerSignUp(noReward.campaign.campaignId));
    const form = buildRefereeSignUp(noReward.campaign.campaignId, itsReferrer.referralCode);
    await signUpAsReferee(service, form);

    const verified = await verify(await latestToken(service, form.email));

    expect(verified).toMatchObject({
      newlyVerified: true,
      voucher: { kind: 'pass', type: 'referee', rewardDescription: 'Welcome pass', value: null },
    });
    const issued = await recordedEvents<VoucherIssuedData>(service, ReferralEvents.voucherIssued);
    expect(issued.find((event) => event.voucherId === verified.voucher?.id)).toMatchObject({ kind: 'pass' });
    const passMail = (await mailsTo(service, form.email)).at(-1);
    expect(passMail?.subject).toBe(`Your welcome pass for ${noReward.business.businessName}`);
    expect(passMail?.text).toContain(`${PUBLIC_URL}/voucher/${verified.voucher?.code}`);
  });

  it('when the link has expired, then it is refused as expired, and a new one (resend) verifies while the old stays refused', async () => {
    const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
    const referee = await signUpAsReferee(service, form);
    const oldToken = await latestToken(service, form.email);
    await service.runtime.orm.em
      .fork()
      .nativeUpdate(VerificationToken, { refereeId: referee.id }, { expiresAt: new Date(Date.now() - 1000) });

    await expect(failureOf(verify(oldToken))).resolves.toMatchObject({
      name: 'InputError',
      fields: { token: VERIFICATION_LINK_EXPIRED },
    });
    const resent = await call<VerificationResentDto>(service, ReferralSubjects.resendRefereeVerification, {
      body: { token: oldToken },
    });
    const newToken = await latestToken(service, form.email);

    expect(resent).toEqual({ alreadyVerified: false, email: form.email });
    expect(newToken).not.toBe(oldToken);
    await expect(verify(newToken)).resolves.toMatchObject({ newlyVerified: true });
    await expect(verify(oldToken)).resolves.toMatchObject({ newlyVerified: false });
  });

  it('when a new link is asked for again and again, then the fourth within the hour is throttled', async () => {
    const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
    await signUpAsReferee(service, form);
    const token = await latestToken(service, form.email);
    const resend = () =>
      call(service, ReferralSubjects.resendRefereeVerification, { body: { token } }, '192.0.2.44');

    for (let i = 0; i < 3; i += 1) await resend();
    const refused = await failureOf(resend());

    expect(refused).toMatchObject({
      name: 'RateLimitedError',
      message: expect.stringContaining('Too many new links'),
    });
    expect(await mailsTo(service, form.email)).toHaveLength(4);
  });

  it('when a verified registration asks for a new link, then none is sent', async () => {
    const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
    await signUpAsReferee(service, form);
    const token = await latestToken(service, form.email);
    await verify(token);
    const mails = (await mailsTo(service, form.email)).length;

    await expect(
      call(service, ReferralSubjects.resendRefereeVerification, { body: { token } }),
    ).resolves.toEqual({ alreadyVerified: true, email: form.email });
    expect(await mailsTo(service, form.email)).toHaveLength(mails);
  });

  it('when the token is unknown, then 404', async () => {
    await expect(failureOf(verify('x'.repeat(43)))).resolves.toMatchObject({ name: 'NotFoundError' });
  });
});

describe('GET /api/vouchers/code/{code} (referral.vouchers.by-code)', () => {
  it('when the code is read back in any case, with or without dashes, then the voucher is answered', async () => {
    const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
    await signUpAsReferee(service, form);
    const { voucher } = await verify(await latestToken(service, form.email));
    const code = voucher?.code as string;

    for (const asTyped of [
      code,
      code.toLowerCase(),
      code.replaceAll('-', ''),
      ` ${code.replaceAll('-', ' ')} `,
    ]) {
      await expect(
        call<VoucherDto>(service, ReferralSubjects.voucherByCode, { params: { code: asTyped } }),
      ).resolves.toEqual(voucher);
    }
  });

  it('when the code is no voucher, then 404', async () => {
    for (const code of ['AAAA-BBBB-CCCC', 'nope', 7, '0000-0000-0000']) {
      await expect(
        failureOf(call(service, ReferralSubjects.voucherByCode, { params: { code } })),
      ).resolves.toMatchObject({ name: 'NotFoundError', message: 'Voucher not found' });
    }
  });
});
