import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignEvents,
  ReferralEvents,
  ReferralReviewEvents,
  eventSubject,
  type DomainEvent,
} from '@referrals/contracts';
import {
  cancelJob,
  findJob,
  mailRequestedType,
  type MailRequest,
  type SettableClock,
} from '@referrals/service-kit';
import { eventually, startServiceUnderTest, type ServiceUnderTest } from '@referrals/service-kit/testing';
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
    event(CampaignEvents.created, { campaignId, businessId: owner.user.id, isActive: true }),
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
    expect(summary?.text).toContain('1 new referrer');
    expect(await kept()).toBe(1);
  });
});
