import type { EntityManager } from '@mikro-orm/sql';
import type { Principal } from '@referrals/contracts';
import { Campaign } from '../entities/campaign.ts';
import { KnownBusiness } from '../entities/known-business.ts';
import { CampaignErrors } from '../errors.ts';

export type OwnerPrincipal = Extract<Principal, { kind: 'owner' }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an id the `uuid` columns can be asked about (anything else would be a database error). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The signed-in owner making the request; anyone else is refused. */
export function requireOwner(principal: Principal | null): OwnerPrincipal {
  if (principal?.kind !== 'owner') throw CampaignErrors.ownerRequired();
  return principal;
}

/**
 * The business `businessId` names when the caller's login owns it (as identity's events said): any business
 * of the login, not only the session's. Anything else is the same NotFoundError.
 */
export async function findOwnedBusiness(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: unknown,
): Promise<KnownBusiness> {
  if (!isUuid(businessId)) throw CampaignErrors.businessNotFound();
  const business = await em.findOne(KnownBusiness, { businessId, loginId: owner.loginId });
  if (!business) throw CampaignErrors.businessNotFound();
  return business;
}

/** The campaign `campaignId` names, with its business, when the caller's login owns that business. */
export async function findOwnedCampaign(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: unknown,
): Promise<{ campaign: Campaign; business: KnownBusiness }> {
  if (!isUuid(campaignId)) throw CampaignErrors.campaignNotFound();
  const campaign = await em.findOne(Campaign, { id: campaignId });
  if (!campaign) throw CampaignErrors.campaignNotFound();
  const business = await em.findOne(KnownBusiness, {
    businessId: campaign.businessId,
    loginId: owner.loginId,
  });
  if (!business) throw CampaignErrors.campaignNotFound();
  return { campaign, business };
}
