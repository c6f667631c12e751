import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  CampaignEvents,
  type CampaignCreateInput,
  type CampaignDto,
  type OwnerPrincipal,
} from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import { Campaign } from '../entities/campaign.ts';
import { RewardMilestone } from '../entities/reward-milestone.ts';
import { campaignContent, eventData, newMilestones, orNull, toCampaignDto } from './campaign-mapping.ts';
import { changeBusiness, checkActiveLimit, type CampaignContext } from './campaign-store.ts';
import { scheduleCampaignEnd } from './end-campaign.ts';
import { findOwnedBusiness } from './owner.ts';
import { toStatsDto } from './statistics.ts';

/**
 * The wizard's campaign, active from the start (refused past the business's plan limit) unless the owner
 * saves it inactive.
 */
export async function createCampaign(
  em: EntityManager,
  owner: OwnerPrincipal,
  input: CampaignCreateInput,
  context: CampaignContext = {},
): Promise<CampaignDto> {
  const business = await findOwnedBusiness(em, owner, input.userId);
  return changeBusiness(em, business.businessId, async (tx) => {
    if (input.isActive) await checkActiveLimit(tx, business.businessId);
    const now = new Date();
    const campaign = tx.create(Campaign, {
      id: randomUUID(),
      businessId: business.businessId,
      ...campaignContent(input, input.geoRadius),
      friendFields: input.friendFields,
      constantRewardName: input.constantRewardEnabled ? orNull(input.constantRewardName) : null,
      inviteeRewardName: input.inviteeRewardEnabled ? orNull(input.inviteeRewardName) : null,
      endsAt: input.duration === 'custom' && input.endsAt ? new Date(input.endsAt) : null,
      isActive: input.isActive,
      createdAt: now,
      updatedAt: now,
    });
    const milestones = newMilestones(campaign.id, input.milestones ?? []);
    for (const milestone of milestones) tx.create(RewardMilestone, milestone);
    recordEvent(tx, CampaignEvents.created, eventData(campaign, milestones), {
      requestId: context.requestId,
    });
    await scheduleCampaignEnd(tx, campaign);
    await tx.flush();
    return toCampaignDto(campaign, business, milestones, toStatsDto(undefined));
  });
}
