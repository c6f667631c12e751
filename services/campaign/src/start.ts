import type { ServiceDefinition } from '@referrals/service-kit';
import { identityBusinessesConsumer } from './consumers/identity-businesses.ts';
import { referralStatisticsConsumer } from './consumers/referral-statistics.ts';
import { campaignEndpoints } from './endpoints.ts';
import { CampaignReferrer } from './entities/campaign-referrer.ts';
import { CampaignReferrersJoined } from './entities/campaign-referrers-joined.ts';
import { CampaignStatsDay } from './entities/campaign-stats-day.ts';
import { CampaignStats } from './entities/campaign-stats.ts';
import { Campaign } from './entities/campaign.ts';
import { KnownBusiness } from './entities/known-business.ts';
import { RewardMilestone } from './entities/reward-milestone.ts';
import { UploadedFile } from './entities/uploaded-file.ts';
import { openReadCache, readCacheListener } from './use-cases/read-cache.ts';
import { Migration20261122000000_initial } from './migrations/Migration20261122000000_initial.ts';
import { Migration20261122120000_subscription_tier } from './migrations/Migration20261122120000_subscription_tier.ts';
import { Migration20261122130000_campaigns } from './migrations/Migration20261122130000_campaigns.ts';
import { Migration20261122140000_statistics } from './migrations/Migration20261122140000_statistics.ts';
import { Migration20261122150000_referrer_rank } from './migrations/Migration20261122150000_referrer_rank.ts';
import { Migration20261124180000_uploaded_files } from './migrations/Migration20261124180000_uploaded_files.ts';
import { Migration20261125120000_reward_terms } from './migrations/Migration20261125120000_reward_terms.ts';
import { Migration20261125160000_active_referrers } from './migrations/Migration20261125160000_active_referrers.ts';
import { Migration20261125201000_referrer_changes } from './migrations/Migration20261125201000_referrer_changes.ts';
import { Migration20261127120000_referrers_joined } from './migrations/Migration20261127120000_referrers_joined.ts';
import { Migration20261127180000_campaign_end } from './migrations/Migration20261127180000_campaign_end.ts';
import { Migration20261127190000_erased_answers } from './migrations/Migration20261127190000_erased_answers.ts';
import { campaignEndJob } from './use-cases/end-campaign.ts';
import { Migration20261127130000_friend_fields } from './migrations/Migration20261127130000_friend_fields.ts';

/**
 * Campaigns and their milestones, the read model of businesses and the campaign statistics read model
 * (services/campaign/README.md).
 */
export const campaignService: ServiceDefinition = {
  name: 'campaign',
  entities: [
    KnownBusiness,
    Campaign,
    RewardMilestone,
    CampaignStats,
    CampaignStatsDay,
    CampaignReferrer,
    CampaignReferrersJoined,
    UploadedFile,
  ],
  migrations: [
    { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
    {
      name: 'Migration20261122120000_subscription_tier',
      class: Migration20261122120000_subscription_tier,
    },
    { name: 'Migration20261122130000_campaigns', class: Migration20261122130000_campaigns },
    { name: 'Migration20261122140000_statistics', class: Migration20261122140000_statistics },
    { name: 'Migration20261122150000_referrer_rank', class: Migration20261122150000_referrer_rank },
    { name: 'Migration20261124180000_uploaded_files', class: Migration20261124180000_uploaded_files },
    { name: 'Migration20261125120000_reward_terms', class: Migration20261125120000_reward_terms },
    {
      name: 'Migration20261125160000_active_referrers',
      class: Migration20261125160000_active_referrers,
    },
    { name: 'Migration20261125201000_referrer_changes', class: Migration20261125201000_referrer_changes },
    { name: 'Migration20261127120000_referrers_joined', class: Migration20261127120000_referrers_joined },
    { name: 'Migration20261127130000_friend_fields', class: Migration20261127130000_friend_fields },
    { name: 'Migration20261127180000_campaign_end', class: Migration20261127180000_campaign_end },
    { name: 'Migration20261127190000_erased_answers', class: Migration20261127190000_erased_answers },
  ],
  endpoints: campaignEndpoints,
  consumers: [identityBusinessesConsumer, referralStatisticsConsumer],
  jobs: [campaignEndJob],
  // Deletes uploaded images no campaign uses any more (use-cases/uploaded-files.ts), copies a duplicated
  // business's images and deletes a removed business's.
  usesFileStore: true,
  listeners: [readCacheListener],
  onStart: async (runtime) => openReadCache(runtime),
};
