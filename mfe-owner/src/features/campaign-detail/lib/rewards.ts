import {
  rewardInBrief,
  type CampaignDto,
  type RewardWorth,
  type RewardKind,
  type RewardMilestoneDto,
} from '@referrals/contracts';
import { ordinal } from '../../../lib/text/ordinal.ts';

/** One of the campaign's two rewards, whoever it is for. */
export interface ConfiguredReward extends RewardWorth {
  enabled: boolean;
  name: string | null;
}

export const inviteeReward = (campaign: CampaignDto): ConfiguredReward => ({
  enabled: campaign.inviteeRewardEnabled,
  name: campaign.inviteeRewardName,
  kind: campaign.inviteeRewardType,
  value: campaign.inviteeRewardValue,
  maxDiscount: campaign.inviteeRewardMaxDiscount,
});

export const referrerReward = (campaign: CampaignDto): ConfiguredReward => ({
  enabled: campaign.constantRewardEnabled,
  name: campaign.constantRewardName,
  kind: campaign.constantRewardType,
  value: campaign.constantRewardValue,
  maxDiscount: campaign.constantRewardMaxDiscount,
});

const KIND_LABELS: Readonly<Record<RewardKind, string>> = {
  percentage: 'Percentage off',
  fixed: 'Fixed amount off',
  free: 'Free product or service',
};

/** How the reward is worth something, as the reward step names the kinds. */
export const rewardKindLabel = (kind: RewardKind): string => KIND_LABELS[kind];

/** The milestones as they apply: fewest referrals first (the order rewards are reached in). */
export function orderedMilestones(milestones: readonly RewardMilestoneDto[]): RewardMilestoneDto[] {
  return [...milestones].sort((a, b) => a.referralCount - b.referralCount || a.position - b.position);
}

/** "1st milestone: Free blow-dry after 3 referrals". */
export function milestoneTitle(milestone: RewardMilestoneDto, index: number): string {
  const count = milestone.referralCount;
  const reward = milestone.rewardName?.trim() || milestone.rewardDescription;
  return `${ordinal(index + 1)} milestone: ${reward} after ${count} ${count === 1 ? 'referral' : 'referrals'}`;
}

/**
 * The offer in one sentence, for the counter poster: "Refer a friend: they get 20% off (up to £50), you get
 * £10 off for every friend who comes in." With milestones instead of a constant reward, the first one; with
 * no reward at all, the invitation alone.
 */
export function rewardSentence(campaign: CampaignDto): string {
  const invitee = inviteeReward(campaign);
  const referrer = referrerReward(campaign);
  const theirs = invitee.enabled ? rewardInBrief(invitee) : null;
  const firstMilestone = orderedMilestones(campaign.milestones)[0];
  const yours = referrer.enabled
    ? rewardInBrief(referrer) && `${rewardInBrief(referrer)} for every friend who comes in`
    : firstMilestone
      ? `${firstMilestone.rewardName?.trim() || firstMilestone.rewardDescription} once ${firstMilestone.referralCount} ${firstMilestone.referralCount === 1 ? 'friend comes' : 'friends come'} in`
      : null;
  const parts = [theirs && `they get ${theirs}`, yours && `you get ${yours}`].filter(Boolean);
  return parts.length > 0
    ? `Refer a friend: ${parts.join(', ')}.`
    : `Refer a friend to ${campaign.businessName}.`;
}
