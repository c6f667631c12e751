import type { EntityManager } from '@mikro-orm/sql';
import { DAILY_SUMMARY_HOUR, formatDay, TRIAL_REMINDER_DAYS_BEFORE } from '@referrals/contracts';
import {
  cancelJobsWithPrefix,
  nextLocalTime,
  scheduleJob,
  serviceTable,
  type Clock,
  type JobDefinition,
} from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { OwnerActivity, type OwnerActivityKind } from '../entities/owner-activity.ts';
import { ownerMailsOn } from './owner-mail-links.ts';
import {
  businessWithOwner,
  recordDailySummary,
  recordTrialReminder,
  timeZoneOf,
  type OwnerMailSettings,
  type SummaryCounts,
} from './owner-mails.ts';

/*
 * The owner e-mails that come at a time, through the kit's scheduler (docs/adr/0021-scheduler.md): the daily
 * summary at 08:00 in the business's time zone, scheduled when the first activity after the last summary is
 * heard (a day without activity has no job and sends nothing), and the trial's reminders, scheduled when the
 * business opens, at 08:00 on the third day before its trial's end and on the day.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const DAILY_SUMMARY_JOB = 'owner-daily-summary';
export const TRIAL_REMINDER_JOB = 'owner-trial-reminder';

/** What the scheduling use cases need of the configuration and the scheduler. */
export interface OwnerScheduleContext {
  platformTimeZone: string;
  clock: Clock;
}

/** Something that happened in a business's campaign, as the summary counts it. */
export interface HeardActivity {
  /** What it is about (a referrer's, referee's or voucher's id): an event heard twice is one activity. */
  subjectId: string;
  campaignId: string;
  kind: OwnerActivityKind;
  occurredAt: Date;
}

/**
 * Keeps an activity of `businessId` for its next daily summary and makes sure that summary is scheduled (one job
 * per business and 08:00, whichever activity comes first). Nothing is kept for an owner who turned it off.
 */
export async function recordOwnerActivity(
  em: EntityManager,
  businessId: string,
  activity: HeardActivity,
  context: OwnerScheduleContext,
): Promise<void> {
  const business = await em.findOne(Business, { id: businessId });
  if (!business || !ownerMailsOn(business, 'daily-summary')) return;
  const key = `${activity.kind}:${activity.subjectId}`;
  if (await em.findOne(OwnerActivity, { key })) return;
  em.create(OwnerActivity, {
    key,
    businessId,
    campaignId: activity.campaignId,
    kind: activity.kind,
    occurredAt: activity.occurredAt,
    summarizedAt: null,
  });
  await scheduleDailySummary(em, business, context);
}

/** The business's next daily summary, at the next 08:00 in its zone (one job per business and 08:00). */
async function scheduleDailySummary(
  em: EntityManager,
  business: Business,
  context: OwnerScheduleContext,
): Promise<void> {
  const runAt = nextLocalTime(context.clock.now(), timeZoneOf(business, context.platformTimeZone), {
    hour: DAILY_SUMMARY_HOUR,
  });
  await scheduleJob(em, {
    name: DAILY_SUMMARY_JOB,
    key: `daily-summary:${business.id}:${runAt.toISOString()}`,
    runAt,
    data: { businessId: business.id },
  });
}

/**
 * The owner changed the business's time zone: its waiting jobs move to 08:00 there. The daily summary to the
 * next 08:00 in the new zone; each trial reminder to 08:00 there on its day, or at once when that time has
 * passed already in the new zone (a reminder is never dropped by a move). Reminders sent stay sent.
 */
export async function moveOwnerJobsToTimeZone(
  em: EntityManager,
  business: Business,
  context: OwnerScheduleContext,
): Promise<void> {
  const summaries = await cancelJobsWithPrefix(em, `daily-summary:${business.id}:`);
  if (summaries.length > 0) await scheduleDailySummary(em, business, context);
  const reminders = await cancelJobsWithPrefix(em, `trial-reminder:${business.id}:`);
  const now = context.clock.now().getTime();
  for (const { runAt, when } of trialReminderTimes(business, context.platformTimeZone)) {
    if (!reminders.some((reminder) => reminder.key === trialReminderKey(business.id, when))) continue;
    await scheduleJob(em, {
      name: TRIAL_REMINDER_JOB,
      key: trialReminderKey(business.id, when),
      runAt: new Date(Math.max(runAt.getTime(), now)),
      data: { businessId: business.id, when },
    });
  }
}

/** Settings of the e-mails the jobs record, from the job's context. */
const mailSettings = (
  config: { publicUrl: string; platformPostalAddress: string; platformTimeZone: string },
  now: Date,
): OwnerMailSettings => ({
  publicUrl: config.publicUrl,
  platformPostalAddress: config.platformPostalAddress,
  platformTimeZone: config.platformTimeZone,
  now,
});

/**
 * The daily summary of one business: every activity not told yet, counted by kind, in one e-mail; the activity
 * is told from then on, also when the owner turned the summary off meanwhile (then nothing is sent).
 */
export const dailySummaryJob: JobDefinition<{ businessId: string }> = {
  name: DAILY_SUMMARY_JOB,
  handle: async (job, { em, config, clock }) => {
    const now = clock.now();
    const business = await businessWithOwner(em, job.data.businessId);
    const activities = await em.find(
      OwnerActivity,
      { businessId: job.data.businessId, summarizedAt: null },
      { orderBy: { occurredAt: 'asc' } },
    );
    if (!business || activities.length === 0) return;
    const counts: SummaryCounts = new Map();
    for (const activity of activities) {
      activity.summarizedAt = now;
      const row = counts.get(activity.kind) ?? { count: 0, campaignIds: new Set<string>() };
      row.count += 1;
      row.campaignIds.add(activity.campaignId);
      counts.set(activity.kind, row);
    }
    if (!ownerMailsOn(business, 'daily-summary')) return;
    const campaigns = await em.find(KnownCampaign, {
      campaignId: { $in: [...new Set(activities.map((activity) => activity.campaignId))] },
    });
    const names = new Map(
      campaigns.flatMap(({ campaignId, name }) => (name ? [[campaignId, name] as const] : [])),
    );
    const day = formatDay(job.runAt, timeZoneOf(business, config.platformTimeZone));
    recordDailySummary(em, business, counts, names, day, mailSettings(config, now));
  },
};

/** 08:00 in `timeZone` on the day (in that zone) of `instant`. */
function morningOfDay(instant: Date, timeZone: string): Date {
  let midnight = nextLocalTime(new Date(instant.getTime() - DAY_MS - 3 * HOUR_MS), timeZone, { hour: 0 });
  for (;;) {
    const next = nextLocalTime(midnight, timeZone, { hour: 0 });
    if (next.getTime() > instant.getTime()) break;
    midnight = next;
  }
  return nextLocalTime(midnight, timeZone, { hour: DAILY_SUMMARY_HOUR });
}

/**
 * Schedules the trial's two reminders of a business just opened: at 08:00 in its zone on the third day before
 * the trial's end and on the day. A reminder whose time has passed already is left out.
 */
export async function scheduleTrialReminders(
  em: EntityManager,
  business: Business,
  context: OwnerScheduleContext,
): Promise<void> {
  for (const { when, runAt } of trialReminderTimes(business, context.platformTimeZone)) {
    if (runAt.getTime() <= context.clock.now().getTime()) continue;
    await scheduleJob(em, {
      name: TRIAL_REMINDER_JOB,
      key: trialReminderKey(business.id, when),
      runAt,
      data: { businessId: business.id, when },
    });
  }
}

type TrialReminderWhen = 'soon' | 'today';

const trialReminderKey = (businessId: string, when: TrialReminderWhen) =>
  `trial-reminder:${businessId}:${when}`;

/** The trial's two reminders: 08:00 in the business's zone on the third day before its end, and on the day. */
function trialReminderTimes(
  business: Business,
  platformTimeZone: string,
): Array<{ when: TrialReminderWhen; runAt: Date }> {
  const timeZone = timeZoneOf(business, platformTimeZone);
  const ends = business.trialEndsAt.getTime();
  return [
    { when: 'soon', runAt: morningOfDay(new Date(ends - TRIAL_REMINDER_DAYS_BEFORE * DAY_MS), timeZone) },
    { when: 'today', runAt: morningOfDay(business.trialEndsAt, timeZone) },
  ];
}

/**
 * Schedules the reminders of every business whose trial has not ended and that has none (opened before the
 * reminders existed, or while its event was still on the way): run at every start, in one transaction. A
 * business that has its reminders, sent or waiting, is left alone (a job's key stays taken once it ran), and
 * one whose reminder times passed gets none. Answers how many businesses got reminders.
 */
export async function scheduleMissingTrialReminders(
  em: EntityManager,
  context: OwnerScheduleContext,
): Promise<number> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ id: string }[]>(
      `select b."id" from ${serviceTable(tx, 'business')} b
       where b."trial_ends_at" > ?
         and not exists (select 1 from ${serviceTable(tx, 'scheduled_job')} j
                         where j."key" in ('trial-reminder:' || b."id" || ':soon', 'trial-reminder:' || b."id" || ':today'))`,
      [context.clock.now()],
    );
    if (rows.length === 0) return 0;
    const businesses = await tx.find(Business, { id: { $in: rows.map((row) => row.id) } });
    for (const business of businesses) await scheduleTrialReminders(tx, business, context);
    return businesses.length;
  });
}

/** One reminder of the trial's end: to the owner of a business that still exists. */
export const trialReminderJob: JobDefinition<{ businessId: string; when: TrialReminderWhen }> = {
  name: TRIAL_REMINDER_JOB,
  handle: async (job, { em, config, clock }) => {
    const business = await businessWithOwner(em, job.data.businessId);
    if (!business) return;
    recordTrialReminder(em, business, job.data.when, mailSettings(config, clock.now()));
  },
};
