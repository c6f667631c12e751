import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignEvents,
  IdentitySubjects,
  ReferralEvents,
  ReferralReviewEvents,
  eventSubject,
  type DomainEvent,
} from '@referrals/contracts';
import {
  cancelJob,
  findJob,
  mailRequestedType,
  serviceTable,
  type MailRequest,
  type SettableClock,
} from '@referrals/service-kit';
import {
  eventually,
  requestAs,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { KnownCampaign } from '../../src/entities/known-campaign.ts';
import { OwnerActivity } from '../../src/entities/owner-activity.ts';
import { identityService } from '../../src/start.ts';
import { scheduleMissingTrialReminders } from '../../src/use-cases/owner-schedules.ts';
import { registerOwnerOn, type Owner } from '../support.ts';

/*
 * The owner e-mails the identity service records from the referral service's events and its scheduled jobs:
 * the review-needed e-mail once per flagged referral, the activity the daily summary counts (once per event
 * however often it comes), and the summary itself at 08:00 in the business's zone.
 */

let service: ServiceUnderTest;
const mails: MailRequest[] = [];

beforeAll(async () => {
  service = await startServiceUnderTest(identityService, 'identity-owner-mails', {
    testClock: true,
    platformTimeZone: 'Europe/London',
  });
  await service.bus.consume({
    durable: 'identity-owner-mails-component-test',
    filter: eventSubject(mailRequestedType('identity')),
    handler: async (event) => {
      mails.push(event.data as MailRequest);
    },
  });
});

afterAll(async () => {
  await service.stop();
});

const event = <T>(type: string, data: T): DomainEvent<T> => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  data,
});

/**
 * An owner whose campaign identity's read model knows, once its consumers heard of both (they run apart: a
 * referral event before the campaign's would find no business); with `trialReminders`, once those are scheduled.
 */
async function ownerWithCampaign(trialReminders = false): Promise<{ owner: Owner; campaignId: string }> {
  const owner = await registerOwnerOn(service.bus);
  const campaignId = randomUUID();
  await service.bus.publishEvent(
    event(CampaignEvents.created, {
      campaignId,
      businessId: owner.user.id,
      name: 'Spring Referrals',
      isActive: true,
    }),
  );
  const em = () => service.runtime.orm.em.fork();
  await eventually(
    async () =>
      (await em().count(KnownCampaign, { campaignId })) === 1 &&
      (!trialReminders || (await findJob(em(), `trial-reminder:${owner.user.id}:today`))),
    10_000,
    'the campaign (and trial reminders) known',
  );
  return { owner, campaignId };
}

const mailsTo = (owner: Owner, cause: string) =>
  mails.filter((mail) => mail.to === owner.registration.email && mail.cause.startsWith(cause));

// Before the tests that move the scheduler's clock past the trials of the owners they open.
describe('identity: the trial reminders of businesses opened before them', () => {
  it('when the service starts and a business in its trial has no reminders, then both are scheduled once, and a business with its reminders keeps them', async () => {
    const { owner } = await ownerWithCampaign(true);
    const em = () => service.runtime.orm.em.fork();
    const keys = ['soon', 'today'].map((when) => `trial-reminder:${owner.user.id}:${when}`);
    const scheduled = await Promise.all(keys.map(async (key) => (await findJob(em(), key))!));
    // As a business opened before the reminders existed: none waiting.
    for (const key of keys) expect(await cancelJob(em(), key)).toBe(true);
    const context = { platformTimeZone: 'Europe/London', clock: service.runtime.clock };

    expect(await scheduleMissingTrialReminders(em(), context)).toBe(1);
    const again = await Promise.all(keys.map(async (key) => (await findJob(em(), key))!));
    expect(again.map(({ runAt, state }) => ({ runAt, state }))).toEqual(
      scheduled.map(({ runAt }) => ({ runAt, state: 'pending' })),
    );

    expect(await scheduleMissingTrialReminders(em(), context)).toBe(0);
    const kept = await Promise.all(keys.map(async (key) => (await findJob(em(), key))!.id));
    expect(kept).toEqual(again.map(({ id }) => id));
  });
});

describe('identity: owner e-mails from the referral service’s events', () => {
  it('when a referral needs a decision, even heard twice, then the owner gets one e-mail with who referred whom, the reasons, the review link and an unsubscribe link', async () => {
    const { owner, campaignId } = await ownerWithCampaign(true);
    const refereeId = randomUUID();
    const needed = event(ReferralReviewEvents.reviewNeeded, {
      refereeId,
      referrerId: randomUUID(),
      referrerName: 'Priya Shah',
      campaignId,
      friendFirstName: 'Priya',
      flags: [{ kind: 'name-matches-referrer', reason: 'Same name as the referrer.' }],
      autoApproveAt: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString(),
    });
    await service.bus.publishEvent(needed);
    await service.bus.publishEvent({ ...needed, id: randomUUID() });
    const [mail] = await eventually(
      async () => mailsTo(owner, 'owner-review-needed:').length > 0 && mailsTo(owner, 'owner-review-needed:'),
      10_000,
      'the review-needed e-mail',
    );
    expect(mail).toMatchObject({
      subject: 'A referral needs your decision: Priya',
      cause: `owner-review-needed:${refereeId}`,
      unsubscribeUrl: expect.stringMatching(/\/api\/owner-unsubscribe\/[A-Za-z0-9_-]+$/),
    });
    expect(mail?.text).toContain('Priya Shah referred Priya');
    expect(mail?.text).toContain('Same name as the referrer.');
    expect(mail?.text).toContain(`/campaign/${campaignId}/review`);
  });

  it('when the same activity is heard twice, then it is kept once, and the summary at 08:00 London counts it', async () => {
    const clock = service.runtime.clock as SettableClock;
    clock.set(new Date('2031-06-10T10:00:00Z'));
    // What the earlier test left due (its owner's trial reminders) runs now; an owner opened from here on has
    // their trial's end in the past of this clock, so no reminder.
    await service.runtime.runDueJobs();
    const { owner, campaignId } = await ownerWithCampaign();
    const joined = event(ReferralEvents.referrerRegistered, {
      referrerId: randomUUID(),
      campaignId,
      createdAt: new Date().toISOString(),
    });
    await service.bus.publishEvent(joined);
    await service.bus.publishEvent({ ...joined, id: randomUUID() });
    const kept = () => service.runtime.orm.em.fork().count(OwnerActivity, { businessId: owner.user.id });
    await eventually(async () => (await kept()) === 1, 10_000, 'the activity kept');

    // 08:00 in London in June is 07:00 UTC.
    clock.set(new Date('2031-06-11T06:59:00Z'));
    expect(await service.runtime.runDueJobs()).toBe(0);
    clock.set(new Date('2031-06-11T07:01:00Z'));
    expect(await service.runtime.runDueJobs()).toBe(1);
    const [summary] = await eventually(
      async () => mailsTo(owner, 'owner-daily-summary:').length > 0 && mailsTo(owner, 'owner-daily-summary:'),
      10_000,
      'the daily summary',
    );
    expect(summary?.cause).toBe(`owner-daily-summary:${owner.user.id}:11 Jun 2031`);
    expect(summary?.text).toContain('1 new referrer in “Spring Referrals”');
    expect(await kept()).toBe(1);
  });
});

describe('identity: a new time zone moves the waiting owner e-mails', () => {
  /** The wall-clock time of `instant` in `timeZone`, as HH:MM. */
  const timeIn = (instant: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(instant);

  it('when the owner moves the business from London to Tokyo, then the waiting summary and both trial reminders move to 08:00 Tokyo time, and saving the same zone again moves nothing', async () => {
    const clock = service.runtime.clock as SettableClock;
    // Now, so that the new owner's trial (which ends 14 days after their real sign-up) is still ahead.
    clock.set(new Date());
    const { owner, campaignId } = await ownerWithCampaign(true);
    await service.bus.publishEvent(
      event(ReferralEvents.referrerRegistered, {
        referrerId: randomUUID(),
        campaignId,
        createdAt: new Date().toISOString(),
      }),
    );
    const jobs = async () =>
      (
        await service.runtime.orm.em.fork().execute<Array<{ key: string; run_at: string }>>(
          `select "key", to_json("run_at") #>> '{}' as "run_at" from ${serviceTable(service.runtime.orm.em, 'scheduled_job')}
             where "state" = 'pending' and "data" ->> 'businessId' = ? order by "key"`,
          [owner.user.id],
        )
      ).map((row) => ({ key: row.key, runAt: new Date(row.run_at) }));
    const before = await eventually(
      async () => {
        const waiting = await jobs();
        return waiting.length === 3 && waiting;
      },
      10_000,
      'the summary and both reminders waiting',
    );
    for (const job of before) expect(timeIn(job.runAt, 'Europe/London')).toBe('08:00');

    const { user, registration } = owner;
    const profile = {
      businessName: user.businessName,
      contactName: user.contactName,
      email: registration.email,
      phoneNumber: user.phoneNumber,
      businessAddress: user.businessAddress,
      postcode: user.postcode,
      website: user.website ?? '',
      timeZone: 'Asia/Tokyo',
    };
    const update = () =>
      requestAs(
        service.bus,
        IdentitySubjects.updateProfile,
        { params: { userId: user.id }, body: profile },
        { principal: owner.principal },
      );
    await update();

    const after = await jobs();
    expect(after).toHaveLength(3);
    for (const job of after) {
      expect(timeIn(job.runAt, 'Asia/Tokyo')).toBe('08:00');
      expect(job.runAt.getTime()).toBeGreaterThanOrEqual(clock.now().getTime());
    }
    // Each reminder on its day in Tokyo: three days before the trial's end there, and the day it ends.
    const tokyoDay = (instant: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(instant);
    const ends = new Date(user.trialEndsAt);
    const reminderAt = (when: string) =>
      after.find((job) => job.key === `trial-reminder:${user.id}:${when}`)!.runAt;
    expect(tokyoDay(reminderAt('soon'))).toBe(tokyoDay(new Date(ends.getTime() - 3 * 86_400_000)));
    expect(tokyoDay(reminderAt('today'))).toBe(tokyoDay(ends));
    expect(after.filter((job) => job.key.startsWith(`daily-summary:${user.id}:`))).toHaveLength(1);

    await update();
    expect(await jobs()).toEqual(after);
  });
});
