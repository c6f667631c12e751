import type { RewardKind } from '../referral/dto.ts';
import type { ReferrerRegisteredData } from '../referral/events.ts';
import type { FriendField } from './fields.ts';

/**
 * A reward milestone (docs/product-rules.md §3): a referrer reaching `referralCount` successful referrals earns
 * its reward once. A campaign's milestones are ordered by `referralCount`, no two with the same count. With the
 * constant reward on, milestones do not apply (every successful referral earns the constant reward instead);
 * the referral service decides which rewards are issued.
 */
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
 * Campaign statistics (docs/product-rules.md §3 "Statistics") from the campaign service's read model, fed by the
 * referral service's events; all zero until referrals happen. Each figure is defined in
 * {@link CAMPAIGN_STATISTICS}.
 */
export interface CampaignStatsDto {
  /** Referees who signed up with one of the campaign's referrers' codes (or were recorded at the counter). */
  totalReferrals: number;
  /** Referrers of the campaign, not deleted, with at least one referral. */
  activeReferrers: number;
  /** Referrers who joined the campaign this calendar month (UTC), not deleted, whether or not they referred anyone. */
  newReferrersThisMonth: number;
  /**
   * Successful referrals out of all referrals, a percentage rounded to one decimal (1 of 3 is 33.3; 0 without
   * referrals). A referral is successful once the referee's voucher or welcome pass is redeemed.
   */
  conversionRate: number;
  /** Vouchers issued, to referees and to referrers; a welcome pass is not a voucher. */
  totalVouchers: number;
  /** Those vouchers redeemed; a welcome pass checked in is a conversion, not a voucher redeemed. */
  redeemedVouchers: number;
}

/** What one campaign statistic is called and what it counts, in the owner's words. */
export interface CampaignStatisticDefinition {
  label: string;
  explanation: string;
}

/**
 * The campaign statistics, defined once: the owner's screens show these labels and explanations, the campaign
 * service counts exactly this (docs/product-rules.md §3 "Statistics"). The time series count referrals and
 * conversions alike, and its `vouchersRedeemed` as `redeemedVouchers`, on the UTC day each happened.
 */
export const CAMPAIGN_STATISTICS = {
  totalReferrals: {
    label: 'Total Referrals',
    explanation:
      'Friends who signed up with one of your referrers’ links, or whom you recorded at the counter.',
  },
  activeReferrers: {
    label: 'Active Referrers',
    explanation: 'Referrers who have referred at least one friend (referrers you deleted are not counted).',
  },
  newReferrersThisMonth: {
    label: 'New this month',
    explanation:
      'Referrers who joined the campaign this calendar month, whether or not they have referred anyone yet (referrers you deleted are not counted).',
  },
  conversionRate: {
    label: 'Conversion Rate',
    explanation:
      'The share of referrals that were successful: the friend came in and their voucher or welcome pass was redeemed.',
  },
  totalVouchers: {
    label: 'Vouchers Issued',
    explanation: 'Reward vouchers issued to friends and to referrers. Welcome passes are not vouchers.',
  },
  redeemedVouchers: {
    label: 'Vouchers Redeemed',
    explanation:
      'Vouchers redeemed at the counter. A welcome pass checked in counts as a successful referral, not here.',
  },
} as const satisfies Record<keyof CampaignStatsDto, CampaignStatisticDefinition>;

/**
 * A campaign as its owner sees it (docs/product-rules.md §3 "Campaign"), with its statistics from the read model.
 *
 * Rewards: the constant (referrer) and the invitee reward each have a name, a kind, a value and, for a
 * percentage, a cap. The API takes them as `constantReward*` and `inviteeReward*`; the answer repeats them
 * under the read-only names of docs/product-rules.md §3: the referrer's reward (`referrerRewardName`,
 * `referrerRewardValue`) is the constant reward, and the campaign's `rewardType` / `rewardValue` are the
 * invitee reward's, the one the referral page offers every friend and a referee's voucher copies.
 */
export interface CampaignDto extends CampaignStatsDto {
  id: string;
  userId: string;
  businessName: string;
  businessSlug: string;
  name: string;
  description: string | null;
  duration: string;
  /** When a `custom` campaign ends by itself (it becomes inactive then); null for the other durations. */
  endsAt: string | null;
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
  /** How the constant (referrer) reward is worth something; `free` for campaigns made before kinds existed. */
  constantRewardType: RewardKind;
  /** Percent (percentage) or pounds (fixed); null for free, and while the reward is off. */
  constantRewardValue: number | null;
  /** The cap in pounds of a percentage reward ("Maximum discount: £50"); null for the other kinds and while off. */
  constantRewardMaxDiscount: number | null;
  inviteeRewardEnabled: boolean;
  inviteeRewardName: string | null;
  /** As `constantRewardType`, for the invited friend's welcome reward. */
  inviteeRewardType: RewardKind;
  /** As `constantRewardValue` (docs/product-rules.md §3 names it the same). */
  inviteeRewardValue: number | null;
  /** As `constantRewardMaxDiscount`. */
  inviteeRewardMaxDiscount: number | null;
  /** Read-only: `constantRewardName` under its docs/product-rules.md §3 name. */
  referrerRewardName: string | null;
  /** Read-only: `constantRewardValue` under its docs/product-rules.md §3 name. */
  referrerRewardValue: number | null;
  /** Read-only: `inviteeRewardType` under its docs/product-rules.md §3 name. */
  rewardType: RewardKind;
  /** Read-only: `inviteeRewardValue` under its docs/product-rules.md §3 name. */
  rewardValue: number | null;
  /** "What we ask a friend": what a friend's sign-up asks besides first name, e-mail and consents. */
  friendFields: FriendField[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  milestones: RewardMilestoneDto[];
}

/** One active campaign of a business, as the referral page offers it for the visitor to choose. */
export interface ActiveCampaignSummary {
  id: string;
  name: string;
  /**
   * The start of the campaign's description as plain text (not HTML: show it as text), at most
   * ACTIVE_CAMPAIGN_DESCRIPTION_MAX characters; absent when the campaign has no description.
   */
  description?: string;
}

/** How long an {@link ActiveCampaignSummary}'s description may be: a line or two under the campaign's name. */
export const ACTIVE_CAMPAIGN_DESCRIPTION_MAX = 200;

/**
 * GET /api/campaigns/slug/{slug}: what the public referral page shows. The campaign is the business's newest
 * active one, or the one `?campaign={id}` names; `userId` is the business's id (the gateway's answer cache
 * tags the answer with it).
 */
export type PublicCampaignDto = Omit<
  CampaignDto,
  | 'createdAt'
  | 'updatedAt'
  | 'targetDemo'
  | 'geoRadius'
  | 'geographicRadius'
  | 'duration'
  | keyof CampaignStatsDto
> & {
  /** Every active campaign of the business, newest first (the one answered among them). */
  activeCampaigns: ActiveCampaignSummary[];
};

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
  /**
   * The referrer deleted their account: listed as "Deleted referrer", without contact or answers, and nothing
   * can be done about them (their referrals stay counted).
   */
  deleted: boolean;
  campaignName: string;
  totalReferrals: number;
  successfulReferrals: number;
  vouchersEarned: number;
}

/** One record of GET /api/campaigns/export/{userId}: the campaign without its milestones, with statistics. */
export type CampaignExportRecord = Omit<CampaignDto, 'milestones'>;

/**
 * GET /api/analytics/business/{userId}/usage: the referrals of all the business's campaigns this calendar month
 * (UTC) against its plan's `monthlyReferralLimit`. Over the limit, referrals are still accepted (a friend is
 * never turned away); the owner is told and invited to upgrade.
 */
export interface PlanUsageDto {
  /** The calendar month counted, `YYYY-MM` (UTC). */
  month: string;
  referralsThisMonth: number;
  /** Null for a plan without a monthly limit. */
  monthlyReferralLimit: number | null;
  /** At least 80% of the limit used, over it included (the dashboard shows the usage from then on). */
  nearLimit: boolean;
  /** More referrals than the limit. */
  overLimit: boolean;
}
