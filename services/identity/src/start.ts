import { mailConsumer, type ServiceDefinition } from '@referrals/service-kit';
import { campaignActivityConsumer } from './consumers/campaign-activity.ts';
import { ownerNotificationsConsumer, trialRemindersConsumer } from './consumers/owner-notifications.ts';
import { identityEndpoints } from './endpoints.ts';
import { announcePendingBusinesses } from './use-cases/announce-businesses.ts';
import {
  dailySummaryJob,
  scheduleMissingTrialReminders,
  trialReminderJob,
} from './use-cases/owner-schedules.ts';
import { Business } from './entities/business.ts';
import { BusinessAnnouncement } from './entities/business-announcement.ts';
import { KnownCampaign } from './entities/known-campaign.ts';
import { Login } from './entities/login.ts';
import { OwnerActivity } from './entities/owner-activity.ts';
import { OwnerUnsubscribeLink } from './entities/owner-unsubscribe-link.ts';
import { PasswordResetToken } from './entities/password-reset-token.ts';
import { Session } from './entities/session.ts';
import { Migration20261122000000_initial } from './migrations/Migration20261122000000_initial.ts';
import { Migration20261125140000_kit_throttle } from './migrations/Migration20261125140000_kit_throttle.ts';
import { Migration20261125160000_known_campaigns } from './migrations/Migration20261125160000_known_campaigns.ts';
import { Migration20261125202000_password_resets } from './migrations/Migration20261125202000_password_resets.ts';
import { Migration20261127040000_business_status_reason } from './migrations/Migration20261127040000_business_status_reason.ts';
import { Migration20261127140000_owner_mails } from './migrations/Migration20261127140000_owner_mails.ts';
import { Migration20261128090000_campaign_names } from './migrations/Migration20261128090000_campaign_names.ts';
import { Migration20261128100000_announce_businesses } from './migrations/Migration20261128100000_announce_businesses.ts';
import { Migration20261127130000_business_place } from './migrations/Migration20261127130000_business_place.ts';

/**
 * Owner accounts, businesses and owner sessions, and the read model of active campaigns plan changes are checked
 * against (docs: services/identity/README.md).
 */
export const identityService: ServiceDefinition = {
  name: 'identity',
  entities: [
    Login,
    Business,
    Session,
    KnownCampaign,
    PasswordResetToken,
    OwnerUnsubscribeLink,
    OwnerActivity,
    BusinessAnnouncement,
  ],
  migrations: [
    { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
    { name: 'Migration20261125140000_kit_throttle', class: Migration20261125140000_kit_throttle },
    { name: 'Migration20261125160000_known_campaigns', class: Migration20261125160000_known_campaigns },
    { name: 'Migration20261125202000_password_resets', class: Migration20261125202000_password_resets },
    {
      name: 'Migration20261127040000_business_status_reason',
      class: Migration20261127040000_business_status_reason,
    },
    { name: 'Migration20261127130000_business_place', class: Migration20261127130000_business_place },
    { name: 'Migration20261127140000_owner_mails', class: Migration20261127140000_owner_mails },
    { name: 'Migration20261128090000_campaign_names', class: Migration20261128090000_campaign_names },
    {
      name: 'Migration20261128100000_announce_businesses',
      class: Migration20261128100000_announce_businesses,
    },
  ],
  endpoints: identityEndpoints,
  consumers: [
    campaignActivityConsumer,
    ownerNotificationsConsumer,
    trialRemindersConsumer,
    mailConsumer('identity'),
  ],
  jobs: [dailySummaryJob, trialReminderJob],
  // Businesses opened before the trial reminders existed get theirs, and those a migration asked to publish
  // again are published (the next start after an upgrade).
  onStart: async (runtime) => {
    const scheduled = await scheduleMissingTrialReminders(runtime.orm.em.fork(), {
      platformTimeZone: runtime.config.platformTimeZone,
      clock: runtime.clock,
    });
    if (scheduled > 0) runtime.log.info({ businesses: scheduled }, 'trial reminders scheduled at start');
    const announced = await announcePendingBusinesses(runtime.orm.em.fork());
    if (announced > 0) runtime.log.info({ businesses: announced }, 'businesses published again at start');
  },
};
