import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { planFactsOf, type CampaignDto } from '@referrals/contracts';
import { Campaign } from '../entities/campaign.ts';
import { KnownBusiness } from '../entities/known-business.ts';
import { RewardMilestone } from '../entities/reward-milestone.ts';
import { CampaignErrors } from '../errors.ts';
import { MILESTONE_ORDER, toCampaignDto } from './campaign-mapping.ts';
import { readCacheOf } from './read-cache.ts';
import { statsOf } from './statistics.ts';
import { releaseFiles, type UploadContext } from './uploaded-files.ts';

/*
 * What the campaign use cases share to read and change campaigns: the milestones in order, the owner's answer
 * as it is now, and a change's transaction (the business's cached reads dropped after it, the campaign row
 * locked, the plan's limit of active campaigns, unused images deleted after the commit).
 */

export interface CampaignContext {
  /** Carried with the events to their consumers, for log correlation. */
  requestId?: string;
  /** Where the campaign's uploaded images are: those a change leaves unused are deleted from it. */
  uploads?: UploadContext;
}

export const milestonesOf = (em: EntityManager, campaignId: string) =>
  em.find(RewardMilestone, { campaignId }, { orderBy: MILESTONE_ORDER });

/** The campaign as its owner sees it, with its statistics as they are now. */
export async function campaignDtoOf(
  em: EntityManager,
  campaign: Campaign,
  business: KnownBusiness,
): Promise<CampaignDto> {
  const stats = await statsOf(em, [campaign.id]);
  return toCampaignDto(campaign, business, await milestonesOf(em, campaign.id), stats.get(campaign.id)!);
}

/**
 * Locks the business row until `tx` ends, so that concurrent activations of one business take turns, then
 * refuses one more active campaign past the plan's limit (`exceptCampaignId` is the one being activated).
 */
export async function checkActiveLimit(
  tx: EntityManager,
  businessId: string,
  exceptCampaignId?: string,
): Promise<void> {
  const business = await tx.findOneOrFail(
    KnownBusiness,
    { businessId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  const { tier, activeCampaignLimit: limit } = planFactsOf(business.subscriptionTier);
  if (!Number.isFinite(limit)) return;
  const active = await tx.count(Campaign, {
    businessId,
    isActive: true,
    ...(exceptCampaignId ? { id: { $ne: exceptCampaignId } } : {}),
  });
  if (active >= limit) throw CampaignErrors.planLimitReached(tier, limit);
}

/**
 * Runs `work` in a transaction of its own, then, once it has committed, drops the cached reads of the business
 * whose campaigns it changed (read-cache.ts): here and, by broadcast, in the other replicas.
 */
export async function changeBusiness<T>(
  em: EntityManager,
  businessId: string,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const result = await em.fork().transactional(work);
  readCacheOf(em).changed(businessId);
  return result;
}

/**
 * The campaign row locked for this transaction, so concurrent changes to one campaign take turns and each
 * event describes it as committed; gone meanwhile (deleted) is not found.
 */
export async function lockCampaign(tx: EntityManager, campaignId: string): Promise<Campaign> {
  const campaign = await tx.findOne(Campaign, { id: campaignId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!campaign) throw CampaignErrors.campaignNotFound();
  return campaign;
}

/** Deletes the images a committed change left unused (uploaded-files.ts), when the caller gave the store. */
export async function releaseImages(
  em: EntityManager,
  filenames: string[],
  context: CampaignContext,
): Promise<void> {
  if (context.uploads && filenames.length > 0) await releaseFiles(em, filenames, context.uploads);
}
