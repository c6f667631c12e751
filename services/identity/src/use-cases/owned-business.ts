import type { EntityManager } from '@mikro-orm/sql';
import type { OwnerPrincipal } from '@referrals/contracts';
import { Business } from '../entities/business.ts';
import { IdentityErrors } from '../errors.ts';

/**
 * The business `businessId` names, with its login, when it belongs to the caller's login. Anything else (no
 * such business, someone else's) is the same NotFoundError, as a malformed id is at the endpoint.
 */
export async function findOwnedBusiness(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
): Promise<Business> {
  const business = await em.findOne(
    Business,
    { id: businessId, login: owner.loginId },
    { populate: ['login'] },
  );
  if (!business) throw IdentityErrors.businessNotFound();
  return business;
}
