import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ReferralSubjects, type RefereeVerifiedDto } from '@referrals/contracts';
import { OutboxEvent, mailRequestedType } from '@referrals/service-kit';
import {
  eventually,
  startTestSmtpServer,
  type ServiceUnderTest,
  type TestSmtpServer,
} from '@referrals/service-kit/testing';
import {
  PUBLIC_URL,
  call,
  joinAsReferrer,
  mailsTo,
  openCampaign,
  buildRefereeSignUp,
  buildReferrerSignUp,
  signUpAsReferee,
  startReferral,
  type KnownOpenCampaign,
} from '../support.ts';

let smtp: TestSmtpServer;
let service: ServiceUnderTest;
let open: KnownOpenCampaign;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  service = await startReferral({ smtpUrl: smtp.url });
  open = await openCampaign(service);
});

afterAll(async () => {
  await service?.stop();
  await smtp?.close();
});

const to = (address: string) => (mail: { to: string[] }) => mail.to.includes(address);

describe('e-mails of the referral loop, over SMTP', () => {
  it('when a friend signs up and follows the e-mailed link, then both e-mails arrive branded, in HTML and text', async () => {
    const referrer = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const form = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode);
    await signUpAsReferee(service, form);

    const verification = await smtp.waitForMessage(to(form.email));
    const link = /https:\/\/referrals\.test\/verify\/([A-Za-z0-9_-]+)/.exec(verification.text);
    expect(verification.subject).toBe(`Confirm your email for ${open.business.businessName}`);
    expect(verification.html).toContain(open.business.businessName.replace('&', '&amp;'));
    expect(verification.text).toContain('signed up through a friend’s link');
    expect(link).not.toBeNull();

    const verified = await call<RefereeVerifiedDto>(service, ReferralSubjects.verifyReferee, {
      body: { token: link?.[1] },
    });
    const voucherMail = await smtp.waitForMessage(
      (mail) => to(form.email)(mail) && mail.subject.startsWith('Your voucher'),
    );
    expect(voucherMail.text).toContain(`${PUBLIC_URL}/voucher/${verified.voucher?.code}`);
    expect(voucherMail.html).toContain(verified.voucher?.code);
  });

  it('when sign-ups with one e-mail race, then the registrations that lose roll back and send nothing', async () => {
    const referrer = await joinAsReferrer(service, buildReferrerSignUp(open.campaign.campaignId));
    const email = `racing.${Date.now()}@example.com`;
    const forms = Array.from({ length: 4 }, () =>
      buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode, { email }),
    );

    const outcomes = await Promise.allSettled(
      forms.map((form, i) => signUpAsReferee(service, form, `10.1.1.${i + 1}`)),
    );

    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    expect(await mailsTo(service, email)).toHaveLength(1);
    await smtp.waitForMessage(to(email));
    await eventually(async () => {
      const pending = await service.runtime.orm.em
        .fork()
        .count(OutboxEvent, { type: mailRequestedType('referral'), publishedAt: null });
      return pending === 0;
    });
    expect(smtp.messages.filter(to(email))).toHaveLength(1);
  });
});
