import type { Principal } from '@referrals/contracts';
import { IdentityErrors } from '../errors.ts';

export type OwnerPrincipal = Extract<Principal, { kind: 'owner' }>;

/** The signed-in owner making the request; anyone else (nobody, a referrer, an admin) is refused. */
export function requireOwner(principal: Principal | null): OwnerPrincipal {
  if (principal?.kind !== 'owner') throw IdentityErrors.ownerRequired();
  return principal;
}
