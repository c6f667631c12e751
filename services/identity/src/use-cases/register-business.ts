import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { RegistrationInput } from '@referrals/contracts';
import {
  hashPassword,
  type Logger,
  normalizeEmail,
  recordFailure,
  secondsUntilAllowed,
} from '@referrals/service-kit';
import { Login } from '../entities/login.ts';
import { IdentityErrors } from '../errors.ts';
import { registrationThrottleKey } from './login-throttle.ts';
import { openBusiness, withSlugRetries } from './open-business.ts';
import { recordOwnerWelcome, type OwnerWelcomeSettings } from './owner-welcome.ts';
import { toOwnerUser, type SignedInOwner } from './owner-user.ts';
import { openSession } from './sessions.ts';

export async function emailTaken(em: EntityManager, emailNormalized: string): Promise<boolean> {
  return (await em.count(Login, { emailNormalized })) > 0;
}

export interface RegisterContext {
  /** The caller's address (`x-client-address` from the gateway); null for callers without one. */
  clientAddress: string | null;
  /** Sign-up attempts one address may make per 15 minutes (`REGISTRATIONS_PER_ADDRESS`). */
  registrationsPerAddress: number;
  log: Logger;
  /** The welcome e-mail's links and footer. */
  welcome: OwnerWelcomeSettings;
  /** Carried with the event to its consumers, for log correlation. */
  requestId?: string;
  now?: Date;
}

/**
 * Opens a business account: its login, the business (with its free trial and a unique slug), the
 * `businessRegistered` event and the welcome e-mail commit together, and the owner is signed in with a new session.
 * Attempts are throttled per client address before anything else, taken e-mails included, since the 409 for a
 * taken e-mail tells whether an account exists (docs/adr/0012-abuse-limits.md).
 */
export async function registerBusiness(
  em: EntityManager,
  input: RegistrationInput,
  context: RegisterContext,
): Promise<SignedInOwner> {
  const now = context.now ?? new Date();
  if (context.clientAddress) {
    const throttle = registrationThrottleKey(context.clientAddress, context.registrationsPerAddress);
    const waitSeconds = await secondsUntilAllowed(em, [throttle], now);
    if (waitSeconds > 0) {
      context.log.warn({ event: 'registration-throttled' }, 'registration refused: too many sign-ups');
      throw IdentityErrors.tooManyRegistrations(waitSeconds);
    }
    await recordFailure(em, [throttle], now);
  }
  const emailNormalized = normalizeEmail(input.email);
  // Checked before hashing so that a taken e-mail costs no bcrypt work; the unique index settles races.
  if (await emailTaken(em, emailNormalized)) throw IdentityErrors.emailTaken();
  const passwordHash = await hashPassword(input.password);

  const signedIn = await withSlugRetries(
    em,
    async (tx) => {
      const login = tx.create(Login, {
        id: randomUUID(),
        email: input.email,
        emailNormalized,
        passwordHash,
        passwordChangedAt: now,
        createdAt: now,
      });
      const business = await openBusiness(tx, login, input, { now, requestId: context.requestId });
      recordOwnerWelcome(tx, business, login.email, context.welcome, { requestId: context.requestId });
      const session = openSession(tx, login, business, now);
      return { user: toOwnerUser(business, login), session };
    },
    // The unique index caught a race: the e-mail (another registration won it) or the slug (retry).
    async () => {
      if (await emailTaken(em, emailNormalized)) throw IdentityErrors.emailTaken();
    },
  );
  context.log.info({ event: 'business-registered', businessId: signedIn.user.id }, 'business registered');
  return signedIn;
}
