import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { PASSWORD_RESET_LINK_INVALID, PASSWORD_RESET_REQUESTED } from '@referrals/contracts';
import { waitForMail } from '../setup/mailbox.ts';
import { registerOwner, sessionCookie, useStack } from '../support/api.ts';
import { buildReferrerSignUp, joinWhenKnown, openCampaign } from './referral-support.ts';

/*
 * Forgotten passwords, for business owners and referrers alike: the same answer whether or not the e-mail has
 * an account, a single-use link by e-mail, and the new password ends every other session of that login.
 */

const { spec } = pactum;

const kinds = [
  {
    who: 'a business owner',
    forgot: '/api/password/forgot',
    reset: '/api/password/reset',
    signIn: '/api/login',
    me: '/api/auth/me',
    cookieName: 'sid' as const,
    link: /\/reset-password\/([A-Za-z0-9_-]+)/,
    account: async () => {
      const owner = await registerOwner();
      return { email: owner.registration.email, password: owner.registration.password };
    },
  },
  {
    who: 'a referrer',
    forgot: '/api/referrers/password/forgot',
    reset: '/api/referrers/password/reset',
    signIn: '/api/referrers/auth',
    me: '/api/referrers/me',
    cookieName: 'rsid' as const,
    link: /\/referrer\/reset-password\/([A-Za-z0-9_-]+)/,
    account: async () => {
      const open = await openCampaign();
      const form = buildReferrerSignUp(open.campaign.id);
      await joinWhenKnown(form);
      return { email: form.email, password: form.password };
    },
  },
];

beforeAll(() => useStack());

describe.each(kinds)('forgotten password of $who', (kind) => {
  async function signIn(email: string, password: string): Promise<string> {
    const response = await spec().post(kind.signIn).withJson({ email, password }).expectStatus(200).toss();
    return sessionCookie(response.headers, kind.cookieName);
  }

  it('when a link is asked for, then a known and an unknown e-mail get the same answer, and only the known one a mail', async () => {
    const { email } = await kind.account();
    const unknown = `nobody.${Date.now()}@example.com`;

    await spec()
      .post(kind.forgot)
      .withJson({ email })
      .expectStatus(200)
      .expectJson({ message: PASSWORD_RESET_REQUESTED });
    await spec()
      .post(kind.forgot)
      .withJson({ email: unknown })
      .expectStatus(200)
      .expectJson({ message: PASSWORD_RESET_REQUESTED });

    const mail = await waitForMail(email, (message) => kind.link.test(message.text));
    expect(mail.text).toMatch(kind.link);
    await expect(waitForMail(unknown, () => true, 1_000)).rejects.toThrow(
      /Timed out waiting for a matching e-mail/,
    );
  });

  it('when the link is followed, then the new password works, the old one and every session end, and the link works once', async () => {
    const { email, password } = await kind.account();
    const session = await signIn(email, password);
    await spec().post(kind.forgot).withJson({ email }).expectStatus(200);
    const token = kind.link.exec(
      (await waitForMail(email, (message) => kind.link.test(message.text))).text,
    )![1]!;

    await spec().post(kind.reset).withJson({ token, password: 'short' }).expectStatus(400);
    await spec().post(kind.reset).withJson({ token, password: 'a whole new one' }).expectStatus(200);

    await spec().get(kind.me).withHeaders('Cookie', session).expectStatus(401);
    await spec().post(kind.signIn).withJson({ email, password }).expectStatus(401);
    await signIn(email, 'a whole new one');
    await spec()
      .post(kind.reset)
      .withJson({ token, password: 'and another one' })
      .expectStatus(400)
      .expectJsonLike({ errors: { token: PASSWORD_RESET_LINK_INVALID } });
  });

  it('when a made-up token is used, then it is refused with the same message and nothing changes', async () => {
    await spec()
      .post(kind.reset)
      .withJson({ token: 'made-up-token-made-up-token-made-up-token12', password: 'whatever123' })
      .expectStatus(400)
      .expectJsonLike({ errors: { token: PASSWORD_RESET_LINK_INVALID } });
  });
});
