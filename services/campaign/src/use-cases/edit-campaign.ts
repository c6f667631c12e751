import type { EntityManager } from '@mikro-orm/sql';
import {
  CampaignEvents,
  type CampaignDto,
  type CampaignEditInput,
  type OwnerPrincipal,
} from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import { campaignContent, eventData, orNull } from './campaign-mapping.ts';
import {
  campaignDtoOf,
  changeBusiness,
  lockCampaign,
  milestonesOf,
  releaseImages,
  type CampaignContext,
} from './campaign-store.ts';
import { findOwnedCampaign } from './owner.ts';
import { imageFilesOf } from './uploaded-files.ts';

/** The edit form: every field it shows is set (absent text clears, absent booleans are false, docs/product-rules.md §5). */
export async function editCampaign(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  input: CampaignEditInput,
  context: CampaignContext = {},
): Promise<CampaignDto> {
  const found = await findOwnedCampaign(em, owner, campaignId);
  let imagesBefore = new Set<string>();
  const edited = await changeBusiness(em, found.business.businessId, async (tx) => {
    const campaign = await lockCampaign(tx, found.campaign.id);
    imagesBefore = imageFilesOf(campaign);
    tx.assign(campaign, {
      ...campaignContent(input, input.geographicRadius),
      constantRewardName: orNull(input.constantRewardName),
      inviteeRewardName: orNull(input.inviteeRewardName),
    });
    await tx.flush();
    recordEvent(tx, CampaignEvents.updated, eventData(campaign, await milestonesOf(tx, campaign.id)), {
      requestId: context.requestId,
    });
    await tx.flush();
    return campaignDtoOf(tx, campaign, found.business);
  });
  const imagesAfter = imageFilesOf(edited);
  await releaseImages(
    em,
    [...imagesBefore].filter((filename) => !imagesAfter.has(filename)),
    context,
  );
  return edited;
}
