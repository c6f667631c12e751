import type { ServiceDefinition } from '@referrals/service-kit';
import { identityBusinessesConsumer } from './consumers/identity-businesses.ts';
import { campaignEndpoints } from './endpoints.ts';
import { KnownBusiness } from './entities/known-business.ts';
import { Migration20261122000000_initial } from './migrations/Migration20261122000000_initial.ts';
import { Migration20261122120000_subscription_tier } from './migrations/Migration20261122120000_subscription_tier.ts';

/** Campaigns and their milestones and statistics; for now the read model of businesses (services/campaign/README.md). */
export const campaignService: ServiceDefinition = {
  name: 'campaign',
  entities: [KnownBusiness],
  migrations: [
    { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
    {
      name: 'Migration20261122120000_subscription_tier',
      class: Migration20261122120000_subscription_tier,
    },
  ],
  endpoints: campaignEndpoints,
  consumers: [identityBusinessesConsumer],
};
