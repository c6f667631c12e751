import type { EntityManager } from '@mikro-orm/sql';
import type { LoginInput } from '@referrals/contracts';
import { checkSignIn, type Logger, normalizeEmail } from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { Login } from '../entities/login.ts';
import { IdentityErrors } from '../errors.ts';
import { toOwnerUser, type SignedInOwner } from './owner-user.ts';
import { openSession, sweepExpiredSessions } from './sessions.ts';

export interface LogInContext {
  clientAddress: string | null;
  /** `SIGN_IN_FAILURES_PER_ADDRESS`. */
  failuresPerAddress?: number;
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
  const { login, business } = await checkSignIn(
    em,
    {
      emailNormalized,
      password: input.password,
      clientAddress: context.clientAddress,
      failuresPerAddress: context.failuresPerAddress,
      now,
      log: context.log,
      events: {
        throttled: { event: 'login-throttled', message: 'login refused: too many failed attempts' },
        failed: { event: 'login-failed', message: 'login failed' },
      },
    },
    {
      find: () => em.findOne(Login, { emailNormalized }, { populate: ['passwordHash'] }),
      passwordHashOf: (found) => found.passwordHash,
      // A login without a business has nothing to sign in to: refused like a wrong password.
      usable: async (found) => {
        const oldest = await em.findOne(
          Business,
          { login: found },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        );
        return oldest && { login: found, business: oldest };
      },
      tooMany: IdentityErrors.tooManyLoginAttempts,
      invalid: IdentityErrors.invalidCredentials,
    },
  );

  await sweepExpiredSessions(em, login, now);
  const session = openSession(em, login, business, now);
  await em.flush();
  context.log.info({ event: 'login', businessId: business.id }, 'owner logged in');
  return { user: toOwnerUser(business, login), session };
}
