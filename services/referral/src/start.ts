import { mailConsumer, type ServiceDefinition } from '@referrals/service-kit';
import { campaignCampaignsConsumer } from './consumers/campaign-campaigns.ts';
import { identityBusinessesConsumer } from './consumers/identity-businesses.ts';
import { referralAnswersConsumer } from './consumers/referral-answers.ts';
import { referralEndpoints } from './endpoints.ts';
import { KnownBusiness } from './entities/known-business.ts';
import { KnownCampaign } from './entities/known-campaign.ts';
import { Person } from './entities/person.ts';
import { Referee } from './entities/referee.ts';
import { Referrer } from './entities/referrer.ts';
import { ReferrerCode } from './entities/referrer-code.ts';
import { ReferrerPasswordReset } from './entities/referrer-password-reset.ts';
import { ReferrerSession } from './entities/referrer-session.ts';
import { VerificationToken } from './entities/verification-token.ts';
import { Voucher } from './entities/voucher.ts';
import { Migration20261125130000_referral_loop } from './migrations/Migration20261125130000_referral_loop.ts';
import { Migration20261125160000_redemption_rewards } from './migrations/Migration20261125160000_redemption_rewards.ts';
import { Migration20261125200000_referrer_sessions } from './migrations/Migration20261125200000_referrer_sessions.ts';
import { Migration20261125201000_personal_codes } from './migrations/Migration20261125201000_personal_codes.ts';
import { Migration20261125202000_password_resets } from './migrations/Migration20261125202000_password_resets.ts';
import { Migration20261126090000_business_workflows } from './migrations/Migration20261126090000_business_workflows.ts';

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
    Referee,
    VerificationToken,
    Voucher,
  ],
  migrations: [
    { name: 'Migration20261125130000_referral_loop', class: Migration20261125130000_referral_loop },
    { name: 'Migration20261125160000_redemption_rewards', class: Migration20261125160000_redemption_rewards },
    { name: 'Migration20261125200000_referrer_sessions', class: Migration20261125200000_referrer_sessions },
    { name: 'Migration20261125201000_personal_codes', class: Migration20261125201000_personal_codes },
    { name: 'Migration20261125202000_password_resets', class: Migration20261125202000_password_resets },
    { name: 'Migration20261126090000_business_workflows', class: Migration20261126090000_business_workflows },
  ],
  endpoints: referralEndpoints,
  consumers: [
    identityBusinessesConsumer,
    campaignCampaignsConsumer,
    referralAnswersConsumer,
    mailConsumer('referral'),
  ],
};
