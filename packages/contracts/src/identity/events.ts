import type { BusinessPlace } from './place.ts';

export const IdentityEvents = {
  /** A business account was opened (registration, or another business under an existing login). */
  businessRegistered: 'identity.business-registered',
  /** A business account changed (profile, plan): the whole business as it is after the change. */
  businessUpdated: 'identity.business-updated',
  /**
   * What a login's sessions stand for changed: a session ended (logout; a new password or e-mail ends the
   * login's other sessions), a session moved to another business (chosen, or its business deleted), the login
   * deleted with its last business, or the login's e-mail changed. Whoever
   * keeps the login's sessions or account cached (the gateway) drops them and asks identity again.
   */
  loginChanged: 'identity.login-changed',
  /** A business was deleted (an administrator's delete): `BusinessDeletedData`. */
  businessDeleted: 'identity.business-deleted',
} as const;

/** Why `loginChanged` was published; every kind means the same to a cache (drop the login's entries). */
export type LoginChange = 'logout' | 'business-selected' | 'credentials-changed' | 'business-deleted';

/** `identity.login-changed`: the login whose sessions or account changed, and how. */
export interface LoginChangedData {
  loginId: string;
  change: LoginChange;
}

/** The business as it was opened; consumers keeping a read model upsert it. */
export interface BusinessRegisteredData {
  businessId: string;
  loginId: string;
  businessName: string;
  businessSlug: string;
  businessType: string;
  isActive: boolean;
  subscriptionTier: string;
  createdAt: string;
  /**
   * The business's postal address on one line ("12 High Street, AB1 2CD"), in the footer of the e-mails sent
   * in its name; absent from events recorded before e-mails carried it.
   */
  postalAddress?: string;
  /**
   * Where and when customers find the business (its address, opening hours and booking link), for the voucher
   * page, its PDF and the e-mails; absent from events recorded before they carried it.
   */
  place?: BusinessPlace;
}

/**
 * The business as it is after a change, in the shape of `BusinessRegisteredData` (a read model upserts both
 * alike), plus when identity made the change. Only the business's own fields travel: the login's e-mail and
 * password do not.
 */
export interface BusinessUpdatedData extends BusinessRegisteredData {
  updatedAt: string;
}

/** `identity.business-deleted`: the business and its login (`loginDeleted` when it was the login's last). */
export interface BusinessDeletedData {
  businessId: string;
  loginId: string;
  loginDeleted: boolean;
}
