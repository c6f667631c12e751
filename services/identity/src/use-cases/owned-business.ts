import type { EntityManager } from '@mikro-orm/sql';
import { Business } from '../entities/business.ts';
import { IdentityErrors } from '../errors.ts';
import type { OwnerPrincipal } from './owner-principal.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an id the `uuid` columns can be asked about (anything else would be a database error). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * The business `businessId` names, with its login, when it belongs to the caller's login. Anything else (no
 * such business, someone else's, not an id at all) is the same NotFoundError.
 */
export async function findOwnedBusiness(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: unknown,
): Promise<Business> {
  if (!isUuid(businessId)) throw IdentityErrors.businessNotFound();
  const business = await em.findOne(
    Business,
    { id: businessId, login: owner.loginId },
    { populate: ['login'] },
  );
  if (!business) throw IdentityErrors.businessNotFound();
  return business;
}
