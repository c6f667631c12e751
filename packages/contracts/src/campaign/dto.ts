import type { ReferrerRegisteredData } from '../referral/events.ts';

/** A reward milestone (docs/product-rules.md §3). */
export interface RewardMilestoneDto {
  id: string;
  campaignId: string;
  referralCount: number;
  rewardName: string | null;
  rewardDescription: string;
  /** The same text as `rewardDescription`, under the milestone form's name. */
  description: string;
  termsAndConditions: string | null;
  rewardValue: string;
  rewardType: string;
  position: number;
}

/**
 * Campaign statistics (docs/product-rules.md §3) from the campaign service's read model, fed by the referral service's
 * events; all zero until referrals happen. `conversionRate` is a percentage rounded to one decimal.
 */
export interface CampaignStatsDto {
  totalReferrals: number;
  activeReferrers: number;
  conversionRate: number;
  totalVouchers: number;
  redeemedVouchers: number;
}

/** A campaign as its owner sees it (docs/product-rules.md §3 "Campaign"), with its statistics from the read model. */
export interface CampaignDto extends CampaignStatsDto {
  id: string;
  userId: string;
  businessName: string;
  businessSlug: string;
  name: string;
  description: string | null;
  duration: string;
  geoRadius: string;
  geographicRadius: string;
  targetDemo: string;
  headerImage: string | null;
  logoImage: string | null;
  primaryColor: string;
  secondaryColor: string;
  welcomeMessage: string | null;
  rewardExplanation: string | null;
  businessValueProp: string | null;
  refereeContent1Title: string | null;
  refereeContent1Body: string | null;
  refereeContent1Image: string | null;
  refereeContent2Title: string | null;
  refereeContent2Body: string | null;
  refereeContent2Image: string | null;
  refereeContent3Title: string | null;
  refereeContent3Body: string | null;
  refereeContent3Image: string | null;
  constantRewardEnabled: boolean;
  constantRewardName: string | null;
  inviteeRewardEnabled: boolean;
  inviteeRewardName: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  milestones: RewardMilestoneDto[];
}

/** GET /api/campaigns/slug/{slug}: what the public referral page shows. */
export type PublicCampaignDto = Omit<
  CampaignDto,
  | 'createdAt'
  | 'updatedAt'
  | 'targetDemo'
  | 'geoRadius'
  | 'geographicRadius'
  | 'duration'
  | keyof CampaignStatsDto
>;

export const TIMESERIES_PERIODS = ['30d', '3m', '1y'] as const;
export type TimeseriesPeriod = (typeof TIMESERIES_PERIODS)[number];
export type TimeseriesGranularity = 'day' | 'week' | 'month';

/** One bucket of the time series; `start` is the bucket's first day (YYYY-MM-DD, UTC; weeks start Monday). */
export interface TimeseriesPoint {
  start: string;
  referrals: number;
  conversions: number;
  vouchersRedeemed: number;
}

/**
 * GET /api/analytics/campaign/{id}/timeseries: one point per day (30d: 30 points), week (3m: 13 points) or
 * month (1y: 12 points), oldest first, ending with the bucket that holds today; empty buckets are zeros.
 */
export interface CampaignTimeseriesDto {
  period: TimeseriesPeriod;
  granularity: TimeseriesGranularity;
  points: TimeseriesPoint[];
}

/**
 * A referrer of a campaign as its owner sees it (docs/product-rules.md §3 "Referrer"): the referrer as registered, with their
 * campaign's name and their counters.
 */
export interface CampaignReferrerDto extends Omit<ReferrerRegisteredData, 'referrerId'> {
  id: string;
  campaignName: string;
  totalReferrals: number;
  successfulReferrals: number;
  vouchersEarned: number;
}

/** One record of GET /api/campaigns/export/{userId}: the campaign without its milestones, with statistics. */
export type CampaignExportRecord = Omit<CampaignDto, 'milestones'>;
