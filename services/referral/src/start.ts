import { mailConsumer, type ServiceDefinition } from '@referrals/service-kit';
import { campaignCampaignsConsumer } from './consumers/campaign-campaigns.ts';
import { identityBusinessesConsumer } from './consumers/identity-businesses.ts';
import { referralEndpoints } from './endpoints.ts';
import { KnownBusiness } from './entities/known-business.ts';
import { KnownCampaign } from './entities/known-campaign.ts';
import { Person } from './entities/person.ts';
import { Referee } from './entities/referee.ts';
import { Referrer } from './entities/referrer.ts';
import { VerificationToken } from './entities/verification-token.ts';
import { Voucher } from './entities/voucher.ts';
import { Migration20261125130000_referral_loop } from './migrations/Migration20261125130000_referral_loop.ts';

/**
 * Referrers, referees, e-mail verification and vouchers: the referral loop (services/referral/README.md), with
 * read models of identity's businesses and the campaign service's campaigns, and its e-mails sent through the
 * outbox.
 */
export const referralService: ServiceDefinition = {
  name: 'referral',
  entities: [KnownBusiness, KnownCampaign, Person, Referrer, Referee, VerificationToken, Voucher],
  migrations: [
    { name: 'Migration20261125130000_referral_loop', class: Migration20261125130000_referral_loop },
  ],
  endpoints: referralEndpoints,
  consumers: [identityBusinessesConsumer, campaignCampaignsConsumer, mailConsumer('referral')],
};
