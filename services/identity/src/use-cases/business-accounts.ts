import type { EntityManager } from '@mikro-orm/sql';
import {
  planFactsOf,
  type BusinessSummary,
  type OwnerPrincipal,
  type OwnerUser,
  type PlanChoiceInput,
  type PublicBusiness,
} from '@referrals/contracts';
import type { Logger } from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { Session } from '../entities/session.ts';
import { IdentityErrors } from '../errors.ts';
import {
  applyBusinessChanges,
  lockOwnedBusiness,
  placeOf,
  recordBusinessUpdated,
} from './business-changes.ts';
import { activeCampaignCount } from './known-campaigns.ts';
import { findOwnedBusiness } from './owned-business.ts';
import { toOwnerUser } from './owner-user.ts';
import { recordLoginChanged } from './sessions.ts';

/** Slugs are made of [a-z0-9-] and short; anything else cannot name a business. */
const MAX_SLUG_LENGTH = 200;

/** Every business of the caller's login, oldest first; `businessId` must be one of them. */
export async function listBusinesses(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
): Promise<BusinessSummary[]> {
  await findOwnedBusiness(em, owner, businessId);
  const businesses = await em.find(
    Business,
    { login: owner.loginId },
    { orderBy: { createdAt: 'asc', id: 'asc' }, fields: ['id', 'businessName', 'isActive', 'createdAt'] },
  );
  return businesses.map(({ id, businessName, isActive }) => ({ id, businessName, isActive }));
}

/** One business account of the caller's login. */
export async function getBusiness(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
): Promise<OwnerUser> {
  const business = await findOwnedBusiness(em, owner, businessId);
  return toOwnerUser(business, business.login);
}

export interface ChoosePlanContext {
  log: Logger;
  /** Carried with the event to its consumers, for log correlation. */
  requestId?: string;
}

/**
 * The plan chosen on /subscribe (or later) for one business of the caller's login. A new tier publishes
 * `businessUpdated` in the same transaction; choosing the tier the business already has changes nothing and
 * publishes nothing. A plan whose active campaign limit is below the business's active campaigns (as the
 * campaign service's events have told, `known_campaign`) is refused: the owner deactivates some first. The
 * campaign service keeps enforcing the limit of the plan it knows on every activation.
 */
export async function choosePlan(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  input: PlanChoiceInput,
  context: ChoosePlanContext,
): Promise<OwnerUser> {
  const found = await findOwnedBusiness(em, owner, businessId);
  const { business, changed } = await em.fork().transactional(async (tx) => {
    const business = await lockOwnedBusiness(tx, found.id, owner.loginId);
    if (business.subscriptionTier !== input.subscriptionTier) {
      const active = await activeCampaignCount(tx, business.id);
      if (active > planFactsOf(input.subscriptionTier).activeCampaignLimit) {
        throw IdentityErrors.activeCampaignsExceedPlan(input.subscriptionTier, active);
      }
    }
    const changed = applyBusinessChanges(business, { subscriptionTier: input.subscriptionTier });
    if (changed) await recordBusinessUpdated(tx, business, { requestId: context.requestId });
    return { business, changed };
  });
  context.log.info(
    { event: 'plan-chosen', businessId: business.id, tier: input.subscriptionTier, changed },
    'plan chosen',
  );
  return toOwnerUser(business, found.login);
}

/**
 * Moves the caller's session onto another business of their login: "me" answers that business from now on.
 * `loginChanged` commits with the move, so no gateway keeps the session on the previous business.
 */
export async function selectBusiness(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  context: { requestId?: string } = {},
): Promise<OwnerUser> {
  const business = await findOwnedBusiness(em, owner, businessId);
  await em.fork().transactional(async (tx) => {
    const updated = await tx.nativeUpdate(
      Session,
      { id: owner.sessionId, login: owner.loginId },
      { business: business.id },
    );
    // The session was ended (logout elsewhere, password change) between the gateway's check and now.
    if (updated === 0) throw IdentityErrors.sessionInvalid();
    recordLoginChanged(tx, owner.loginId, 'business-selected', { requestId: context.requestId });
  });
  return toOwnerUser(business, business.login);
}

/**
 * What anyone may see of an active business: where and when customers find it (address, opening hours,
 * booking link), never its contact, e-mail or phone.
 */
export async function publicBusinessBySlug(em: EntityManager, slug: unknown): Promise<PublicBusiness> {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > MAX_SLUG_LENGTH) {
    throw IdentityErrors.businessNotFound();
  }
  const business = await em.findOne(Business, { businessSlug: slug.toLowerCase(), isActive: true });
  if (!business) throw IdentityErrors.businessNotFound();
  return {
    id: business.id,
    businessName: business.businessName,
    businessType: business.businessType,
    businessSlug: business.businessSlug,
    website: business.website ?? null,
    place: placeOf(business),
  };
}
