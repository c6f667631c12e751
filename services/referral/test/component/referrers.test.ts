import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignEvents,
  ReferralEvents,
  ReferralSubjects,
  type ReferrerBannerDto,
  type ReferrerRegisteredData,
  type ReferrerVerifiedData,
  type ReferrerVerifiedDto,
} from '@referrals/contracts';
import { eventually, failureOf, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { KnownCampaign } from '../../src/entities/known-campaign.ts';
import { Person } from '../../src/entities/person.ts';
import { Referrer } from '../../src/entities/referrer.ts';
import {
  PUBLIC_URL,
  call,
  joinAsReferrer,
  latestToken,
  mailsTo,
  openCampaign,
  publish,
  recordedEvents,
  buildReferrerSignUp,
  startReferral,
  type KnownOpenCampaign,
} from '../support.ts';

let service: ServiceUnderTest;
let open: KnownOpenCampaign;

beforeAll(async () => {
  service = await startReferral();
  open = await openCampaign(service);
});

afterAll(async () => {
  await service.stop();
});

describe('POST /api/referrers (referral.referrers.register)', () => {
  it('when a customer joins an open campaign, then they get a unique, readable code and their share link', async () => {
    const form = buildReferrerSignUp(open.campaign.campaignId, {
      marketingConsent: true,
      testimonial: 'Great cuts',
    });

    const referrer = await joinAsReferrer(service, form);

    expect(referrer).toMatchObject({
      firstName: 'Sam',
      lastName: 'Taylor',
      email: form.email,
      campaignId: open.campaign.campaignId,
      campaignName: open.campaign.name,
      isVerified: false,
    });
    expect(referrer.referralCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    expect(referrer.referralLink).toBe(
      `${PUBLIC_URL}/refer/${open.business.businessSlug}/${referrer.referralCode}`,
    );
    const stored = await service.runtime.orm.em.fork().findOneOrFail(Referrer, referrer.id);
    expect(stored.programConsentAt).toBeInstanceOf(Date);
    expect(stored.privacyAcceptedAt).toBeInstanceOf(Date);
    expect(stored.marketingConsentAt).toBeInstanceOf(Date);
    expect(stored.clientAddress).toBe('203.0.113.10');
  });

  it('when a referrer joins, then referrerRegistered carries what the owner views show, and a welcome e-mail has the link and a confirm link', async () => {
    const form = buildReferrerSignUp(open.campaign.campaignId, { customerDuration: '1-2-years' });
    const referrer = await joinAsReferrer(service, form);

    const events = await recordedEvents<ReferrerRegisteredData>(service, ReferralEvents.referrerRegistered);
    expect(events.find((event) => event.referrerId === referrer.id)).toEqual({
      referrerId: referrer.id,
      campaignId: open.campaign.campaignId,
      firstName: 'Sam',
      lastName: 'Taylor',
      email: form.email,
      phoneNumber: form.phoneNumber,
      postcode: form.postcode,
      customerDuration: '1-2-years',
      testimonial: null,
      heardAboutBusiness: null,
      referralCode: referrer.referralCode,
      isVerified: false,
      createdAt: referrer.createdAt,
    });
    const [welcome] = await mailsTo(service, form.email);
    expect(welcome.subject).toBe(`Your referral link for ${open.business.businessName}`);
    expect(welcome.text).toContain(referrer.referralLink);
    expect(welcome.text).toMatch(new RegExp(`${PUBLIC_URL}/verify/[A-Za-z0-9_-]{43}\\?as=referrer`));
    expect(welcome.html).toContain(open.campaign.primaryColor);
  });

  it('when the consents are missing, then the server refuses them too', async () => {
    const failure = await failureOf(
      joinAsReferrer(service, {
        ...buildReferrerSignUp(open.campaign.campaignId),
        programConsent: false,
        privacyAccepted: false,
      }),
    );
    expect(failure).toMatchObject({
      name: 'InputError',
      fields: {
        programConsent: 'You must consent to participate',
        privacyAccepted: 'You must accept the privacy policy',
      },
    });
  });

  it('when the campaign is unknown, inactive or deleted, or its business inactive, then nobody can join it', async () => {
    const inactive = await openCampaign(service, { campaign: { isActive: false } });
    const closedBusiness = await openCampaign(service, { business: { isActive: false } });
    const deleted = await openCampaign(service);
    await publish(service, CampaignEvents.deleted, deleted.campaign);
    await eventually(
      async () =>
        (await service.runtime.orm.em.fork().findOneOrFail(KnownCampaign, deleted.campaign.campaignId))
          .isDeleted,
    );

    for (const campaignId of [
      '6f1c2c1e-8a53-4d3e-9d4e-3f0c7b1a2b3c',
      inactive.campaign.campaignId,
      closedBusiness.campaign.campaignId,
      deleted.campaign.campaignId,
    ]) {
      await expect(
        failureOf(joinAsReferrer(service, buildReferrerSignUp(campaignId))),
      ).resolves.toMatchObject({
        name: 'NotFoundError',
        message: 'This campaign is not taking sign-ups',
      });
    }
  });

  it('when the same e-mail joins the same campaign again, then 409, whatever its case', async () => {
    const form = buildReferrerSignUp(open.campaign.campaignId);
    await joinAsReferrer(service, form);

    await expect(
      failureOf(joinAsReferrer(service, { ...form, email: form.email.toUpperCase() })),
    ).resolves.toMatchObject({
      name: 'ConflictError',
      message: 'You have already joined this campaign with this email. Check your inbox for your link.',
    });
  });

  it('when an e-mail with a login joins another campaign, then it needs that login password, and keeps one login', async () => {
    const other = await openCampaign(service);
    const form = buildReferrerSignUp(open.campaign.campaignId);
    await joinAsReferrer(service, form);

    await expect(
      failureOf(
        joinAsReferrer(
          service,
          buildReferrerSignUp(other.campaign.campaignId, { email: form.email, password: 'not it at all' }),
        ),
      ),
    ).resolves.toMatchObject({
      name: 'ConflictError',
      message:
        'An account with this email already exists. Sign up with its password, or reset your password.',
    });
    const second = await joinAsReferrer(
      service,
      buildReferrerSignUp(other.campaign.campaignId, { email: form.email, password: form.password }),
    );

    expect(second.campaignId).toBe(other.campaign.campaignId);
    const em = service.runtime.orm.em.fork();
    const person = await em.findOneOrFail(Person, { emailNormalized: form.email.toLowerCase() });
    expect(await em.count(Referrer, { personId: person.id })).toBe(2);
  });

  it('when wrong passwords of a login pile up, then further checks are throttled like sign-ins, even the right one', async () => {
    const other = await openCampaign(service);
    const form = buildReferrerSignUp(open.campaign.campaignId);
    await joinAsReferrer(service, form);
    const attempt = (password: string) =>
      failureOf(
        joinAsReferrer(
          service,
          buildReferrerSignUp(other.campaign.campaignId, { email: form.email, password }),
          '198.51.100.7',
        ),
      );

    for (let i = 0; i < 5; i += 1)
      await expect(attempt(`wrong ${i}`)).resolves.toMatchObject({ name: 'ConflictError' });
    const throttled = await attempt(form.password);

    expect(throttled).toMatchObject({
      name: 'RateLimitedError',
      message: "Too many attempts with this email's password. Please try again in 15 minutes.",
    });
    expect(throttled.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it('when the phone number cannot be one, or the e-mail is disposable, then the form is told which', async () => {
    await expect(
      failureOf(
        joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId, { phoneNumber: '12' })),
      ),
    ).resolves.toMatchObject({ name: 'InputError', fields: { phoneNumber: 'Enter a valid phone number' } });
    await expect(
      failureOf(
        joinAsReferrer(
          service,
          buildReferrerSignUp(open.campaign.campaignId, { email: 'sam@mailinator.com' }),
        ),
      ),
    ).resolves.toMatchObject({
      name: 'InputError',
      fields: { email: expect.stringContaining('disposable') },
    });
  });
});

describe('POST /api/referrers/verify (referral.referrers.verify)', () => {
  it('when the referrer follows the welcome e-mail link, then their login is verified once, for every membership', async () => {
    const form = buildReferrerSignUp(open.campaign.campaignId);
    const referrer = await joinAsReferrer(service, form);
    const token = await latestToken(service, form.email);

    const first = await call<ReferrerVerifiedDto>(service, ReferralSubjects.verifyReferrer, {
      body: { token },
    });
    const again = await call<ReferrerVerifiedDto>(service, ReferralSubjects.verifyReferrer, {
      body: { token },
    });

    expect(first).toEqual({ newlyVerified: true, firstName: 'Sam', referralLink: referrer.referralLink });
    expect(again.newlyVerified).toBe(false);
    const verified = await recordedEvents<ReferrerVerifiedData>(service, ReferralEvents.referrerVerified);
    expect(verified.filter((event) => event.referrerId === referrer.id)).toHaveLength(1);
  });

  it('when a verified referrer joins another campaign, then they are verified there at once and get no confirm link', async () => {
    const other = await openCampaign(service);
    const form = buildReferrerSignUp(open.campaign.campaignId);
    await joinAsReferrer(service, form);
    await call(service, ReferralSubjects.verifyReferrer, {
      body: { token: await latestToken(service, form.email) },
    });

    const second = await joinAsReferrer(
      service,
      buildReferrerSignUp(other.campaign.campaignId, { email: form.email, password: form.password }),
    );

    expect(second.isVerified).toBe(true);
    const welcome = (await mailsTo(service, form.email)).at(-1);
    expect(welcome?.text).not.toContain('/verify/');
  });

  it('when the token is unknown, then 404', async () => {
    await expect(
      failureOf(call(service, ReferralSubjects.verifyReferrer, { body: { token: 'no-such-token' } })),
    ).resolves.toMatchObject({ name: 'NotFoundError' });
  });
});

describe('GET /api/referrers/code/{code} (referral.referrers.by-code)', () => {
  it('when the code is a referrer of an open campaign, then only the banner is answered, in any case', async () => {
    const referrer = await joinAsReferrer(
      service,
      buildReferrerSignUp(open.campaign.campaignId, { lastName: 'élan' }),
    );

    const banner = await call<ReferrerBannerDto>(service, ReferralSubjects.referrerByCode, {
      params: { code: referrer.referralCode.toLowerCase() },
    });

    expect(banner).toEqual({
      firstName: 'Sam',
      lastInitial: 'É',
      campaignId: open.campaign.campaignId,
      businessId: open.campaign.businessId,
    });
  });

  it('when the code is unknown, malformed or its campaign closed, then 404', async () => {
    const closing = await openCampaign(service);
    const referrer = await joinAsReferrer(service, buildReferrerSignUp(closing.campaign.campaignId));
    await publish(service, CampaignEvents.statusChanged, { ...closing.campaign, isActive: false });
    await eventually(
      async () =>
        !(await service.runtime.orm.em.fork().findOneOrFail(KnownCampaign, closing.campaign.campaignId))
          .isActive,
    );

    for (const code of ['ABCDEFGHJK', 'x', 42, referrer.referralCode]) {
      await expect(
        failureOf(call(service, ReferralSubjects.referrerByCode, { params: { code } })),
      ).resolves.toMatchObject({ name: 'NotFoundError', message: 'Referral link not found' });
    }
  });
});
