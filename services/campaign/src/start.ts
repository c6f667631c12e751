import type { ServiceDefinition } from '@referrals/service-kit';
import { identityBusinessesConsumer } from './consumers/identity-businesses.ts';
import { campaignEndpoints } from './endpoints.ts';
import { Campaign } from './entities/campaign.ts';
import { KnownBusiness } from './entities/known-business.ts';
import { RewardMilestone } from './entities/reward-milestone.ts';
import { Migration20261122000000_initial } from './migrations/Migration20261122000000_initial.ts';
import { Migration20261122120000_subscription_tier } from './migrations/Migration20261122120000_subscription_tier.ts';
import { Migration20261122130000_campaigns } from './migrations/Migration20261122130000_campaigns.ts';

/** Campaigns and their milestones, and the read model of businesses (services/campaign/README.md). */
export const campaignService: ServiceDefinition = {
  name: 'campaign',
  entities: [KnownBusiness, Campaign, RewardMilestone],
  migrations: [
    { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
    {
      name: 'Migration20261122120000_subscription_tier',
      class: Migration20261122120000_subscription_tier,
    },
    { name: 'Migration20261122130000_campaigns', class: Migration20261122130000_campaigns },
  ],
  endpoints: campaignEndpoints,
  consumers: [identityBusinessesConsumer],
};
