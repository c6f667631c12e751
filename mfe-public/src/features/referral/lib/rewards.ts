import {
  maxDiscountText,
  rewardWorthText,
  type PublicCampaignDto,
  type RewardMilestoneDto,
  type RewardKind,
} from '@referrals/contracts';

/** One line of the rewards section. */
export interface RewardLine {
  /** Whom it is for, or when it is earned: "For your friend", "After 5 referrals". */
  caption: string;
  name: string;
  /** "20% off", "£10 off", "Free", or the milestone's own value text; null when unknown. */
  worth: string | null;
  /** "Maximum discount: £50", a milestone's kind and description. */
  details: string[];
}

const MILESTONE_KINDS: Record<string, string> = {
  discount: 'Discount',
  cash: 'Cash',
  product: 'Product',
  service: 'Service',
};

const referrals = (count: number) => `${count} referral${count === 1 ? '' : 's'}`;

function termsLine(
  caption: string,
  name: string,
  kind: RewardKind,
  value: number | null,
  maxDiscount: number | null,
): RewardLine {
  const terms = { kind, value, maxDiscount };
  const cap = maxDiscountText(terms);
  return { caption, name, worth: rewardWorthText(terms), details: cap ? [cap] : [] };
}

function milestoneLine(milestone: RewardMilestoneDto): RewardLine {
  const kind = MILESTONE_KINDS[milestone.rewardType];
  return {
    caption: `After ${referrals(milestone.referralCount)}`,
    name: milestone.rewardName?.trim() || milestone.rewardDescription,
    worth: milestone.rewardValue || null,
    details: [
      ...(kind ? [kind] : []),
      ...(milestone.rewardName?.trim() && milestone.rewardDescription ? [milestone.rewardDescription] : []),
    ],
  };
}

/**
 * The rewards section (docs/product-rules.md §3 rewards): a friend who came through a link sees their welcome
 * reward; anyone else what a referrer earns (the constant reward for every successful referral, or else the
 * milestones) and what their friends get.
 */
export function rewardLinesOf(campaign: PublicCampaignDto, forReferee: boolean): RewardLine[] {
  const invitee =
    campaign.inviteeRewardEnabled && campaign.inviteeRewardName
      ? termsLine(
          forReferee ? 'Your welcome reward' : 'For your friends',
          campaign.inviteeRewardName,
          campaign.inviteeRewardType,
          campaign.inviteeRewardValue,
          campaign.inviteeRewardMaxDiscount,
        )
      : null;
  if (forReferee) return invitee ? [invitee] : [];
  const constant =
    campaign.constantRewardEnabled && campaign.constantRewardName
      ? termsLine(
          'For you, for every successful referral',
          campaign.constantRewardName,
          campaign.constantRewardType,
          campaign.constantRewardValue,
          campaign.constantRewardMaxDiscount,
        )
      : null;
  // Milestones apply while the constant reward is off (docs/product-rules.md §5: only then can they be edited).
  const milestones = (constant ? [] : [...campaign.milestones])
    .sort((a, b) => a.referralCount - b.referralCount || a.position - b.position)
    .map(milestoneLine);
  return [...(constant ? [constant] : []), ...milestones, ...(invitee ? [invitee] : [])];
}
