import type { EntityManager } from '@mikro-orm/sql';
import {
  rewardInBrief,
  type NextRewardDto,
  type OwnerPrincipal,
  type ReferrerPrincipal,
  type ReferrerStatsDto,
} from '@referrals/contracts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Referrer } from '../entities/referrer.ts';
import { Voucher } from '../entities/voucher.ts';
import { ReferralErrors } from '../errors.ts';
import { findOwnedBusiness } from './owner.ts';
import { findOwnMembership } from './referrer-account.ts';
import { rankOf } from './referrer-ranking.ts';

/**
 * The live membership `referrerId` when the caller may read it: a referrer their own person's, an owner one of
 * a campaign of their login's businesses. 404 alike for every other case.
 */
async function findReadableReferrer(
  em: EntityManager,
  caller: ReferrerPrincipal | OwnerPrincipal,
  referrerId: string,
): Promise<Referrer> {
  if (caller.kind === 'referrer') return findOwnMembership(em, caller, referrerId);
  const referrer = await em.findOne(Referrer, { id: referrerId, deletedAt: null });
  if (!referrer || !(await findOwnedBusiness(em, caller, referrer.businessId))) {
    throw ReferralErrors.referrerNotFoundForOwner();
  }
  return referrer;
}

const percentOf = (successful: number, needed: number): number =>
  Math.min(100, Math.round((successful / needed) * 100));

/**
 * What the next successful referrals earn on the campaign as it is now, as the rewards are settled: with the
 * constant reward on, the next successful referral; otherwise the first milestone not reached yet. Null when
 * every milestone is reached, the campaign rewards referrers with nothing, or it was deleted.
 */
export function nextReward(campaign: KnownCampaign | null, successful: number): NextRewardDto | null {
  if (!campaign || campaign.isDeleted) return null;
  const constant = campaign.constantReward;
  if (constant) {
    const referralCount = successful + 1;
    return {
      kind: 'constant',
      referralCount,
      rewardName: constant.name,
      rewardValue: rewardInBrief(constant) ?? constant.name,
      remaining: 1,
      progressPercent: percentOf(successful, referralCount),
    };
  }
  const milestone = campaign.milestones
    .filter(({ referralCount }) => referralCount > successful)
    .sort((a, b) => a.referralCount - b.referralCount)[0];
  if (!milestone) return null;
  return {
    kind: 'milestone',
    referralCount: milestone.referralCount,
    rewardName: milestone.rewardName,
    rewardValue: milestone.rewardValue.trim(),
    remaining: milestone.referralCount - successful,
    progressPercent: percentOf(successful, milestone.referralCount),
  };
}

/**
 * GET /api/referrers/stats/{id}: a membership's referrals, its place in the campaign, the reward vouchers it
 * earned and its next reward, for the referrer themself or the campaign's owner (404 for anyone else).
 */
export async function referrerStats(
  em: EntityManager,
  caller: ReferrerPrincipal | OwnerPrincipal,
  referrerId: string,
): Promise<ReferrerStatsDto> {
  const referrer = await findReadableReferrer(em, caller, referrerId);
  const ranking = await rankOf(em, referrer.campaignId, referrer.id);
  if (!ranking) throw ReferralErrors.referrerNotFoundForOwner();
  const campaign = await em.findOne(KnownCampaign, referrer.campaignId);
  const vouchersEarned = await em.count(Voucher, {
    referrerId: referrer.id,
    holder: 'referrer',
    kind: 'voucher',
  });
  return {
    referrerId: referrer.id,
    campaignId: referrer.campaignId,
    businessId: referrer.businessId,
    totalReferrals: referrer.referralCount,
    successfulReferrals: referrer.successfulReferrals,
    pendingReferrals: Math.max(0, referrer.referralCount - referrer.successfulReferrals),
    rank: ranking.rank,
    rankedReferrers: ranking.rankedReferrers,
    vouchersEarned,
    nextReward: nextReward(campaign, referrer.successfulReferrals),
  };
}
