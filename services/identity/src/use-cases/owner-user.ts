import {
  SUBSCRIPTION_TIERS,
  type IssuedSession,
  type OwnerUser,
  type SubscriptionTier,
} from '@referrals/contracts';
import type { Business } from '../entities/business.ts';
import type { Login } from '../entities/login.ts';

/** The answer of registration and sign-in: the account, and the session for the gateway's cookie. */
export interface SignedInOwner {
  user: OwnerUser;
  session: IssuedSession;
}

/** docs/product-rules.md §3: a tier the product does not know is treated as basic. */
export function knownTier(tier: string): SubscriptionTier {
  return (SUBSCRIPTION_TIERS as readonly string[]).includes(tier) ? (tier as SubscriptionTier) : 'basic';
}

/** The business account as its owner sees it; `email` is the login's, as the owner typed it. */
export function toOwnerUser(business: Business, login: Login): OwnerUser {
  return {
    id: business.id,
    businessName: business.businessName,
    businessType: business.businessType,
    businessSlug: business.businessSlug,
    contactName: business.contactName,
    email: login.email,
    phoneNumber: business.phoneNumber,
    businessAddress: business.businessAddress,
    postcode: business.postcode,
    website: business.website ?? null,
    bookingUrl: business.bookingUrl ?? null,
    openingHours: business.openingHours ?? null,
    subscriptionTier: knownTier(business.subscriptionTier),
    isActive: business.isActive,
    createdAt: business.createdAt.toISOString(),
    trialEndsAt: business.trialEndsAt.toISOString(),
    timeZone: business.timeZone ?? null,
    reviewMails: !business.reviewMailsOffAt,
    dailySummary: !business.dailySummaryOffAt,
  };
}
