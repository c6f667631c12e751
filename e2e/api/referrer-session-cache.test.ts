import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { eventually } from '@referrals/service-kit/testing';
import type {
  ReferrerRegisteredDto,
  ReferrerRegistrationInput,
  ReferrerStatsDto,
} from '@referrals/contracts';
import { waitForMail } from '../setup/mailbox.ts';
import { sessionCookie, useStack } from '../support/api.ts';
import {
  buildReferrerSignUp,
  joinWhenKnown,
  openCampaign,
  verifiedReferee,
  type OpenCampaign,
} from './referral-support.ts';

/**
 * The gateway keeps resolved referrer sessions, and a referrer's progress, like the owner's
 * (docs/adr/0017-referrer-sessions.md). Every session here is first used twice, so the gateway holds it;
 * then each change must be seen by the very next request (a change made through this gateway) or shortly
 * after (one the referral service announces: a reset by e-mailed link, an owner's removal, a redemption).
 */
const { spec } = pactum;

const RESET_LINK = /\/referrer\/reset-password\/([A-Za-z0-9_-]+)/;

beforeAll(() => useStack());

interface Referrer {
  open: OpenCampaign;
  joined: ReferrerRegisteredDto;
  form: ReferrerRegistrationInput;
  email: string;
  password: string;
}

async function newReferrer(open?: OpenCampaign): Promise<Referrer> {
  const campaign = open ?? (await openCampaign());
  const form = buildReferrerSignUp(campaign.campaign.id);
  const joined = await joinWhenKnown(form);
  return { open: campaign, joined, form, email: form.email, password: form.password };
}

/** A new session of the referrer (a device), used twice so that the gateway keeps it. */
async function warmSession(referrer: Referrer, password = referrer.password): Promise<string> {
  const response = await spec()
    .post('/api/referrers/auth')
    .withJson({ email: referrer.email, password })
    .expectStatus(200)
    .toss();
  const cookie = sessionCookie(response.headers, 'rsid');
  await meStatus(cookie);
  expect(await meStatus(cookie)).toBe(200);
  return cookie;
}

async function meStatus(cookie: string): Promise<number> {
  return (await spec().get('/api/referrers/me').withHeaders('Cookie', cookie).toss()).statusCode;
}

const refusedSoon = (cookie: string, what: string) =>
  eventually(async () => (await meStatus(cookie)) === 401, 10_000, what);

async function stats(referrer: Referrer, cookie: string): Promise<ReferrerStatsDto> {
  const response = await spec()
    .get(`/api/referrers/stats/${referrer.joined.id}`)
    .withHeaders('Cookie', cookie)
    .expectStatus(200)
    .toss();
  return response.body as ReferrerStatsDto;
}

describe('referrer session cache', () => {
  it('when two referrers alternate, then each only ever reads their own progress', async () => {
    const a = await newReferrer();
    const b = await newReferrer(a.open);
    const [cookieA, cookieB] = [await warmSession(a), await warmSession(b)];
    for (let round = 0; round < 3; round += 1) {
      expect((await stats(a, cookieA)).referrerId).toBe(a.joined.id);
      expect((await stats(b, cookieB)).referrerId).toBe(b.joined.id);
    }
    await spec().get(`/api/referrers/stats/${b.joined.id}`).withHeaders('Cookie', cookieA).expectStatus(404);
  });

  it('when a referrer logs out, then the very next request with the old cookie is 401 and their other device stays', async () => {
    const referrer = await newReferrer();
    const laptop = await warmSession(referrer);
    const phone = await warmSession(referrer);
    await stats(referrer, laptop);

    await spec().post('/api/referrers/logout').withHeaders('Cookie', laptop).expectStatus(200);

    expect(await meStatus(laptop)).toBe(401);
    await spec()
      .get(`/api/referrers/stats/${referrer.joined.id}`)
      .withHeaders('Cookie', laptop)
      .expectStatus(401);
    expect(await meStatus(phone)).toBe(200);
  });

  it('when the password changes, then the other sessions are refused at once and the caller’s stays', async () => {
    const referrer = await newReferrer();
    const laptop = await warmSession(referrer);
    const phone = await warmSession(referrer);

    await spec()
      .patch(`/api/referrers/update/${referrer.joined.id}`)
      .withHeaders('Cookie', laptop)
      .withJson({
        firstName: referrer.form.firstName,
        lastName: referrer.form.lastName,
        email: referrer.email,
        phoneNumber: referrer.form.phoneNumber,
        currentPassword: referrer.password,
        newPassword: 'a brand new secret',
      })
      .expectStatus(200);

    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
  });

  it('when the password is reset through the e-mailed link, then every kept session is refused', async () => {
    const referrer = await newReferrer();
    const laptop = await warmSession(referrer);
    await spec().post('/api/referrers/password/forgot').withJson({ email: referrer.email }).expectStatus(200);
    const token = RESET_LINK.exec(
      (await waitForMail(referrer.email, (message) => RESET_LINK.test(message.text))).text,
    )![1]!;

    await spec()
      .post('/api/referrers/password/reset')
      .withJson({ token, password: 'a whole new one' })
      .expectStatus(200);

    await refusedSoon(laptop, 'the reset to end the kept session');
  });

  it('when the referrer deletes their account, then every session of theirs is refused at once', async () => {
    const referrer = await newReferrer();
    const laptop = await warmSession(referrer);
    const phone = await warmSession(referrer);

    await spec()
      .post('/api/referrers/me/delete')
      .withHeaders('Cookie', laptop)
      .withJson({ password: referrer.password })
      .expectStatus(200);

    expect(await meStatus(laptop)).toBe(401);
    expect(await meStatus(phone)).toBe(401);
  });

  it('when the owner removes the referrer from their only campaign, then their kept session is refused', async () => {
    const referrer = await newReferrer();
    const laptop = await warmSession(referrer);

    await spec()
      .delete(`/api/referrers/${referrer.joined.id}`)
      .withHeaders('Cookie', referrer.open.owner.cookie)
      .expectStatus(200);

    await refusedSoon(laptop, "the owner's removal to end the kept session");
  });
});

describe("referrer's progress kept by the gateway", () => {
  it('when a friend signs up and their voucher is redeemed, then the dashboard shows each the next time it is opened', async () => {
    const referrer = await newReferrer();
    const cookie = await warmSession(referrer);
    const untouched = await stats(referrer, cookie);
    expect(untouched).toMatchObject({ totalReferrals: 0, successfulReferrals: 0 });
    // Opened again: the kept answer.
    expect(await stats(referrer, cookie)).toEqual(untouched);

    // Public calls, which drop nothing in the gateway themselves: only the referral service's announcement
    // can end the kept answer before its 30 s are up.
    const friend = await verifiedReferee(referrer.open.campaign.id, referrer.joined.referralCode);
    await eventually(
      async () => (await stats(referrer, cookie)).totalReferrals === 1,
      10_000,
      "the friend's sign-up in the progress",
    );

    await spec()
      .post(`/api/vouchers/code/${friend.voucher.code}/redeem`)
      .withHeaders('Cookie', referrer.open.owner.cookie)
      .expectStatus(200);

    const after = await eventually(
      async () => {
        const read = await stats(referrer, cookie);
        return read.successfulReferrals === 1 && read;
      },
      10_000,
      'the redemption in the progress',
    );
    expect(after).toMatchObject({
      referrerId: referrer.joined.id,
      businessId: referrer.open.campaign.userId,
      totalReferrals: 1,
      pendingReferrals: 0,
    });
  });
});
