import type { EntityManager } from '@mikro-orm/sql';
import {
  CAMPAIGN_DEFAULTS,
  DAILY_SUMMARY_HOUR,
  PRODUCT_NAME,
  planFactsOf,
  type OwnerMailKind,
  type ReferralFlag,
  formatDay,
} from '@referrals/contracts';
import { recordMail, renderMail } from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import type { OwnerActivityKind } from '../entities/owner-activity.ts';
import { newOwnerUnsubscribeUrl, ownerMailsOn } from './owner-mail-links.ts';

/*
 * The owner e-mails sent at a time or when something happens in the referral programme: a flagged referral needs
 * a decision, the daily summary, and the trial's end. Each is recorded through the outbox in the transaction of
 * its cause (an event heard, a scheduled job), once per cause; all come from the platform, in its name and
 * colour as the welcome does, with its postal address.
 */

/** What the owner e-mails need of the configuration. */
export interface OwnerMailSettings {
  /** `PUBLIC_URL`. */
  publicUrl: string;
  /** `PLATFORM_POSTAL_ADDRESS`. */
  platformPostalAddress: string;
  /** `PLATFORM_TIME_ZONE`: the zone of a business whose owner chose none. */
  platformTimeZone: string;
  now: Date;
}

/** The business's time zone: its owner's choice, else the platform's. */
export const timeZoneOf = (business: Business, platformTimeZone: string): string =>
  business.timeZone ?? platformTimeZone;

/** The business with its login (the owner's e-mail); null once deleted. */
export function businessWithOwner(em: EntityManager, businessId: string): Promise<Business | null> {
  return em.findOne(Business, { id: businessId }, { populate: ['login'], refresh: true });
}

interface OwnerMail {
  kind: OwnerMailKind | 'trial';
  subject: string;
  heading: string;
  paragraphs: string[];
  details?: { label: string; value: string }[];
  action: { label: string; url: string };
  cause: string;
}

/** Renders and records one owner e-mail; the kinds that can be turned off carry their unsubscribe link. */
function recordOwnerMail(
  em: EntityManager,
  business: Business,
  mail: OwnerMail,
  settings: OwnerMailSettings,
) {
  const unsubscribeUrl =
    mail.kind === 'trial'
      ? undefined
      : newOwnerUnsubscribeUrl(em, business.id, mail.kind, {
          publicUrl: settings.publicUrl,
          now: settings.now,
        });
  const { html, text } = renderMail({
    businessName: PRODUCT_NAME,
    primaryColor: CAMPAIGN_DEFAULTS.primaryColor,
    heading: mail.heading,
    paragraphs: mail.paragraphs,
    details: mail.details,
    action: mail.action,
    reason:
      `You are receiving this email because you hold the ${PRODUCT_NAME} account of ${business.businessName}.` +
      (unsubscribeUrl ? ' You can turn these emails off in Account Settings or with the link below.' : ''),
    postalAddress: settings.platformPostalAddress,
    unsubscribeUrl,
  });
  recordMail(em, 'identity', {
    to: business.login.email,
    subject: mail.subject,
    html,
    text,
    cause: mail.cause,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  });
}

/** The flagged referral an owner is asked to decide on. */
export interface ReviewNeeded {
  refereeId: string;
  campaignId: string;
  friendFirstName: string;
  referrerName: string | null;
  flags: readonly ReferralFlag[];
  autoApproveAt: Date;
}

/**
 * "A referral needs your decision": who referred whom, why it was flagged, when it is approved by itself, and a
 * link to the campaign's To review list. Once per flagged referral; not when the owner turned these off.
 */
export function recordReviewNeededMail(
  em: EntityManager,
  business: Business,
  review: ReviewNeeded,
  settings: OwnerMailSettings,
): void {
  if (!ownerMailsOn(business, 'review-needed')) return;
  const who = review.referrerName ? `${review.referrerName} referred ${review.friendFirstName}` : null;
  const url = `${settings.publicUrl}/campaign/${review.campaignId}/review`;
  recordOwnerMail(
    em,
    business,
    {
      kind: 'review-needed',
      subject: `A referral needs your decision: ${review.friendFirstName}`,
      heading: 'A referral needs your decision',
      paragraphs: [
        `${who ?? `${review.friendFirstName} signed up with a referral link`}, and the referral was flagged:`,
        review.flags.map(({ reason }) => `- ${reason}`).join('\n'),
        'Approve it and it counts (the referrer’s reward follows once the friend comes in), or reject it and the ' +
          `friend’s voucher is cancelled. If nobody decides, it is approved by itself on ` +
          `${formatDay(review.autoApproveAt, timeZoneOf(business, settings.platformTimeZone))}.`,
      ],
      details: [
        { label: 'Friend', value: review.friendFirstName },
        { label: 'Referred by', value: review.referrerName ?? 'Deleted referrer' },
      ],
      action: { label: 'Review it', url },
      cause: `owner-review-needed:${review.refereeId}`,
    },
    settings,
  );
}

/** How the summary names each kind of activity, and where it links. */
const SUMMARY_LINES: Record<
  OwnerActivityKind,
  { one: string; many: string; page: (campaignId: string) => string }
> = {
  'referrer-joined': { one: 'new referrer', many: 'new referrers', page: (id) => `/campaign/${id}` },
  'friend-signed-up': {
    one: 'friend signed up',
    many: 'friends signed up',
    page: (id) => `/campaign/${id}/referees`,
  },
  'voucher-redeemed': {
    one: 'voucher redeemed',
    many: 'vouchers redeemed',
    page: (id) => `/campaign/${id}/referees`,
  },
  'reward-earned': {
    one: 'reward earned by a referrer',
    many: 'rewards earned by referrers',
    page: (id) => `/campaign/${id}`,
  },
  'auto-approved': {
    one: 'flagged referral approved by itself (nobody decided in 14 days)',
    many: 'flagged referrals approved by themselves (nobody decided in 14 days)',
    page: (id) => `/campaign/${id}/review`,
  },
};

/** The activity a summary tells: one row per kind, with the campaigns it happened in. */
export type SummaryCounts = Map<OwnerActivityKind, { count: number; campaignIds: Set<string> }>;

/** "“A”", "“A” and “B”", "“A”, “B” and “C”". */
function quotedList(names: readonly string[]): string {
  const quoted = names.map((name) => `“${name}”`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/**
 * The daily summary: how many of each kind of activity since the last one, in which campaigns (by name, from
 * `campaignNames`; left out when a name is not known yet), each with a link (the campaign's page when it
 * happened in one campaign, else the dashboard). Once per business and day (`day`, in its zone).
 */
export function recordDailySummary(
  em: EntityManager,
  business: Business,
  counts: SummaryCounts,
  campaignNames: ReadonlyMap<string, string>,
  day: string,
  settings: OwnerMailSettings,
): void {
  const timeZone = timeZoneOf(business, settings.platformTimeZone);
  const lines = [...counts].map(([kind, { count, campaignIds }]) => {
    const wording = SUMMARY_LINES[kind];
    const [only] = campaignIds;
    const path = campaignIds.size === 1 && only ? wording.page(only) : '/dashboard';
    const names = [...campaignIds].flatMap((id) => campaignNames.get(id) ?? []);
    const where = names.length === campaignIds.size ? ` in ${quotedList(names)}` : '';
    return {
      label: `${count} ${count === 1 ? wording.one : wording.many}${where}`,
      value: `${settings.publicUrl}${path}`,
    };
  });
  recordOwnerMail(
    em,
    business,
    {
      kind: 'daily-summary',
      subject: `${business.businessName}: your referral programme since yesterday`,
      heading: `What happened at ${business.businessName}`,
      paragraphs: [
        `Hello ${business.contactName}, here is what happened in your referral programme since the last summary ` +
          `(this one is for ${day}; summaries come at ${String(DAILY_SUMMARY_HOUR).padStart(2, '0')}:00 ` +
          `${timeZone} time, on days with activity only).`,
      ],
      details: lines,
      action: { label: 'Open my dashboard', url: `${settings.publicUrl}/dashboard` },
      cause: `owner-daily-summary:${business.id}:${day}`,
    },
    settings,
  );
}

/**
 * The trial's end, three days before and on the day. Nothing changes when a trial ends (no card is asked for and
 * nothing is charged), which the e-mail says, with what the owner can do. It cannot be turned off.
 */
export function recordTrialReminder(
  em: EntityManager,
  business: Business,
  when: 'soon' | 'today',
  settings: OwnerMailSettings,
): void {
  const ends = formatDay(business.trialEndsAt, timeZoneOf(business, settings.platformTimeZone));
  const plan = planFactsOf(business.subscriptionTier);
  const dashboard = `${settings.publicUrl}/dashboard`;
  recordOwnerMail(
    em,
    business,
    {
      kind: 'trial',
      subject:
        when === 'soon'
          ? `Your ${PRODUCT_NAME} trial ends on ${ends}`
          : `Your ${PRODUCT_NAME} trial ends today`,
      heading: when === 'soon' ? `Your free trial ends on ${ends}` : `Your free trial ends today (${ends})`,
      paragraphs: [
        `Hello ${business.contactName}, the free trial of ${business.businessName} on the ${plan.name} plan ` +
          (when === 'soon' ? `ends in 3 days, on ${ends}.` : `ends today, ${ends}.`),
        'Nothing changes when it ends: your referral page, campaigns, referrers and vouchers keep working as ' +
          `they do now, and nothing is charged (${PRODUCT_NAME} never asked for a card).`,
        'What you can do: look at your plan and its limits, or change plan, under Billing & Subscription on your ' +
          'dashboard. If you have questions, reply to this email.',
      ],
      details: [
        { label: 'Plan', value: plan.name },
        { label: 'Trial ends', value: ends },
      ],
      action: { label: 'Open my dashboard', url: dashboard },
      cause: `owner-trial-reminder:${business.id}:${when}`,
    },
    settings,
  );
}
