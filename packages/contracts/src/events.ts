import { EVENTS_SUBJECT_PREFIX, type ServiceName } from './subjects.ts';

/** A domain event as written to an outbox and carried on the bus. `id` is the dedupe key. */
export interface DomainEvent<T = unknown> {
  id: string;
  /** e.g. `identity.business-registered`; the bus subject is `events.<type>`. */
  type: string;
  occurredAt: string;
  data: T;
}

export const eventSubject = (type: string): string => `${EVENTS_SUBJECT_PREFIX}.${type}`;

/** Filter for every event a service emits. */
export const serviceEventsFilter = (service: ServiceName): string => `${EVENTS_SUBJECT_PREFIX}.${service}.>`;

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

export const CampaignEvents = {
  /** A campaign was created (the whole campaign, without its milestones). */
  created: 'campaign.created',
  /** A campaign's content changed through the edit form or its milestones were replaced. */
  updated: 'campaign.updated',
  /** A campaign was activated or deactivated. */
  statusChanged: 'campaign.status-changed',
  /** A campaign was deleted (with its milestones). */
  deleted: 'campaign.deleted',
} as const;

/** What campaign events carry: enough for read models of campaigns (referral, admin). */
export interface CampaignEventData {
  campaignId: string;
  businessId: string;
  name: string;
  isActive: boolean;
  updatedAt: string;
}

/**
 * Events of the referral service (the referral loop). The campaign service's statistics read model is fed by
 * them; until the referral service emits them, every figure is zero.
 *
 * Vocabulary: a *referral* is a referee registered through a referrer's code; a referral *converts* (is
 * successful) when the referee's voucher is redeemed in store. Referrers' own reward vouchers count as
 * vouchers issued and redeemed, not as conversions.
 */
export const ReferralEvents = {
  /** A referrer joined a campaign (public registration). */
  referrerRegistered: 'referral.referrer-registered',
  /** A referrer was removed by the campaign's owner (or with the campaign's business). */
  referrerDeleted: 'referral.referrer-deleted',
  /** A referee registered through a referrer's code: one referral. */
  refereeRegistered: 'referral.referee-registered',
  /** A voucher was issued (to a referee, or to a referrer as a reward). */
  voucherIssued: 'referral.voucher-issued',
  /** A voucher was redeemed at the counter. */
  voucherRedeemed: 'referral.voucher-redeemed',
} as const;

export const CUSTOMER_DURATIONS = [
  'less-than-6-months',
  '6-12-months',
  '1-2-years',
  'more-than-2-years',
] as const;

/** The referrer as registered: what the owner's views of referrers (list, top referrers, export) show. */
export interface ReferrerRegisteredData {
  referrerId: string;
  campaignId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  postcode: string;
  customerDuration: string | null;
  testimonial: string | null;
  heardAboutBusiness: string | null;
  referralCode: string;
  isVerified: boolean;
  createdAt: string;
}

export interface ReferrerDeletedData {
  referrerId: string;
  campaignId: string;
}

export interface RefereeRegisteredData {
  refereeId: string;
  referrerId: string;
  campaignId: string;
  createdAt: string;
}

/** Who holds a voucher: a referee (their welcome reward) or a referrer (a constant or milestone reward). */
export type VoucherHolder = 'referee' | 'referrer';

export interface VoucherIssuedData {
  voucherId: string;
  campaignId: string;
  holder: VoucherHolder;
  /** The referee's referrer for a referee voucher; the rewarded referrer for a referrer voucher. */
  referrerId: string;
  issuedAt: string;
}

export interface VoucherRedeemedData {
  voucherId: string;
  campaignId: string;
  holder: VoucherHolder;
  referrerId: string;
  redeemedAt: string;
}
