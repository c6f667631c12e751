import type { EntityManager } from '@mikro-orm/sql';
import type { LoginInput } from '@referrals/contracts';
import {
  burnPasswordCheck,
  clearFailures,
  recordFailure,
  secondsUntilAllowed,
  signInEmailThrottleKey,
  signInThrottleKeys,
  verifyPassword,
  type Logger,
} from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { Login } from '../entities/login.ts';
import { IdentityErrors } from '../errors.ts';
import { normalizeEmail } from './email.ts';
import { toOwnerUser, type SignedInOwner } from './owner-user.ts';
import { openSession, sweepExpiredSessions } from './sessions.ts';

export interface LogInContext {
  clientAddress: string | null;
  log: Logger;
  now?: Date;
}

/**
 * Signs an owner in with a new session (sessions rotate on every sign-in) on the login's oldest business.
 * Unknown e-mail and wrong password answer alike, in similar time; failures are throttled per e-mail and per
 * client address, and a throttled key is refused even with the right password until its window ends.
 */
export async function logIn(
  em: EntityManager,
  input: LoginInput,
  context: LogInContext,
): Promise<SignedInOwner> {
  const now = context.now ?? new Date();
  const emailNormalized = normalizeEmail(input.email);
  const keys = signInThrottleKeys(emailNormalized, context.clientAddress);

  const waitSeconds = await secondsUntilAllowed(em, keys, now);
  if (waitSeconds > 0) {
    context.log.warn({ event: 'login-throttled' }, 'login refused: too many failed attempts');
    throw IdentityErrors.tooManyLoginAttempts(waitSeconds);
  }

  const login = await em.findOne(Login, { emailNormalized }, { populate: ['passwordHash'] });
  const passwordMatches = login
    ? await verifyPassword(input.password, login.passwordHash)
    : await burnPasswordCheck().then(() => false);
  const business =
    login && passwordMatches
      ? await em.findOne(Business, { login }, { orderBy: { createdAt: 'asc', id: 'asc' } })
      : null;
  if (!login || !business) {
    await recordFailure(em, keys, now);
    context.log.info({ event: 'login-failed' }, 'login failed');
    throw IdentityErrors.invalidCredentials();
  }

  // The address counter stays: one valid account must not wash out failures against others.
  await clearFailures(em, signInEmailThrottleKey(emailNormalized).key);
  await sweepExpiredSessions(em, login, now);
  const session = openSession(em, login, business, now);
  await em.flush();
  context.log.info({ event: 'login', businessId: business.id }, 'owner logged in');
  return { user: toOwnerUser(business, login), session };
}
