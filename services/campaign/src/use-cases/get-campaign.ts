import type { EntityManager } from '@mikro-orm/sql';
import type { CampaignDto, OwnerPrincipal } from '@referrals/contracts';
import { campaignDtoOf } from './campaign-store.ts';
import { findOwnedCampaign } from './owner.ts';

export async function getCampaign(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
): Promise<CampaignDto> {
  const { campaign, business } = await findOwnedCampaign(em, owner, campaignId);
  return campaignDtoOf(em, campaign, business);
}
