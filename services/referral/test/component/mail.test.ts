import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  NotificationSubjects,
  ReferralEvents,
  ReferralSubjects,
  type RefereeVerifiedDto,
  type UnsubscribeDto,
  type VoucherIssuedData,
  formatDay,
} from '@referrals/contracts';
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
  latestToken,
  mailsTo,
  openCampaign,
  publish,
  recordedEvents,
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
    // Its expiry in the product's one date format, as on the voucher page and its PDF.
    expect(voucherMail.text).toContain(formatDay(verified.voucher?.expiryDate, 'Europe/London'));
    expect(voucherMail.text).toMatch(/\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/);
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

  it('when a confirmed referrer’s friend confirms their e-mail, then the referrer alone is told once, however often the cause comes, with the one-click headers, which turn it off; account e-mails have none', async () => {
    const form = buildReferrerSignUp(open.campaign.campaignId);
    const referrer = await joinAsReferrer(service, form);
    await call(service, ReferralSubjects.verifyReferrer, {
      body: { token: await latestToken(service, form.email) },
    });
    const friend = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode, { firstName: 'Nia' });
    await signUpAsReferee(service, friend);
    await call(service, ReferralSubjects.verifyReferee, {
      body: { token: await latestToken(service, friend.email) },
    });

    const joined = await smtp.waitForMessage(
      (mail) => to(form.email)(mail) && mail.subject === 'Nia joined with your link',
    );
    const header = /^<https:\/\/referrals\.test\/api\/unsubscribe\/([A-Za-z0-9_-]{43})>$/.exec(
      joined.rawHeaders['list-unsubscribe'] ?? '',
    );
    expect(header).not.toBeNull();
    expect(joined.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(joined.text).toContain(
      `Unsubscribe from these emails: ${PUBLIC_URL}/api/unsubscribe/${header?.[1]}`,
    );
    expect(joined.html).toContain(open.business.businessName.replace('&', '&amp;'));

    // The voucher-issued event comes again: the mail is recorded again under its cause, and not sent again.
    const issued = (await recordedEvents<VoucherIssuedData>(service, ReferralEvents.voucherIssued)).find(
      (event) => event.referrerId === referrer.id && event.holder === 'referee',
    );
    await publish(service, ReferralEvents.voucherIssued, issued);
    await eventually(
      async () =>
        (await mailsTo(service, form.email)).filter((mail) => mail.cause.startsWith('friend-joined:'))
          .length === 2,
      10_000,
      'the friend-joined mail recorded twice',
    );

    // Anything the mail consumer was asked before the next friend's verification e-mail has been handled.
    const next = buildRefereeSignUp(open.campaign.campaignId, referrer.referralCode, { firstName: 'Ola' });
    await signUpAsReferee(service, next);
    await smtp.waitForMessage(to(next.email));

    const toReferrer = smtp.messages.filter(to(form.email));
    expect(toReferrer.map((mail) => mail.subject).filter((subject) => subject.includes('joined'))).toEqual([
      'Nia joined with your link',
    ]);
    const accountMails = [...toReferrer, ...smtp.messages.filter(to(friend.email))].filter(
      (mail) => !mail.subject.includes('joined'),
    );
    expect(accountMails.length).toBeGreaterThanOrEqual(3);
    for (const mail of accountMails) expect(mail.rawHeaders['list-unsubscribe']).toBeUndefined();

    const off = await call<UnsubscribeDto>(service, NotificationSubjects.unsubscribe, {
      params: { token: header?.[1] },
    });
    expect(off).toMatchObject({ businessName: open.business.businessName, off: true });
    const again = await call<UnsubscribeDto>(service, NotificationSubjects.unsubscribeState, {
      params: { token: header?.[1] },
    });
    expect(again.off).toBe(true);
  });

  it('when an unsubscribe token is unknown, then the answer is 404 and nothing changes', async () => {
    const failure = await call(service, NotificationSubjects.unsubscribe, {
      params: { token: 'not-a-token' },
    }).catch((error: Error) => error);
    expect((failure as Error).name).toBe('NotFoundError');
  });
});
