import type { EntityManager } from '@mikro-orm/sql';
import type { Principal } from '@referrals/contracts';
import { KnownBusiness } from '../entities/known-business.ts';

/**
 * The business when the caller is an owner whose login holds it (as identity's events said): any business of
 * the login, not only the session's. Null for anyone else; the callers answer 404 alike for every case.
 */
export function findOwnedBusiness(
  em: EntityManager,
  principal: Principal | null,
  businessId: string,
): Promise<KnownBusiness | null> {
  if (principal?.kind !== 'owner') return Promise.resolve(null);
  return em.findOne(KnownBusiness, { businessId, loginId: principal.loginId });
}
