import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  FREE_TRIAL_DAYS,
  IdentityEvents,
  type BusinessRegisteredData,
  type RegistrationInput,
} from '@referrals/contracts';
import {
  conflictOnUniqueViolation,
  hashPassword,
  isAppError,
  recordEvent,
  type Logger,
} from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { Login } from '../entities/login.ts';
import { IdentityErrors } from '../errors.ts';
import { freeSlugFor } from './business-slug.ts';
import { normalizeEmail } from './email.ts';
import { toOwnerUser, type SignedInOwner } from './owner-user.ts';
import { openSession } from './sessions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Registrations racing for the same slug: each retry sees the winners and takes the next suffix. */
const SLUG_ATTEMPTS = 5;

async function emailTaken(em: EntityManager, emailNormalized: string): Promise<boolean> {
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

  for (let attempt = 1; ; attempt += 1) {
    try {
      const signedIn = await conflictOnUniqueViolation(() =>
        // A fresh fork per attempt: nothing of a rolled-back attempt may linger in the next one.
        em.fork().transactional(async (tx) => {
          const login = tx.create(Login, {
            id: randomUUID(),
            email: input.email,
            emailNormalized,
            passwordHash,
            passwordChangedAt: now,
            createdAt: now,
          });
          const business = tx.create(Business, {
            id: randomUUID(),
            login,
            businessName: input.businessName,
            businessType: input.businessType,
            businessSlug: await freeSlugFor(tx, input.businessName),
            contactName: input.contactName,
            phoneNumber: input.phoneNumber,
            businessAddress: input.businessAddress,
            postcode: input.postcode,
            website: input.website || null,
            subscriptionTier: 'basic',
            isActive: true,
            trialEndsAt: new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS),
            createdAt: now,
            updatedAt: now,
          });
          recordEvent(
            tx,
            IdentityEvents.businessRegistered,
            {
              businessId: business.id,
              loginId: login.id,
              businessName: business.businessName,
              businessSlug: business.businessSlug,
              businessType: business.businessType,
              isActive: business.isActive,
              subscriptionTier: business.subscriptionTier,
              createdAt: business.createdAt.toISOString(),
            } satisfies BusinessRegisteredData,
            { requestId: context.requestId },
          );
          const session = openSession(tx, login, business, now);
          return { user: toOwnerUser(business, login), session };
        }),
      );
      context.log.info({ event: 'business-registered', businessId: signedIn.user.id }, 'business registered');
      return signedIn;
    } catch (error) {
      if (!isAppError(error, 'ConflictError')) throw error;
      // The unique index caught a race: the e-mail (another registration won it) or the slug (retry).
      if (await emailTaken(em, emailNormalized)) throw IdentityErrors.emailTaken();
      if (attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}
