import {
  IdempotentAnswer,
  idempotencyExpiryJob,
  mailConsumer,
  type ServiceDefinition,
} from '@referrals/service-kit';
import { campaignCampaignsConsumer } from './consumers/campaign-campaigns.ts';
import { friendNotificationsConsumer } from './consumers/friend-notifications.ts';
import { identityBusinessesConsumer } from './consumers/identity-businesses.ts';
import { referralAnswersConsumer } from './consumers/referral-answers.ts';
import { referralEndpoints } from './endpoints.ts';
import { notificationEndpoints } from './notification-endpoints.ts';
import { KnownBusiness } from './entities/known-business.ts';
import { KnownCampaign } from './entities/known-campaign.ts';
import { Person } from './entities/person.ts';
import { Referee } from './entities/referee.ts';
import { Referrer } from './entities/referrer.ts';
import { ReferrerCode } from './entities/referrer-code.ts';
import { ReferrerLoginLink } from './entities/referrer-login-link.ts';
import { ReferrerPasswordReset } from './entities/referrer-password-reset.ts';
import { ReferrerSession } from './entities/referrer-session.ts';
import { UnsubscribeLink } from './entities/unsubscribe-link.ts';
import { VerificationToken } from './entities/verification-token.ts';
import { Voucher } from './entities/voucher.ts';
import { Migration20261125130000_referral_loop } from './migrations/Migration20261125130000_referral_loop.ts';
import { Migration20261125160000_redemption_rewards } from './migrations/Migration20261125160000_redemption_rewards.ts';
import { Migration20261125200000_referrer_sessions } from './migrations/Migration20261125200000_referrer_sessions.ts';
import { Migration20261125201000_personal_codes } from './migrations/Migration20261125201000_personal_codes.ts';
import { Migration20261125202000_password_resets } from './migrations/Migration20261125202000_password_resets.ts';
import { Migration20261126090000_business_workflows } from './migrations/Migration20261126090000_business_workflows.ts';
import { Migration20261127090000_notifications } from './migrations/Migration20261127090000_notifications.ts';
import { Migration20261127100000_referral_review } from './migrations/Migration20261127100000_referral_review.ts';
import { Migration20261127110000_login_links } from './migrations/Migration20261127110000_login_links.ts';
import { Migration20261127150000_business_place } from './migrations/Migration20261127150000_business_place.ts';
import { Migration20261128090000_email_correction } from './migrations/Migration20261128090000_email_correction.ts';
import { Migration20261127140000_friend_sign_up } from './migrations/Migration20261127140000_friend_sign_up.ts';
import { Migration20261129090000_idempotency_keys } from './migrations/Migration20261129090000_idempotency_keys.ts';
import { autoApproveReferralJob } from './use-cases/decide-referral.ts';

/**
 * Referrers, referees, e-mail verification and vouchers: the referral loop (services/referral/README.md), with
 * read models of identity's businesses and the campaign service's campaigns, and its e-mails sent through the
 * outbox.
 */
export const referralService: ServiceDefinition = {
  name: 'referral',
  entities: [
    KnownBusiness,
    KnownCampaign,
    Person,
    Referrer,
    ReferrerCode,
    ReferrerSession,
    ReferrerPasswordReset,
    ReferrerLoginLink,
    Referee,
    VerificationToken,
    Voucher,
    UnsubscribeLink,
    IdempotentAnswer,
  ],
  migrations: [
    { name: 'Migration20261125130000_referral_loop', class: Migration20261125130000_referral_loop },
    { name: 'Migration20261125160000_redemption_rewards', class: Migration20261125160000_redemption_rewards },
    { name: 'Migration20261125200000_referrer_sessions', class: Migration20261125200000_referrer_sessions },
    { name: 'Migration20261125201000_personal_codes', class: Migration20261125201000_personal_codes },
    { name: 'Migration20261125202000_password_resets', class: Migration20261125202000_password_resets },
    { name: 'Migration20261126090000_business_workflows', class: Migration20261126090000_business_workflows },
    { name: 'Migration20261127090000_notifications', class: Migration20261127090000_notifications },
    { name: 'Migration20261127100000_referral_review', class: Migration20261127100000_referral_review },
    { name: 'Migration20261127110000_login_links', class: Migration20261127110000_login_links },
    { name: 'Migration20261127150000_business_place', class: Migration20261127150000_business_place },
    { name: 'Migration20261128090000_email_correction', class: Migration20261128090000_email_correction },
    { name: 'Migration20261127140000_friend_sign_up', class: Migration20261127140000_friend_sign_up },
    { name: 'Migration20261129090000_idempotency_keys', class: Migration20261129090000_idempotency_keys },
  ],
  endpoints: { ...referralEndpoints, ...notificationEndpoints },
  consumers: [
    identityBusinessesConsumer,
    campaignCampaignsConsumer,
    referralAnswersConsumer,
    friendNotificationsConsumer,
    mailConsumer('referral'),
  ],
  jobs: [autoApproveReferralJob, idempotencyExpiryJob],
};
