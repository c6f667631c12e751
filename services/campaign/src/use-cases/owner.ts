import type { EntityManager } from '@mikro-orm/sql';
import type { OwnerPrincipal } from '@referrals/contracts';
import { Campaign } from '../entities/campaign.ts';
import { KnownBusiness } from '../entities/known-business.ts';
import { CampaignErrors } from '../errors.ts';

/**
 * The business `businessId` names when the caller's login owns it (as identity's events said): any business
 * of the login, not only the session's. Anything else is the same NotFoundError.
 */
export async function findOwnedBusiness(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
): Promise<KnownBusiness> {
  const business = await em.findOne(KnownBusiness, { businessId, loginId: owner.loginId });
  if (!business) throw CampaignErrors.businessNotFound();
  return business;
}

/** The campaign `campaignId` names, with its business, when the caller's login owns that business. */
export async function findOwnedCampaign(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
): Promise<{ campaign: Campaign; business: KnownBusiness }> {
  const campaign = await em.findOne(Campaign, { id: campaignId });
  if (!campaign) throw CampaignErrors.campaignNotFound();
  const business = await em.findOne(KnownBusiness, {
    businessId: campaign.businessId,
    loginId: owner.loginId,
  });
  if (!business) throw CampaignErrors.campaignNotFound();
  return { campaign, business };
}
