import type { BusinessPlace, OpeningHours } from './place.ts';

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
  /** Where customers book (https); null: none given. */
  bookingUrl: string | null;
  openingHours: OpeningHours | null;
  subscriptionTier: SubscriptionTier;
  isActive: boolean;
  createdAt: string;
  trialEndsAt: string;
  /** The business's IANA time zone; null: the platform's (`PLATFORM_TIME_ZONE`), until the owner chooses one. */
  timeZone: string | null;
  /** Whether the owner gets an e-mail when a flagged referral needs their decision. */
  reviewMails: boolean;
  /** Whether the owner gets the daily summary on days with activity. */
  dailySummary: boolean;
}

/** One entry of GET /api/user/{userId}/businesses: the businesses of the caller's login. */
export interface BusinessSummary {
  id: string;
  businessName: string;
  isActive: boolean;
}

/**
 * GET /api/users/slug/{slug}: what anyone may see of an active business, with where and when customers find it
 * (the referral page shows it to a friend on the way to the counter).
 */
export interface PublicBusiness {
  id: string;
  businessName: string;
  businessType: string;
  businessSlug: string;
  website: string | null;
  place: BusinessPlace;
}

/** Answer of POST /api/register and POST /api/login, and of GET /api/auth/me. */
export interface OwnerSessionAnswer {
  user: OwnerUser;
}

/** GET /api/auth/me: the signed-in owner, and where owners write to the platform (`PLATFORM_CONTACT_EMAIL`). */
export interface CurrentOwnerAnswer extends OwnerSessionAnswer {
  platformContactEmail: string;
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
