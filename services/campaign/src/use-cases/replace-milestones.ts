import type { EntityManager } from '@mikro-orm/sql';
import {
  CampaignEvents,
  type MilestoneInput,
  type OwnerPrincipal,
  type RewardMilestoneDto,
} from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import { RewardMilestone } from '../entities/reward-milestone.ts';
import { eventData, newMilestones, toMilestoneDto } from './campaign-mapping.ts';
import { changeBusiness, lockCampaign, type CampaignContext } from './campaign-store.ts';
import { findOwnedCampaign } from './owner.ts';

/** Replaces every milestone of the campaign with `milestones`, ordered by referral count; records `updated`. */
export async function replaceMilestones(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  milestones: MilestoneInput[],
  context: CampaignContext = {},
): Promise<RewardMilestoneDto[]> {
  const found = await findOwnedCampaign(em, owner, campaignId);
  return changeBusiness(em, found.business.businessId, async (tx) => {
    const campaign = await lockCampaign(tx, found.campaign.id);
    await tx.nativeDelete(RewardMilestone, { campaignId: campaign.id });
    const created = newMilestones(campaign.id, milestones);
    for (const milestone of created) tx.create(RewardMilestone, milestone);
    campaign.updatedAt = new Date();
    await tx.flush();
    recordEvent(tx, CampaignEvents.updated, eventData(campaign, created), { requestId: context.requestId });
    await tx.flush();
    return created.map(toMilestoneDto);
  });
}
