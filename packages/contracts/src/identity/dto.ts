export const SUBSCRIPTION_TIERS = ['basic', 'professional', 'enterprise'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** A business account as its owner sees it (docs/product-rules.md §3 "User / business account"). */
export interface OwnerUser {
  id: string;
  businessName: string;
  businessType: string;
  businessSlug: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  businessAddress: string;
  postcode: string;
  website: string | null;
  subscriptionTier: SubscriptionTier;
  isActive: boolean;
  createdAt: string;
  trialEndsAt: string;
}

/** One entry of GET /api/user/{userId}/businesses: the businesses of the caller's login. */
export interface BusinessSummary {
  id: string;
  businessName: string;
  isActive: boolean;
}

/** GET /api/users/slug/{slug}: what anyone may see of an active business. */
export interface PublicBusiness {
  id: string;
  businessName: string;
  businessType: string;
  businessSlug: string;
  website: string | null;
}

/** Answer of POST /api/register and POST /api/login, and of GET /api/auth/me. */
export interface OwnerSessionAnswer {
  user: OwnerUser;
}

/** A session a service asks the gateway to put in a cookie; it never reaches the browser's body. */
export interface IssuedSession {
  token: string;
  expiresAt: string;
}

export const OWNER_SESSION_COOKIE = 'sid';
/** The referrer portal's session cookie (a referrer session never opens an owner route, nor the other way). */
export const REFERRER_SESSION_COOKIE = 'rsid';
export const FREE_TRIAL_DAYS = 14;
