import type { RewardTerms } from '../referral/dto.ts';
import type { FriendField } from './fields.ts';
import type { RewardType } from './schemas.ts';

export const CampaignEvents = {
  /** A campaign was created (the whole campaign, without its milestones). */
  created: 'campaign.created',
  /** A campaign's content changed through the edit form or its milestones were replaced. */
  updated: 'campaign.updated',
  /** A campaign was activated or deactivated. */
  statusChanged: 'campaign.status-changed',
  /** A campaign was deleted (with its milestones). */
  deleted: 'campaign.deleted',
} as const;

/** A milestone as campaign events carry it: the referral service issues its reward when reached. */
export interface MilestoneEventData {
  referralCount: number;
  rewardName: string;
  rewardType: RewardType;
  rewardValue: string;
  description: string;
}

/**
 * What campaign events carry: enough for read models of campaigns (referral, admin). The referral service
 * keeps the rewards (to issue vouchers), the branding (e-mails, vouchers) and the state (who may join).
 */
export interface CampaignEventData {
  campaignId: string;
  businessId: string;
  name: string;
  /** The campaign's description (sanitised rich text); absent from events published before it was carried. */
  description?: string | null;
  isActive: boolean;
  primaryColor: string;
  secondaryColor: string;
  logoImage: string | null;
  headerImage: string | null;
  /** The referee's welcome reward; null when the invitee reward is off. */
  inviteeReward: RewardTerms | null;
  /** The referrer's reward for every successful referral; null when off (milestones then apply). */
  constantReward: RewardTerms | null;
  /** Ordered by referral count. */
  milestones: MilestoneEventData[];
  /** What a friend's sign-up asks besides first name and e-mail; absent from events before the setting (none). */
  friendFields?: FriendField[];
  updatedAt: string;
}
