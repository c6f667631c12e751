import type { EntityManager } from '@mikro-orm/sql';
import { CampaignEvents, type OwnerPrincipal } from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import { Campaign } from '../entities/campaign.ts';
import { RewardMilestone } from '../entities/reward-milestone.ts';
import { CampaignErrors } from '../errors.ts';
import { eventData } from './campaign-mapping.ts';
import { changeBusiness, milestonesOf, releaseImages, type CampaignContext } from './campaign-store.ts';
import { findOwnedCampaign } from './owner.ts';
import { forgetCampaignStatistics } from './statistics.ts';
import { imageFilesOf } from './uploaded-files.ts';

export async function deleteCampaign(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  context: CampaignContext = {},
): Promise<{ message: string }> {
  const found = await findOwnedCampaign(em, owner, campaignId);
  await changeBusiness(em, found.business.businessId, async (tx) => {
    const milestones = await milestonesOf(tx, found.campaign.id);
    const deleted = await tx.nativeDelete(Campaign, { id: found.campaign.id });
    if (deleted === 0) throw CampaignErrors.campaignNotFound();
    await tx.nativeDelete(RewardMilestone, { campaignId: found.campaign.id });
    // After the campaign's row: a referral event being counted holds that row, so its figures are deleted too.
    await forgetCampaignStatistics(tx, found.campaign.id);
    recordEvent(tx, CampaignEvents.deleted, eventData(found.campaign, milestones), {
      requestId: context.requestId,
    });
    await tx.flush();
  });
  await releaseImages(em, [...imageFilesOf(found.campaign)], context);
  return { message: 'Campaign deleted' };
}
