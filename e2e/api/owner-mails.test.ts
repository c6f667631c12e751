import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import {
  PRODUCT_NAME,
  TIME_ZONE_MESSAGE,
  type OwnerUnsubscribeDto,
  type OwnerUser,
  type ReferrerRegisteredDto,
} from '@referrals/contracts';
import { DEFAULT_PLATFORM_POSTAL_ADDRESS } from '@referrals/service-kit';
import {
  eventually,
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '@referrals/service-kit/testing';
import {
  buildRefereeSignUp,
  buildReferrerSignUp,
  moveStackClock,
  startStack,
  type RunningStack,
} from '@referrals/testing';
import { joinWhenKnown, openCampaign, type OpenCampaign } from './referral-support.ts';

/*
 * What owners hear (issue 19), on a stack of its own whose identity clock the test moves: an e-mail when a
 * flagged referral needs their decision (once per referral), a daily summary at 08:00 in the business's time
 * zone on days with activity only, and the trial's end three days before and on the day. The first two carry a
 * one-click unsubscribe link that turns that kind off, as Account Settings does; the trial's cannot be turned off.
 */

const { spec } = pactum;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60 * 1000;

let stack: RunningStack;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  stack = await startStack({
    testClock: true,
    env: { SMTP_URL: smtp.url, PLATFORM_TIME_ZONE: 'Europe/London' },
  });
  pactum.request.setBaseUrl(stack.url);
  pactum.request.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
});

const mailsTo = (to: string, subject?: (subject: string) => boolean): ReceivedMail[] =>
  smtp.messages.filter(
    (mail) =>
      mail.to.some((address) => address.toLowerCase() === to.toLowerCase()) &&
      (!subject || subject(mail.subject)),
  );
const waitForMail = (to: string, subject: (subject: string) => boolean): Promise<ReceivedMail> =>
  eventually(async () => mailsTo(to, subject)[0], 15_000, `an e-mail to ${to}`);

/** Sets the identity service's clock and runs its due jobs: how many ran. */
async function identityAt(instant: Date): Promise<number> {
  return (await moveStackClock(stack, 'identity', { set: instant })).ran;
}

/** A new owner's campaign, whose friends are asked their last name (the abuse rules compare full names). */
const openOwnCampaign = () => openCampaign(stack.url, { friendFields: ['lastName'] });

const ownerEmail = (open: OpenCampaign) => open.owner.registration.email;

/** The owner's account as Account Settings reads it. */
async function account(open: OpenCampaign): Promise<OwnerUser> {
  return (
    await spec()
      .get(`/api/user/${open.owner.userId}`)
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(200)
      .toss()
  ).body as OwnerUser;
}

/** Saves Account Settings with the profile as registered and `changes`. */
function saveSettings(open: OpenCampaign, changes: Record<string, unknown>) {
  const { businessName, contactName, email, phoneNumber, businessAddress, postcode } =
    open.owner.registration;
  return spec()
    .patch(`/api/user/update/${open.owner.userId}`)
    .withHeaders('Cookie', open.owner.cookie)
    .withJson({ businessName, contactName, email, phoneNumber, businessAddress, postcode, ...changes });
}

/** The token of an owner e-mail's one-click unsubscribe header, checked against its footer. */
function ownerUnsubscribeToken(mail: ReceivedMail): string {
  const match = /^<(.+)\/api\/owner-unsubscribe\/([A-Za-z0-9_-]+)>$/.exec(
    mail.rawHeaders['list-unsubscribe'] ?? '',
  );
  if (!match) throw new Error(`no owner List-Unsubscribe header in "${mail.subject}"`);
  expect(match[1]).toBe(stack.url);
  expect(mail.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.text).toContain(`/api/owner-unsubscribe/${match[2]}`);
  return match[2]!;
}

async function joinReferrer(
  open: OpenCampaign,
  lastName: string,
): Promise<ReferrerRegisteredDto & { firstName: string; lastName: string }> {
  const form = buildReferrerSignUp(open.campaign.id, { firstName: 'Priya', lastName });
  return { ...(await joinWhenKnown(form, stack.url)), firstName: form.firstName, lastName };
}

/** A friend signing up through the referrer's link: flagged when they carry the referrer's own name. */
async function friendSignsUp(
  open: OpenCampaign,
  referrer: ReferrerRegisteredDto,
  names: { firstName: string; lastName: string },
) {
  await spec()
    .post('/api/referees')
    .withJson(buildRefereeSignUp(open.campaign.id, referrer.referralCode, names))
    .expectStatus(201)
    .toss();
}

const needsDecision = (friend: string) => (subject: string) =>
  subject === `A referral needs your decision: ${friend}`;

describe('the e-mail when a referral needs the owner’s decision', () => {
  it('when a friend is flagged, then the owner is told once who referred whom, why and where to decide, with a one-click link that turns these off (Account Settings shows it), and the next one is not sent', async () => {
    await identityAt(new Date());
    const open = await openOwnCampaign();
    const referrer = await joinReferrer(open, 'Flagged');
    const owner = ownerEmail(open);

    // A friend with the referrer's name: flagged, waits for a decision.
    await friendSignsUp(open, referrer, { firstName: 'Priya', lastName: 'Flagged' });
    const first = await waitForMail(owner, needsDecision('Priya'));
    expect(first.text).toContain('Priya Flagged referred Priya');
    expect(first.text).toContain('Same name as the referrer.');
    expect(first.text).toContain(`${stack.url}/campaign/${open.campaign.id}/review`);
    expect(first.text).toContain(DEFAULT_PLATFORM_POSTAL_ADDRESS);
    expect(first.html).toContain(PRODUCT_NAME);
    const token = ownerUnsubscribeToken(first);

    // An honest friend raises no flag and no e-mail; a second flagged one is told on its own.
    await friendSignsUp(open, referrer, { firstName: 'Tom', lastName: 'Honest' });
    await friendSignsUp(open, referrer, { firstName: 'Priya', lastName: 'Flagged' });
    await eventually(
      async () => mailsTo(owner, needsDecision('Priya')).length === 2,
      15_000,
      'the second e-mail',
    );

    const off = (await spec().post(`/api/owner-unsubscribe/${token}`).expectStatus(200).toss())
      .body as OwnerUnsubscribeDto;
    expect(off).toEqual({
      kind: 'review-needed',
      turnsOff: 'e-mails when a referral needs your decision',
      businessName: open.owner.registration.businessName,
      off: true,
    });
    await spec().get(`/api/owner-unsubscribe/${token}`).expectStatus(200).expectJson(off);
    await spec().post('/api/owner-unsubscribe/not-a-token').expectStatus(404);
    expect(await account(open)).toMatchObject({ reviewMails: false, dailySummary: true });

    // Off: a flagged friend is not told. The marker, a flagged friend of another business signed up after it, is
    // told (the events are heard in order, so the one before it was heard and left untold).
    await friendSignsUp(open, referrer, { firstName: 'Priya', lastName: 'Flagged' });
    const other = await openOwnCampaign();
    await friendSignsUp(other, await joinReferrer(other, 'Marker'), {
      firstName: 'Priya',
      lastName: 'Marker',
    });
    await waitForMail(ownerEmail(other), needsDecision('Priya'));
    expect(mailsTo(owner, needsDecision('Priya'))).toHaveLength(2);
    expect(mailsTo(owner, needsDecision('Tom'))).toHaveLength(0);
  });
});

describe('Account Settings: time zone and e-mail switches', () => {
  it('when a time zone is not an IANA name, then 400 says so; a real one, or the platform’s, is kept', async () => {
    const open = await openOwnCampaign();
    expect(await account(open)).toMatchObject({ timeZone: null, reviewMails: true, dailySummary: true });
    await saveSettings(open, { timeZone: 'Mars/Olympus_Mons' })
      .expectStatus(400)
      .expectJsonLike({ message: TIME_ZONE_MESSAGE });
    await saveSettings(open, { timeZone: 'America/New_York', dailySummary: false })
      .expectStatus(200)
      .expectJsonLike({ timeZone: 'America/New_York', dailySummary: false, reviewMails: true });
    await saveSettings(open, { timeZone: '' })
      .expectStatus(200)
      .expectJsonLike({ timeZone: null, dailySummary: false });
  });
});

describe('the daily summary', () => {
  // A winter day: London is on UTC, Auckland 13 hours ahead (daylight time).
  const start = new Date('2031-01-14T12:00:00Z');
  const aucklandEight = new Date('2031-01-14T19:00:00Z');
  const londonEight = new Date('2031-01-15T08:00:00Z');

  it('when there was activity, then each owner gets one summary at 08:00 in the business’s time zone with a link per kind, none on a day without activity, none when turned off, and its link turns it off', async () => {
    // Whatever the earlier tests left due (their trials, their activity) runs now; businesses opened from here
    // on have their trial reminders in the past of this clock, so none are scheduled.
    await identityAt(start);
    const auckland = await openOwnCampaign();
    const london = await openOwnCampaign();
    const quiet = await openOwnCampaign();
    await saveSettings(auckland, { timeZone: 'Pacific/Auckland' }).expectStatus(200);
    await saveSettings(quiet, { dailySummary: false }).expectStatus(200);

    const aucklandReferrer = await joinReferrer(auckland, 'Kiwi');
    await friendSignsUp(auckland, aucklandReferrer, { firstName: 'Ana', lastName: 'Other' });
    await friendSignsUp(auckland, aucklandReferrer, { firstName: 'Ben', lastName: 'Other' });
    const londonReferrer = await joinReferrer(london, 'Londoner');
    await joinReferrer(quiet, 'Quiet');
    // The activity has been heard once the London friend's flag e-mail (same consumer, after it) arrived.
    await friendSignsUp(london, londonReferrer, { firstName: 'Priya', lastName: 'Londoner' });
    await waitForMail(ownerEmail(london), needsDecision('Priya'));

    const summary = (subject: string) => subject.endsWith('your referral programme since yesterday');
    expect(await identityAt(new Date(aucklandEight.getTime() - MINUTE_MS))).toBe(0);
    expect(await identityAt(new Date(aucklandEight.getTime() + MINUTE_MS))).toBe(1);
    const aucklandMail = await waitForMail(ownerEmail(auckland), summary);
    expect(aucklandMail.text).toContain(`1 new referrer in “${auckland.campaign.name}”`);
    expect(aucklandMail.text).toContain(`2 friends signed up in “${auckland.campaign.name}”`);
    expect(aucklandMail.text).toContain(`${stack.url}/campaign/${auckland.campaign.id}/referees`);
    expect(aucklandMail.text).toContain('08:00 Pacific/Auckland time');
    expect(aucklandMail.text).toContain('15 Jan 2031');
    expect(aucklandMail.text).toContain(DEFAULT_PLATFORM_POSTAL_ADDRESS);
    const token = ownerUnsubscribeToken(aucklandMail);

    expect(await identityAt(new Date(londonEight.getTime() - MINUTE_MS))).toBe(0);
    expect(await identityAt(new Date(londonEight.getTime() + MINUTE_MS))).toBe(1);
    const londonMail = await waitForMail(ownerEmail(london), summary);
    expect(londonMail.text).toContain('1 new referrer');
    expect(londonMail.text).toContain('1 friend signed up');
    expect(londonMail.text).toContain('08:00 Europe/London time');

    // A day without activity: no job, no e-mail; one summary per owner, none for the owner who turned it off.
    expect(await identityAt(new Date(londonEight.getTime() + DAY_MS + HOUR_MS))).toBe(0);
    expect(mailsTo(ownerEmail(auckland), summary)).toHaveLength(1);
    expect(mailsTo(ownerEmail(london), summary)).toHaveLength(1);
    expect(mailsTo(ownerEmail(quiet), summary)).toHaveLength(0);

    await spec()
      .post(`/api/owner-unsubscribe/${token}`)
      .expectStatus(200)
      .expectJsonLike({ kind: 'daily-summary', off: true });
    expect(await account(auckland)).toMatchObject({ dailySummary: false, reviewMails: true });
  });
});

describe('trial reminders', () => {
  it('when the trial’s end nears, then the owner is told at 08:00 three days before and on the day that nothing changes, with no unsubscribe link', async () => {
    await identityAt(new Date());
    const open = await openOwnCampaign();
    const { trialEndsAt } = await account(open);
    const end = Date.parse(trialEndsAt);
    const owner = ownerEmail(open);
    // 08:00 London on the third day before the end: between 16 hours before and 8 hours after end - 3 days.
    expect(await identityAt(new Date(end - 3 * DAY_MS - 17 * HOUR_MS))).toBe(0);
    expect(await identityAt(new Date(end - 3 * DAY_MS + 9 * HOUR_MS))).toBe(1);
    const soon = await waitForMail(owner, (subject) =>
      subject.startsWith(`Your ${PRODUCT_NAME} trial ends on`),
    );
    expect(soon.text).toContain('Nothing changes when it ends');
    expect(soon.text).toContain('Billing & Subscription');
    expect(soon.text).toContain(DEFAULT_PLATFORM_POSTAL_ADDRESS);
    expect(soon.rawHeaders['list-unsubscribe']).toBeUndefined();

    expect(await identityAt(new Date(end - 17 * HOUR_MS))).toBe(0);
    expect(await identityAt(new Date(end + 9 * HOUR_MS))).toBe(1);
    const today = await waitForMail(owner, (subject) => subject === `Your ${PRODUCT_NAME} trial ends today`);
    expect(today.text).toContain('Nothing changes when it ends');
    expect(today.rawHeaders['list-unsubscribe']).toBeUndefined();

    expect(await identityAt(new Date(end + 5 * DAY_MS))).toBe(0);
    expect(mailsTo(owner, (subject) => subject.includes('trial ends'))).toHaveLength(2);
  });
});
