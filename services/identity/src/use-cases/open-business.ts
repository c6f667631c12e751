import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { FREE_TRIAL_DAYS, IdentityEvents, type BusinessDetailsInput } from '@referrals/contracts';
import { conflictOnUniqueViolation, isAppError, recordEvent } from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import type { Login } from '../entities/login.ts';
import { businessEventData } from './business-changes.ts';
import { freeSlugFor } from './business-slug.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Businesses racing for the same slug: each retry sees the winners and takes the next suffix. */
const SLUG_ATTEMPTS = 5;

export interface OpenBusinessContext {
  now: Date;
  /** The plan it starts on: Basic (chosen on /subscribe afterwards) unless given, e.g. a copy keeps its source's. */
  subscriptionTier?: string;
  /** Carried with the event to its consumers, for log correlation. */
  requestId?: string;
  /**
   * What a copy keeps of its source beyond the sign-up form's details: where customers book, the opening hours
   * and the time zone its summaries are sent in. A new business starts without them.
   */
  copiedFrom?: Pick<Business, 'bookingUrl' | 'openingHours' | 'timeZone'>;
}

/**
 * Adds a business of `login` (its free trial, a unique slug) and its `businessRegistered` event to the unit
 * of work of `tx`, so that both commit together.
 */
export async function openBusiness(
  tx: EntityManager,
  login: Login,
  details: BusinessDetailsInput,
  context: OpenBusinessContext,
): Promise<Business> {
  const { now } = context;
  const business = tx.create(Business, {
    id: randomUUID(),
    login,
    businessName: details.businessName,
    businessType: details.businessType,
    businessSlug: await freeSlugFor(tx, details.businessName),
    contactName: details.contactName,
    phoneNumber: details.phoneNumber,
    businessAddress: details.businessAddress,
    postcode: details.postcode,
    website: details.website || null,
    bookingUrl: context.copiedFrom?.bookingUrl ?? null,
    openingHours: context.copiedFrom?.openingHours ?? null,
    timeZone: context.copiedFrom?.timeZone ?? null,
    subscriptionTier: context.subscriptionTier ?? 'basic',
    isActive: true,
    trialEndsAt: new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS),
    createdAt: now,
    updatedAt: now,
  });
  recordEvent(tx, IdentityEvents.businessRegistered, businessEventData(business), {
    requestId: context.requestId,
  });
  return business;
}

/**
 * Runs `work` in a transaction of its own, again when a unique index refused it: two businesses racing for
 * one slug are settled by the index and the loser takes the next suffix. `explainConflict` may throw the
 * error a conflict really means (e.g. an e-mail taken meanwhile); otherwise the race is retried.
 */
export async function withSlugRetries<T>(
  em: EntityManager,
  work: (tx: EntityManager) => Promise<T>,
  explainConflict: () => Promise<void> = async () => undefined,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A fresh fork per attempt: nothing of a rolled-back attempt may linger in the next one.
      return await conflictOnUniqueViolation(() => em.fork().transactional(work));
    } catch (error) {
      if (!isAppError(error, 'ConflictError')) throw error;
      await explainConflict();
      if (attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}
