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
