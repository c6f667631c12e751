import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { LOGIN_LINK_INVALID, LOGIN_LINK_REQUESTED } from '@referrals/contracts';
import { mailsTo, waitForMail } from '../setup/mailbox.ts';
import { sessionCookie, useStack } from '../support/api.ts';
import { buildReferrerSignUp, joinWhenKnown, openCampaign } from './referral-support.ts';

/*
 * Signing in to the referrer portal with an e-mailed link: the same 202 whether or not the e-mail has a login,
 * one account e-mail with a single-use link, and following it starts a referrer session as the password does.
 */

const { spec } = pactum;

const LINK = /\/referrer\/login\/([A-Za-z0-9_-]+)/;

beforeAll(() => useStack());

describe('referrer sign-in by e-mail link', () => {
  it('when a link is asked for, then a known and an unknown e-mail get the same 202, and only the known one a mail', async () => {
    const open = await openCampaign();
    const form = buildReferrerSignUp(open.campaign.id);
    await joinWhenKnown(form);
    const unknown = `nobody.${Date.now()}@example.com`;

    for (const email of [form.email, unknown]) {
      await spec()
        .post('/api/referrers/login-link')
        .withJson({ email })
        .expectStatus(202)
        .expectJson({ message: LOGIN_LINK_REQUESTED });
    }

    const mail = await waitForMail(form.email, (message) => LINK.test(message.text));
    expect(mail.text).toContain(open.owner.registration.businessName);
    expect(mail.rawHeaders['list-unsubscribe']).toBeUndefined();
    await expect(waitForMail(unknown, () => true, 1_000)).rejects.toThrow(
      /Timed out waiting for a matching e-mail/,
    );
  });

  it('when the link is followed, then the referrer is signed in with the portal cookie, and the link works once', async () => {
    const open = await openCampaign();
    const form = buildReferrerSignUp(open.campaign.id);
    await joinWhenKnown(form);
    await spec().post('/api/referrers/login-link').withJson({ email: form.email }).expectStatus(202);
    const token = LINK.exec((await waitForMail(form.email, (message) => LINK.test(message.text))).text)![1]!;

    const response = await spec()
      .post('/api/referrers/login-link/consume')
      .withJson({ token })
      .expectStatus(200)
      .expectJsonLike({ referrer: { email: form.email.toLowerCase() } })
      .toss();
    expect(JSON.stringify(response.json)).not.toContain('session');
    const cookie = sessionCookie(response.headers, 'rsid');
    await spec()
      .get('/api/referrers/me')
      .withHeaders('Cookie', cookie)
      .expectStatus(200)
      .expectJsonLike({ referrer: { email: form.email.toLowerCase() } });

    await spec()
      .post('/api/referrers/login-link/consume')
      .withJson({ token })
      .expectStatus(400)
      .expectJsonLike({ errors: { token: LOGIN_LINK_INVALID } });
    const linkMails = (await mailsTo(form.email)).filter((message) => LINK.test(message.text));
    expect(linkMails).toHaveLength(1);
  });

  it('when a made-up token is used, then it is refused with the same message and no cookie', async () => {
    const response = await spec()
      .post('/api/referrers/login-link/consume')
      .withJson({ token: 'made-up-token-made-up-token-made-up-token12' })
      .expectStatus(400)
      .expectJsonLike({ errors: { token: LOGIN_LINK_INVALID } })
      .toss();
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
