import type { EntityManager } from '@mikro-orm/sql';
import type { OwnerPrincipal, OwnerUser } from '@referrals/contracts';
import { Business } from '../entities/business.ts';
import { IdentityErrors } from '../errors.ts';
import { toOwnerUser } from './owner-user.ts';

/** The business the owner's session is on. A business that is gone (or not theirs) means signing in again. */
export async function currentOwner(em: EntityManager, owner: OwnerPrincipal): Promise<{ user: OwnerUser }> {
  const business = await em.findOne(
    Business,
    { id: owner.businessId, login: owner.loginId },
    { populate: ['login'] },
  );
  if (!business) throw IdentityErrors.ownerRequired();
  return { user: toOwnerUser(business, business.login) };
}
