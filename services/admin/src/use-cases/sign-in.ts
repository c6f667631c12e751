import type { EntityManager } from '@mikro-orm/sql';
import type { AdminSignInAnswer, AdminSignInInput } from '@referrals/contracts';
import { checkSignIn, type Logger, normalizeEmail } from '@referrals/service-kit';
import { AdminUser } from '../entities/admin-user.ts';
import { AdminErrors } from '../errors.ts';
import { toAdminUserDto } from './admin-user-dto.ts';
import { openAdminSession, sweepOldSessions } from './admin-sessions.ts';

export interface SignInContext {
  clientAddress: string | null;
  /** `SIGN_IN_FAILURES_PER_ADDRESS`. */
  failuresPerAddress?: number;
  log: Logger;
  now?: Date;
}

/**
 * POST /api/admin/auth/login: an admin signs in with a new session and gets its bearer token. An unknown
 * e-mail, a wrong password and a deactivated admin answer alike, in similar time; failures are throttled per
 * e-mail and per client address as every sign-in is (the kit's policies), and a throttled key is refused even
 * with the right password until its window ends.
 */
export async function signInAdmin(
  em: EntityManager,
  input: AdminSignInInput,
  context: SignInContext,
): Promise<AdminSignInAnswer> {
  const now = context.now ?? new Date();
  const emailNormalized = normalizeEmail(input.email);
  const admin = await checkSignIn(
    em,
    {
      emailNormalized,
      password: input.password,
      clientAddress: context.clientAddress,
      failuresPerAddress: context.failuresPerAddress,
      now,
      log: context.log,
      events: {
        throttled: {
          event: 'admin-login-throttled',
          message: 'admin login refused: too many failed attempts',
        },
        failed: { event: 'admin-login-failed', message: 'admin login failed' },
      },
    },
    {
      find: () => em.findOne(AdminUser, { emailNormalized }, { populate: ['passwordHash'] }),
      passwordHashOf: (found) => found.passwordHash,
      // A deactivated admin is refused like a wrong password.
      usable: (found) => (found.isActive ? found : null),
      tooMany: AdminErrors.tooManySignInAttempts,
      invalid: AdminErrors.invalidCredentials,
    },
  );

  await sweepOldSessions(em, admin.id, now);
  const session = openAdminSession(em, admin, now);
  admin.lastLogin = now;
  await em.flush();
  context.log.info({ event: 'admin-login', adminId: admin.id }, 'admin logged in');
  return { token: session.token, user: toAdminUserDto(admin), expiresAt: session.expiresAt.toISOString() };
}
