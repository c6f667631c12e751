import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { PRODUCT_NAME, type UnsubscribeDto, type VoucherDto } from '@referrals/contracts';
import { mailsTo, waitForMail, type MailboxMessage } from '../setup/mailbox.ts';
import { useStack } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import {
  buildReferrerSignUp,
  joinVerified,
  openCampaign,
  verifiedReferee,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * What people hear: a referrer is told when a friend joins (confirms their e-mail) and when a friend comes in
 * (their voucher redeemed), once each, with a one-click unsubscribe link (RFC 8058) that turns these e-mails
 * off with no sign-in; account e-mails (welcomes, confirmations) carry none. Every e-mail has a text part and
 * the sender's postal address.
 */

const { spec } = pactum;

beforeAll(() => {
  useStack();
});

async function redeem(open: OpenCampaign, code: string): Promise<void> {
  await spec()
    .post(`/api/vouchers/code/${code}/redeem`)
    .withHeaders('Cookie', open.owner.cookie)
    .expectStatus(200)
    .toss();
}

const unsubscribeTokenOf = (mail: MailboxMessage): string => {
  const match = /^<(.+)\/api\/unsubscribe\/([A-Za-z0-9_-]+)>$/.exec(
    mail.rawHeaders['list-unsubscribe'] ?? '',
  );
  if (!match) throw new Error(`no List-Unsubscribe header in "${mail.subject}"`);
  expect(match[1]).toBe(baseUrl());
  return match[2]!;
};

describe('referrer notifications', () => {
  it('when a friend joins and comes in, then the referrer hears each once, with a one-click unsubscribe link; following it turns the next ones off, and a bad link answers 404 and changes nothing', async () => {
    const open = await openCampaign();
    const { businessName } = open.campaign;
    const referrer = await joinVerified(buildReferrerSignUp(open.campaign.id));
    const friend = 'Nia';

    const joinedFriend = await verifiedReferee(open.campaign.id, referrer.referralCode, {
      firstName: friend,
    });
    const joined = await waitForMail(
      referrer.email,
      (mail) => mail.subject === `${friend} joined with your link`,
    );
    expect(joined.from).toContain('no-reply');
    expect(joined.text).toContain(`${friend} confirmed their email`);
    expect(joined.text).toContain('12 High Street, Bristol, BS1 4DJ');
    expect(joined.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = unsubscribeTokenOf(joined);
    expect(joined.text).toContain(`${baseUrl()}/api/unsubscribe/${token}`);

    await redeem(open, joinedFriend.voucher.code);
    // The constant reward: each successful referral earns one, so the next is one referral away.
    const cameIn = await waitForMail(
      referrer.email,
      (mail) => mail.subject === `${friend} came in: 1 of 2 to your next reward`,
    );
    expect(cameIn.text).toContain(businessName);
    unsubscribeTokenOf(cameIn);

    // Account e-mails: the referrer's welcome and the owner's have no unsubscribe link, and a postal address.
    const all = await mailsTo(referrer.email);
    const welcome = all.find((mail) => mail.subject.startsWith('Your referral link'))!;
    expect(welcome.rawHeaders['list-unsubscribe']).toBeUndefined();
    const ownerWelcome = await waitForMail(open.owner.registration.email, (mail) =>
      mail.subject.startsWith(`Welcome to ${PRODUCT_NAME}`),
    );
    expect(ownerWelcome.rawHeaders['list-unsubscribe']).toBeUndefined();
    expect(ownerWelcome.text).toContain(`${baseUrl()}/refer/${open.businessSlug}`);
    expect(ownerWelcome.text).toContain('Counter poster');
    expect(ownerWelcome.text).toMatch(/1\. .*\n2\. .*\n3\. /);

    // A bad token: 404, and the real link still stands for e-mails that are on.
    await spec().post('/api/unsubscribe/not-a-token').expectStatus(404).toss();
    await spec().get('/api/unsubscribe/not-a-token').expectStatus(404).toss();
    const before = (await spec().get(`/api/unsubscribe/${token}`).expectStatus(200).toss())
      .body as UnsubscribeDto;
    expect(before).toMatchObject({ businessName, campaignName: open.campaign.name, off: false });

    // A browser opening the link is sent to the page.
    const opened = await fetch(`${baseUrl()}/api/unsubscribe/${token}`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe/${token}`);

    // The mail app's one-click POST (a form body, no sign-in, no Origin).
    const oneClick = await fetch(`${baseUrl()}/api/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(((await oneClick.json()) as UnsubscribeDto).off).toBe(true);

    // The next friend joins and comes in: nothing about them reaches the referrer, the reward still does.
    const later = 'Ola';
    const laterFriend = await verifiedReferee(open.campaign.id, referrer.referralCode, { firstName: later });
    await redeem(open, laterFriend.voucher.code);
    // Another referrer's friend after them: once that one's e-mail is here, anything for the first came before.
    const other = await joinVerified(buildReferrerSignUp(open.campaign.id));
    await verifiedReferee(open.campaign.id, other.referralCode, { firstName: 'Sentinel' });
    await waitForMail(other.email, (mail) => mail.subject === 'Sentinel joined with your link');

    const subjects = (await mailsTo(referrer.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith(friend))).toEqual([
      `${friend} joined with your link`,
      `${friend} came in: 1 of 2 to your next reward`,
    ]);
    expect(subjects.filter((subject) => subject.startsWith(later))).toEqual([]);
    expect(subjects.filter((subject) => subject.startsWith('You earned'))).toHaveLength(2);
    for (const mail of await mailsTo(referrer.email)) expect(mail.text.trim()).not.toBe('');
  });

  it('when a flagged friend’s voucher is redeemed before the owner’s decision, then the referrer hears they came in once approved, counted', async () => {
    const open = await openCampaign();
    const form = buildReferrerSignUp(open.campaign.id);
    const referrer = await joinVerified(form);
    // The referrer's own name: flagged "Same name as the referrer", which waits for the owner's decision.
    const { voucher } = await verifiedReferee(open.campaign.id, referrer.referralCode, {
      firstName: form.firstName,
      lastName: form.lastName,
    });
    const seen = (
      await spec().get(`/api/vouchers/code/${voucher.code}`).withHeaders('Cookie', open.owner.cookie).toss()
    ).body as VoucherDto;

    await redeem(open, voucher.code);
    await spec()
      .post(`/api/referees/${seen.referral?.refereeId}/decision`)
      .withHeaders('Cookie', open.owner.cookie)
      .withJson({ decision: 'approve' })
      .expectStatus(200)
      .toss();

    // Told once, after the approval: the redemption alone, while the decision waited, told nothing.
    await waitForMail(referrer.email, (mail) => mail.subject.startsWith(`${form.firstName} came in`));
    const subjects = (await mailsTo(referrer.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith(`${form.firstName} came in`))).toEqual([
      `${form.firstName} came in: 1 of 2 to your next reward`,
    ]);
  });
});
