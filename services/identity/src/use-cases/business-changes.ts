import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  IdentityEvents,
  type BusinessPlace,
  type BusinessRegisteredData,
  type BusinessUpdatedData,
} from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { IdentityErrors } from '../errors.ts';

/** What identity's business events say about a business: the fields other services' read models keep. */
export function businessEventData(business: Business): BusinessRegisteredData {
  return {
    businessId: business.id,
    loginId: business.login.id,
    businessName: business.businessName,
    businessSlug: business.businessSlug,
    businessType: business.businessType,
    isActive: business.isActive,
    subscriptionTier: business.subscriptionTier,
    createdAt: business.createdAt.toISOString(),
    postalAddress: postalAddressOf(business),
    place: placeOf(business),
  };
}

/** Where and when customers find the business: what its public pages, vouchers and customer e-mails show. */
export function placeOf(business: Business): BusinessPlace {
  return {
    businessAddress: business.businessAddress,
    postcode: business.postcode,
    bookingUrl: business.bookingUrl ?? null,
    openingHours: business.openingHours ?? null,
  };
}

/** The business's address and postcode on one line, as the footers of e-mails in its name show it. */
export function postalAddressOf(business: Business): string {
  return [business.businessName, business.businessAddress, business.postcode]
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * The business `businessId`, locked until `tx` ends (as {@link lockOwnedBusiness}, whoever owns it); null when
 * it does not exist (any more).
 */
export async function lockBusiness(tx: EntityManager, businessId: string): Promise<Business | null> {
  return tx.findOne(Business, { id: businessId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * The business of `loginId`, locked until `tx` ends. Concurrent changes of one business take turns: each one
 * reads what the previous one committed, so every `businessUpdated` describes the business as committed, and
 * the events' `occurredAt` follow the order of the commits (consumers keep the newest).
 */
export async function lockOwnedBusiness(
  tx: EntityManager,
  businessId: string,
  loginId: string,
): Promise<Business> {
  const business = await tx.findOne(
    Business,
    { id: businessId, login: loginId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  // Deleted between the caller's ownership check and now.
  if (!business) throw IdentityErrors.businessNotFound();
  return business;
}

/**
 * The fields of a business that change after it was opened: its owner changes the profile and plan (the slug
 * only on request), an administrator also its type and status. The trial never changes.
 */
type ChangeableField =
  | 'businessName'
  | 'businessType'
  | 'businessSlug'
  | 'contactName'
  | 'phoneNumber'
  | 'businessAddress'
  | 'postcode'
  | 'website'
  | 'bookingUrl'
  | 'openingHours'
  | 'subscriptionTier'
  | 'isActive';

/**
 * A field's value as text that is equal for equal content: opening hours are JSON, which the database hands
 * back with its keys in another order than the request's.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Sets the fields of `changes` that differ on `business`; true when any did. */
export function applyBusinessChanges(
  business: Business,
  changes: Partial<Pick<Business, ChangeableField>>,
): boolean {
  let changed = false;
  for (const [field, value] of Object.entries(changes) as [ChangeableField, Business[ChangeableField]][]) {
    if (canonical(business[field]) !== canonical(value)) {
      Object.assign(business, { [field]: value });
      changed = true;
    }
  }
  return changed;
}

/**
 * Adds `businessUpdated` (the business as it is now) to the unit of work of `tx`, so that it commits with the
 * change. Flushes first: `updatedAt` is set by the flush that writes the change.
 */
export async function recordBusinessUpdated(
  tx: EntityManager,
  business: Business,
  options: { requestId?: string } = {},
): Promise<void> {
  await tx.flush();
  recordEvent(
    tx,
    IdentityEvents.businessUpdated,
    {
      ...businessEventData(business),
      updatedAt: business.updatedAt.toISOString(),
    } satisfies BusinessUpdatedData,
    { requestId: options.requestId },
  );
}
