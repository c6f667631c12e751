import type { EntityManager } from '@mikro-orm/sql';
import type { OwnerPrincipal, RewardMilestoneDto } from '@referrals/contracts';
import { toMilestoneDto } from './campaign-mapping.ts';
import { milestonesOf } from './campaign-store.ts';
import { findOwnedCampaign } from './owner.ts';

export async function listMilestones(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
): Promise<RewardMilestoneDto[]> {
  const { campaign } = await findOwnedCampaign(em, owner, campaignId);
  return (await milestonesOf(em, campaign.id)).map(toMilestoneDto);
}
