import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { RegistrationInput } from '@referrals/contracts';
import { hashPassword, type Logger } from '@referrals/service-kit';
import { Login } from '../entities/login.ts';
import { IdentityErrors } from '../errors.ts';
import { normalizeEmail } from './email.ts';
import { openBusiness, withSlugRetries } from './open-business.ts';
import { toOwnerUser, type SignedInOwner } from './owner-user.ts';
import { openSession } from './sessions.ts';

export async function emailTaken(em: EntityManager, emailNormalized: string): Promise<boolean> {
  return (await em.count(Login, { emailNormalized })) > 0;
}

export interface RegisterContext {
  log: Logger;
  /** Carried with the event to its consumers, for log correlation. */
  requestId?: string;
  now?: Date;
}

/**
 * Opens a business account: its login, the business (with its free trial and a unique slug) and the
 * `businessRegistered` event commit together, and the owner is signed in with a new session.
 */
export async function registerBusiness(
  em: EntityManager,
  input: RegistrationInput,
  context: RegisterContext,
): Promise<SignedInOwner> {
  const now = context.now ?? new Date();
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
