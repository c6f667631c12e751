import type { EntityManager } from '@mikro-orm/sql';
import type { CurrentOwnerAnswer, OwnerPrincipal } from '@referrals/contracts';
import { Business } from '../entities/business.ts';
import { IdentityErrors } from '../errors.ts';
import { toOwnerUser } from './owner-user.ts';

/**
 * The business the owner's session is on, and where to write to the platform (`PLATFORM_CONTACT_EMAIL`: a
 * disabled business's banner shows it). A business that is gone (or not theirs) means signing in again.
 */
export async function currentOwner(
  em: EntityManager,
  owner: OwnerPrincipal,
  platformContactEmail: string,
): Promise<CurrentOwnerAnswer> {
  const business = await em.findOne(
    Business,
    { id: owner.businessId, login: owner.loginId },
    { populate: ['login'] },
  );
  if (!business) throw IdentityErrors.ownerRequired();
  return { user: toOwnerUser(business, business.login), platformContactEmail };
}
