import {
  IdentityEvents,
  ReferralEvents,
  ReferralReviewEvents,
  serviceEventsFilter,
  type BusinessRegisteredData,
  type RefereeRegisteredData,
  type ReferralReviewDecidedData,
  type ReferralReviewNeededData,
  type ReferrerRegisteredData,
  type VoucherIssuedData,
  type VoucherRedeemedData,
} from '@referrals/contracts';
import { isUuid, type ConsumerContext, type ConsumerDefinition } from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import type { OwnerActivityKind } from '../entities/owner-activity.ts';
import { businessWithOwner, recordReviewNeededMail } from '../use-cases/owner-mails.ts';
import { recordOwnerActivity, scheduleTrialReminders } from '../use-cases/owner-schedules.ts';

/** The activity an event of the referral service is for the daily summary; null when it is none. */
function activityOf(
  type: string,
  data: unknown,
): { kind: OwnerActivityKind; subjectId: string; campaignId: string; at: string } | null {
  switch (type) {
    case ReferralEvents.referrerRegistered: {
      const { referrerId, campaignId, createdAt } = data as ReferrerRegisteredData;
      return { kind: 'referrer-joined', subjectId: referrerId, campaignId, at: createdAt };
    }
    case ReferralEvents.refereeRegistered: {
      const { refereeId, campaignId, createdAt } = data as RefereeRegisteredData;
      return { kind: 'friend-signed-up', subjectId: refereeId, campaignId, at: createdAt };
    }
    case ReferralEvents.voucherRedeemed: {
      const { voucherId, campaignId, kind, redeemedAt } = data as VoucherRedeemedData;
      return kind === 'pass'
        ? null
        : { kind: 'voucher-redeemed', subjectId: voucherId, campaignId, at: redeemedAt };
    }
    case ReferralEvents.voucherIssued: {
      const { voucherId, campaignId, holder, issuedAt } = data as VoucherIssuedData;
      return holder === 'referrer'
        ? { kind: 'reward-earned', subjectId: voucherId, campaignId, at: issuedAt }
        : null;
    }
    case ReferralReviewEvents.reviewDecided: {
      const { refereeId, campaignId, automatic, decision, decidedAt } = data as ReferralReviewDecidedData;
      return automatic && decision === 'approved'
        ? { kind: 'auto-approved', subjectId: refereeId, campaignId, at: decidedAt }
        : null;
    }
    default:
      return null;
  }
}

/** The business a campaign belongs to, from the read model of campaigns; null for one never heard of. */
async function businessOfCampaign(ctx: ConsumerContext, campaignId: string): Promise<string | null> {
  if (!isUuid(campaignId)) return null;
  const campaign = await ctx.em.findOne(KnownCampaign, { campaignId });
  return campaign?.businessId ?? null;
}

/**
 * Tells owners what happens in their referral programme, from the referral service's events: the e-mail when a
 * flagged referral needs a decision (at once, once per referral), and the activity the next daily summary counts.
 * Each is recorded in the consumer's transaction.
 */
export const ownerNotificationsConsumer: ConsumerDefinition = {
  durable: 'identity-owner-notifications',
  filter: serviceEventsFilter('referral'),
  handle: async (event, ctx) => {
    const { config, clock, em } = ctx;
    if (event.type === ReferralReviewEvents.reviewNeeded) {
      const review = event.data as ReferralReviewNeededData;
      const businessId = await businessOfCampaign(ctx, review.campaignId);
      const business = businessId && (await businessWithOwner(em, businessId));
      if (!business) return;
      recordReviewNeededMail(
        em,
        business,
        {
          refereeId: review.refereeId,
          campaignId: review.campaignId,
          friendFirstName: review.friendFirstName,
          referrerName: review.referrerName ?? null,
          flags: review.flags,
          autoApproveAt: new Date(review.autoApproveAt),
        },
        {
          publicUrl: config.publicUrl,
          platformPostalAddress: config.platformPostalAddress,
          platformTimeZone: config.platformTimeZone,
          now: clock.now(),
        },
      );
      return;
    }
    const activity = activityOf(event.type, event.data);
    const businessId = activity && (await businessOfCampaign(ctx, activity.campaignId));
    if (!activity || !businessId) return;
    await recordOwnerActivity(
      em,
      businessId,
      { ...activity, occurredAt: new Date(activity.at) },
      { platformTimeZone: config.platformTimeZone, clock },
    );
  },
};

/** Schedules the trial reminders of every business opened (sign-up, another venue, a copy). */
export const trialRemindersConsumer: ConsumerDefinition = {
  durable: 'identity-trial-reminders',
  filter: serviceEventsFilter('identity'),
  handle: async (event, { em, config, clock }) => {
    if (event.type !== IdentityEvents.businessRegistered) return;
    const { businessId } = event.data as BusinessRegisteredData;
    const business = await em.findOne(Business, { id: businessId });
    if (business)
      await scheduleTrialReminders(em, business, { platformTimeZone: config.platformTimeZone, clock });
  },
};
