export const IdentityEvents = {
  /** A business account was opened (registration, or another business under an existing login). */
  businessRegistered: 'identity.business-registered',
  /** A business account changed (profile, plan): the whole business as it is after the change. */
  businessUpdated: 'identity.business-updated',
} as const;

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
}

/**
 * The business as it is after a change, in the shape of `BusinessRegisteredData` (a read model upserts both
 * alike), plus when identity made the change. Only the business's own fields travel: the login's e-mail and
 * password do not.
 */
export interface BusinessUpdatedData extends BusinessRegisteredData {
  updatedAt: string;
}
