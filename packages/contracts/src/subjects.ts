/**
 * Bus subjects: `<service>.<operation>` for request/reply, `events.<service>.<event>` for domain events.
 * Every service answers `<service>.health` for readiness.
 */
export const SERVICE_NAMES = ['identity', 'campaign', 'referral', 'cms', 'admin'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const healthSubject = (service: ServiceName): string => `${service}.health`;

export const IdentitySubjects = {
  register: 'identity.register',
  login: 'identity.login',
  logout: 'identity.logout',
  me: 'identity.me',
  resolveSession: 'identity.session.resolve',
  /** Points the caller's session at another business of their login. */
  selectBusiness: 'identity.session.select-business',
  listBusinesses: 'identity.business.list',
  getBusiness: 'identity.business.get',
  updateProfile: 'identity.business.update-profile',
  choosePlan: 'identity.business.choose-plan',
  /** The public card of an active business, by slug. */
  publicBusiness: 'identity.business.public-by-slug',
  /** Bus only (no gateway route): another business under an existing login. */
  createBusinessForLogin: 'identity.business.create-for-login',
} as const;

/** JetStream stream that carries every domain event. */
export const EVENTS_STREAM = 'EVENTS';
export const EVENTS_SUBJECT_PREFIX = 'events';

export const CampaignSubjects = {
  create: 'campaign.create',
  get: 'campaign.get',
  /** `{ isActive }` alone (status toggle) or the edit form. */
  update: 'campaign.update',
  delete: 'campaign.delete',
  listForBusiness: 'campaign.list-for-business',
  /** The public campaign of an active business, by the business's slug. */
  publicBySlug: 'campaign.public-by-slug',
  listMilestones: 'campaign.milestones.list',
  replaceMilestones: 'campaign.milestones.replace',
  /** Every campaign of a business with its statistics, for the owner's CSV export. */
  exportForBusiness: 'campaign.export-for-business',
  /** The statistics read model of one campaign. */
  analytics: 'campaign.analytics.get',
  /** Referrals, conversions and vouchers redeemed per day, week or month. */
  timeseries: 'campaign.analytics.timeseries',
  /** The referrers of one campaign as the statistics read model knows them. */
  listReferrers: 'campaign.referrers.list',
  /** Every referrer of a business's campaigns, for the owner's CSV export. */
  exportReferrers: 'campaign.referrers.export',
} as const;
