import type { EntityManager } from '@mikro-orm/sql';
import type { CreateBusinessForLoginInput, OwnerUser } from '@referrals/contracts';
import type { Logger } from '@referrals/service-kit';
import { Login } from '../entities/login.ts';
import { IdentityErrors } from '../errors.ts';
import { openBusiness, withSlugRetries } from './open-business.ts';
import { toOwnerUser } from './owner-user.ts';

export interface CreateBusinessContext {
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * Another business under an existing login (bus only, e.g. an administrator's "duplicate"): its own slug and
 * free trial, and its `businessRegistered` event through the outbox. The owner signs in with the login as before.
 */
export async function createBusinessForLogin(
  em: EntityManager,
  input: CreateBusinessForLoginInput,
  context: CreateBusinessContext,
): Promise<OwnerUser> {
  const now = context.now ?? new Date();
  const { loginId, ...details } = input;
  if ((await em.count(Login, { id: loginId })) === 0) throw IdentityErrors.loginNotFound();

  const user = await withSlugRetries(em, async (tx) => {
    const login = await tx.findOneOrFail(Login, loginId);
    const business = await openBusiness(tx, login, details, { now, requestId: context.requestId });
    return toOwnerUser(business, login);
  });
  context.log.info(
    { event: 'business-created-for-login', businessId: user.id },
    'business created for login',
  );
  return user;
}
