import type { EntityManager } from '@mikro-orm/sql';
import type { AdminCampaignDto, AdminCampaignSummaryDto, AdminMilestoneDto } from '@referrals/contracts';
import { Campaign } from '../entities/campaign.ts';
import { KnownBusiness } from '../entities/known-business.ts';
import type { RewardMilestone } from '../entities/reward-milestone.ts';
import { CampaignErrors } from '../errors.ts';
import { milestonesOf } from './campaign-store.ts';
import { statsOf } from './statistics.ts';

/*
 * The administrators' reads (any admin role; the endpoints check the caller): every business's campaigns,
 * read-only, with the figures of the statistics read model.
 */

/**
 * GET /api/admin/businesses/{id}/campaigns: the business's campaigns, newest first, each with its referrals.
 * A business this service holds no campaigns of (unknown here, or not yet heard of from identity) answers [].
 */
export async function adminBusinessCampaigns(
  em: EntityManager,
  businessId: string,
): Promise<AdminCampaignSummaryDto[]> {
  const campaigns = await em.find(Campaign, { businessId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const stats = await statsOf(
    em,
    campaigns.map((campaign) => campaign.id),
  );
  return campaigns.map((campaign) => ({
    id: campaign.id,
    name: campaign.name,
    isActive: campaign.isActive,
    createdAt: campaign.createdAt.toISOString(),
    totalReferrals: stats.get(campaign.id)!.totalReferrals,
  }));
}

/** A milestone as the dialog shows it; one without a name of its own goes by its description. */
function toAdminMilestone(milestone: RewardMilestone): AdminMilestoneDto {
  return {
    id: milestone.id,
    referralCount: milestone.referralCount,
    rewardName: milestone.rewardName ?? milestone.rewardDescription,
    rewardValue: milestone.rewardValue,
  };
}

/** GET /api/admin/campaigns/{id}: the campaign's configuration, milestones and figures; unknown is a 404. */
export async function adminCampaign(em: EntityManager, campaignId: string): Promise<AdminCampaignDto> {
  const campaign = await em.findOne(Campaign, { id: campaignId });
  if (!campaign) throw CampaignErrors.campaignNotFound();
  const business = await em.findOne(KnownBusiness, { businessId: campaign.businessId });
  const milestones = await milestonesOf(em, campaign.id);
  const stats = (await statsOf(em, [campaign.id])).get(campaign.id)!;
  return {
    id: campaign.id,
    businessId: campaign.businessId,
    name: campaign.name,
    isActive: campaign.isActive,
    businessSlug: business?.businessSlug ?? '',
    createdAt: campaign.createdAt.toISOString(),
    primaryColor: campaign.primaryColor,
    secondaryColor: campaign.secondaryColor,
    logoImage: campaign.logoImage ?? null,
    headerImage: campaign.headerImage ?? null,
    welcomeMessage: campaign.welcomeMessage ?? null,
    rewardExplanation: campaign.rewardExplanation ?? null,
    businessValueProp: campaign.businessValueProp ?? null,
    constantRewardEnabled: campaign.constantRewardEnabled,
    constantRewardName: campaign.constantRewardName ?? null,
    inviteeRewardEnabled: campaign.inviteeRewardEnabled,
    inviteeRewardName: campaign.inviteeRewardName ?? null,
    milestones: milestones.map(toAdminMilestone),
    stats: {
      totalReferrals: stats.totalReferrals,
      activeReferrers: stats.activeReferrers,
      totalVouchers: stats.totalVouchers,
      redeemedVouchers: stats.redeemedVouchers,
    },
  };
}
