import type { EntityManager } from '@mikro-orm/sql';
import { CampaignEvents, type CampaignDto, type OwnerPrincipal } from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import { eventData } from './campaign-mapping.ts';
import {
  campaignDtoOf,
  changeBusiness,
  checkActiveLimit,
  lockCampaign,
  milestonesOf,
  type CampaignContext,
} from './campaign-store.ts';
import { findOwnedCampaign } from './owner.ts';

/** The detail page's toggle; activating counts against the plan's limit. Unchanged status records nothing. */
export async function setCampaignStatus(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  isActive: boolean,
  context: CampaignContext = {},
): Promise<CampaignDto> {
  const found = await findOwnedCampaign(em, owner, campaignId);
  return changeBusiness(em, found.business.businessId, async (tx) => {
    if (isActive) await checkActiveLimit(tx, found.business.businessId, found.campaign.id);
    const campaign = await lockCampaign(tx, found.campaign.id);
    if (campaign.isActive !== isActive) {
      campaign.isActive = isActive;
      await tx.flush();
      recordEvent(
        tx,
        CampaignEvents.statusChanged,
        eventData(campaign, await milestonesOf(tx, campaign.id)),
        {
          requestId: context.requestId,
        },
      );
      await tx.flush();
    }
    return campaignDtoOf(tx, campaign, found.business);
  });
}
