import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  AUTO_APPROVE_DAYS,
  REVIEW_DECIDED_LIMIT,
  ReferralReviewEvents,
  needsDecision,
  type OwnerPrincipal,
  type ReferralDecidedDto,
  type ReferralDecisionInput,
  type ReferralReviewCountDto,
  type ReferralReviewDto,
  type ReferralReviewDecidedData,
  type ReferralReviewItemDto,
  type ReferralReviewListDto,
  type ReferralReviewNeededData,
} from '@referrals/contracts';
import {
  cancelJob,
  recordEvent,
  scheduleJob,
  serviceTable,
  type JobDefinition,
  type Logger,
} from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { Voucher } from '../entities/voucher.ts';
import { ReferralErrors } from '../errors.ts';
import { findOwnedBusiness } from './owner.ts';
import { toReviewDto } from './review-dto.ts';
import { recordSuccessfulReferral, type RewardContext } from './settle-referrer-rewards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The scheduler's job that approves a flagged referral nobody decided on in time. */
export const AUTO_APPROVE_JOB = 'auto-approve-referral';

/** One job per flagged referral: scheduled at most once, cancelled when the owner decides. */
export const autoApproveKey = (refereeId: string) => `auto-approve:${refereeId}`;

/** Who decides: the owner's login, or nobody in time. */
type Decider = { loginId: string } | 'automatic';

/**
 * A new referral whose flags need a decision waits for one: its review, the job that approves it after
 * {@link AUTO_APPROVE_DAYS} days and the `review-needed` event (the owner may be told) all commit in the
 * transaction that flags it. Flags that honest sign-ups raise by nature alone need none.
 */
export async function awaitDecisionIfFlagged(
  tx: EntityManager,
  referee: Referee,
  requestId: string | undefined,
): Promise<void> {
  if (!needsDecision(referee.flags)) return;
  const autoApproveAt = new Date(referee.createdAt.getTime() + AUTO_APPROVE_DAYS * DAY_MS);
  referee.reviewState = 'pending';
  referee.autoApproveAt = autoApproveAt;
  await scheduleJob(tx, {
    name: AUTO_APPROVE_JOB,
    key: autoApproveKey(referee.id),
    runAt: autoApproveAt,
    data: { refereeId: referee.id },
  });
  const referrer = await tx.findOne(Referrer, referee.referrerId);
  recordEvent(
    tx,
    ReferralReviewEvents.reviewNeeded,
    {
      refereeId: referee.id,
      referrerId: referee.referrerId,
      referrerName:
        referrer && !referrer.deletedAt ? `${referrer.firstName} ${referrer.lastName}`.trim() : null,
      campaignId: referee.campaignId,
      friendFirstName: referee.firstName,
      flags: referee.flags,
      autoApproveAt: autoApproveAt.toISOString(),
    } satisfies ReferralReviewNeededData,
    { requestId },
  );
}

/**
 * A referral the owner records at the counter is their decision: when its flags would need one, it is
 * approved by their login at once.
 */
export function approvedByRecording(referee: Referee, owner: OwnerPrincipal, now: Date): void {
  if (!needsDecision(referee.flags)) return;
  referee.reviewState = 'approved';
  referee.decidedAt = now;
  referee.decidedByLoginId = owner.loginId;
}

/** The referee's row, locked: decisions and redemptions of its voucher take turns on it. */
export function lockReferee(tx: EntityManager, refereeId: string): Promise<Referee> {
  return tx.findOneOrFail(Referee, refereeId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * Decides the waiting review of `referee` (locked by the caller, in its transaction) and cancels its
 * auto-approval. Approved, the referral counts: when the friend's voucher was already redeemed, it becomes a
 * successful referral now and the rewards it earned are issued (answered). Rejected, the friend's voucher, if
 * not redeemed, is cancelled with the reason, and the referrer earns nothing for it. Exactly once: only a
 * waiting review is decided, under the row's lock, which redemptions of the voucher take too.
 */
export async function decideLocked(
  tx: EntityManager,
  referee: Referee,
  decision: { approve: true } | { approve: false; reason: string },
  by: Decider,
  context: RewardContext,
): Promise<Voucher[]> {
  const automatic = by === 'automatic';
  referee.reviewState = decision.approve ? 'approved' : 'rejected';
  referee.decidedAt = context.now;
  referee.decidedByLoginId = automatic ? null : by.loginId;
  referee.decidedAutomatically = automatic;
  referee.rejectionReason = decision.approve ? null : decision.reason;
  await cancelJob(tx, autoApproveKey(referee.id));
  recordEvent(
    tx,
    ReferralReviewEvents.reviewDecided,
    {
      refereeId: referee.id,
      referrerId: referee.referrerId,
      campaignId: referee.campaignId,
      decision: referee.reviewState,
      automatic,
      decidedAt: context.now.toISOString(),
    } satisfies ReferralReviewDecidedData,
    { requestId: context.requestId },
  );
  const voucher = await tx.findOne(Voucher, { refereeId: referee.id }, { refresh: true });
  if (!decision.approve) {
    if (voucher && !voucher.redeemedAt && !voucher.cancelledAt) {
      voucher.cancelledAt = context.now;
      voucher.cancelReason = decision.reason;
    }
    return [];
  }
  await tx.flush();
  return voucher?.redeemedAt ? recordSuccessfulReferral(tx, referee.referrerId, context) : [];
}

/** The refusal of a decision on a review that is not waiting. */
export function notWaiting(referee: Referee): Error {
  if (!referee.reviewState || referee.reviewState === 'pending' || !referee.decidedAt) {
    return ReferralErrors.referralNeedsNoDecision();
  }
  return ReferralErrors.referralAlreadyDecided(
    referee.reviewState,
    referee.decidedAt,
    referee.decidedAutomatically,
  );
}

export interface DecideReferralContext {
  publicUrl: string;
  voucherValidDays: number;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/** The referee, when it is of a campaign of a business of the owner's login; 404 otherwise. */
async function findOwnedReferee(em: EntityManager, owner: OwnerPrincipal, refereeId: string) {
  const referee = await em.findOne(Referee, refereeId);
  const campaign = referee && (await em.findOne(KnownCampaign, referee.campaignId));
  const business = campaign && (await findOwnedBusiness(em, owner, campaign.businessId));
  if (!referee || !business) throw ReferralErrors.referralNotFound();
  return { referee, business };
}

/**
 * POST /api/referees/{id}/decision: the owner approves or rejects (with a reason) a flagged referral of a
 * business of their login (404 for any other). Deciding a referral that needs no decision, or twice, is
 * refused (409) and changes nothing. While an administrator has the business disabled, nothing is decided.
 */
export async function decideReferral(
  em: EntityManager,
  owner: OwnerPrincipal,
  refereeId: string,
  input: ReferralDecisionInput,
  context: DecideReferralContext,
): Promise<ReferralDecidedDto> {
  const now = context.now ?? new Date();
  const { business } = await findOwnedReferee(em, owner, refereeId);
  if (!business.isActive) throw ReferralErrors.businessNotTakingReferrals();
  const { referee, rewards } = await em.fork().transactional(async (tx) => {
    const locked = await lockReferee(tx, refereeId);
    if (locked.reviewState !== 'pending') throw notWaiting(locked);
    const earned = await decideLocked(
      tx,
      locked,
      input.decision === 'approve' ? { approve: true } : { approve: false, reason: input.reason },
      { loginId: owner.loginId },
      { ...context, now },
    );
    return { referee: locked, rewards: earned };
  });
  context.log.info(
    {
      event: 'referral-decided',
      refereeId,
      decision: referee.reviewState,
      rewardVoucherIds: rewards.map(({ id }) => id),
    },
    'referral decided',
  );
  const [item] = await reviewItems(em.fork(), [referee], now);
  return { item };
}

/**
 * Approves a flagged referral nobody decided on within {@link AUTO_APPROVE_DAYS} days, recorded as approved
 * automatically. A review decided meanwhile (its job cancelled, or a race with the owner) is left as it is.
 */
export const autoApproveReferralJob: JobDefinition<{ refereeId: string }> = {
  name: AUTO_APPROVE_JOB,
  handle: async (job, { em, clock, config, log }) => {
    const referee = await em.findOne(Referee, job.data.refereeId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    if (referee?.reviewState !== 'pending') return;
    const rewards = await decideLocked(em, referee, { approve: true }, 'automatic', {
      publicUrl: config.publicUrl,
      voucherValidDays: config.voucherValidDays,
      now: clock.now(),
    });
    log.info(
      {
        event: 'referral-auto-approved',
        refereeId: referee.id,
        rewardVoucherIds: rewards.map(({ id }) => id),
      },
      'referral approved automatically',
    );
  },
};

function voucherState(voucher: Voucher | undefined, now: Date): ReferralReviewItemDto['voucherState'] {
  if (!voucher) return 'none';
  if (voucher.redeemedAt) return 'redeemed';
  if (voucher.cancelledAt) return 'cancelled';
  return voucher.expiresAt.getTime() <= now.getTime() ? 'expired' : 'issued';
}

async function reviewItems(
  em: EntityManager,
  referees: Referee[],
  now: Date,
): Promise<ReferralReviewItemDto[]> {
  if (referees.length === 0) return [];
  const ids = referees.map(({ id }) => id);
  const referrers = await em.find(Referrer, { id: { $in: [...new Set(referees.map((r) => r.referrerId))] } });
  const vouchers = await em.find(Voucher, { refereeId: { $in: ids } });
  const referrerById = new Map(referrers.map((referrer) => [referrer.id, referrer]));
  const voucherByReferee = new Map(vouchers.map((voucher) => [voucher.refereeId, voucher]));
  return referees.map((referee) => {
    const referrer = referrerById.get(referee.referrerId);
    const present = referrer && !referrer.deletedAt ? referrer : null;
    return {
      refereeId: referee.id,
      campaignId: referee.campaignId,
      friendFirstName: referee.firstName,
      referrerFirstName: present?.firstName ?? null,
      referrerName: present ? `${present.firstName} ${present.lastName}`.trim() : null,
      flags: referee.flags,
      status: referee.verifiedAt ? 'Verified' : 'Pending',
      voucherState: voucherState(voucherByReferee.get(referee.id), now),
      review: toReviewDto(referee) as ReferralReviewDto,
      createdAt: referee.createdAt.toISOString(),
    };
  });
}

/**
 * GET /api/referees/campaign/{id}/review: the referrals of a campaign of the owner's login (404 for any other)
 * waiting for a decision, oldest first, and the latest decided ones.
 */
export async function listReferralReviews(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  now: Date = new Date(),
): Promise<ReferralReviewListDto> {
  const campaign = await em.findOne(KnownCampaign, campaignId);
  if (!campaign || !(await findOwnedBusiness(em, owner, campaign.businessId))) {
    throw ReferralErrors.campaignNotFound();
  }
  const waiting = await em.find(
    Referee,
    { campaignId, reviewState: 'pending' },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const decided = await em.find(
    Referee,
    { campaignId, reviewState: { $in: ['approved', 'rejected'] } },
    { orderBy: { decidedAt: 'desc', id: 'desc' }, limit: REVIEW_DECIDED_LIMIT },
  );
  return { toReview: await reviewItems(em, waiting, now), decided: await reviewItems(em, decided, now) };
}

/** GET /api/referees/review-count: the referrals waiting for a decision on the campaigns of the owner's business. */
export async function countReferralReviews(
  em: EntityManager,
  owner: OwnerPrincipal,
): Promise<ReferralReviewCountDto> {
  const business = await em.findOne(KnownBusiness, { businessId: owner.businessId, loginId: owner.loginId });
  if (!business) return { total: 0, campaigns: [] };
  const rows = await em.execute<{ campaign_id: string; count: number }[]>(
    `select r.campaign_id, count(*)::int as count from ${serviceTable(em, 'referee')} r
     join ${serviceTable(em, 'known_campaign')} c on c.campaign_id = r.campaign_id
     where c.business_id = ? and not c.is_deleted and r.review_state = 'pending'
     group by r.campaign_id order by r.campaign_id`,
    [business.businessId],
  );
  return {
    total: rows.reduce((sum, { count }) => sum + count, 0),
    campaigns: rows.map(({ campaign_id, count }) => ({ campaignId: campaign_id, count })),
  };
}
