import {
  CAMPAIGN_DEFAULTS,
  DEFAULT_MAX_DISCOUNT,
  DEFAULT_REWARD_KIND,
  REWARD_KINDS,
  type CampaignCreateInput,
  type CampaignDto,
  type CampaignEditInput,
  type FriendField,
  type MilestoneInput,
  type RewardKind,
  type RewardType,
} from '@referrals/contracts';

/** The wizard's duration choices (docs/product-rules.md §3: ongoing, 3months, 6months, custom). */
export const DURATION_OPTIONS = [
  { value: 'ongoing', label: 'Ongoing' },
  { value: '3months', label: '3 Months' },
  { value: '6months', label: '6 Months' },
  { value: 'custom', label: 'Custom' },
] as const;

/** How a stored duration reads: the wizard's label for its own values, the edit form's free text otherwise. */
export function durationLabel(duration: string): string {
  return DURATION_OPTIONS.find((option) => option.value === duration)?.label ?? (duration || 'Ongoing');
}

/** The reward kinds as the reward step's select names them. */
const REWARD_KIND_LABELS: Readonly<Record<RewardKind, string>> = {
  percentage: 'Percentage discount',
  fixed: 'Fixed amount off',
  free: 'Free product or service',
};

export const REWARD_KIND_OPTIONS = REWARD_KINDS.map((kind) => ({
  value: kind,
  label: REWARD_KIND_LABELS[kind],
}));

export const REFEREE_CONTENT_BOXES = [1, 2, 3] as const;
export type RefereeContentBox = (typeof REFEREE_CONTENT_BOXES)[number];

/**
 * Every field of the wizard and of the edit form, in one shape so that both pages drive the same components.
 * Text is never null here (inputs are controlled); empty text is sent as "not set".
 */
export interface CampaignFormValues {
  name: string;
  duration: string;
  /** When a `custom` campaign ends (ISO: the midnight after its last day, in the owner's zone); '' when unset. */
  endsAt: string;
  description: string;
  geographicRadius: string;
  targetDemo: string;
  headerImage: string;
  logoImage: string;
  primaryColor: string;
  secondaryColor: string;
  welcomeMessage: string;
  rewardExplanation: string;
  businessValueProp: string;
  refereeContent1Title: string;
  refereeContent1Body: string;
  refereeContent1Image: string;
  refereeContent2Title: string;
  refereeContent2Body: string;
  refereeContent2Image: string;
  refereeContent3Title: string;
  refereeContent3Body: string;
  refereeContent3Image: string;
  constantRewardEnabled: boolean;
  constantRewardName: string;
  constantRewardType: RewardKind;
  /** Percent or pounds by the kind; null while empty. */
  constantRewardValue: number | null;
  /** Pounds, shown for a percentage only; null while empty. */
  constantRewardMaxDiscount: number | null;
  inviteeRewardEnabled: boolean;
  inviteeRewardName: string;
  inviteeRewardType: RewardKind;
  inviteeRewardValue: number | null;
  inviteeRewardMaxDiscount: number | null;
  milestones: MilestoneInput[];
  /** "What we ask a friend" besides first name and e-mail. */
  friendFields: FriendField[];
}

/**
 * A new campaign (docs/product-rules.md §9 defaults: ongoing, the brand colours, "All customers"); each reward
 * starts as the server's default kind (a free product or service) with the default cap ready for a percentage.
 */
export function newCampaignValues(): CampaignFormValues {
  return {
    name: '',
    duration: CAMPAIGN_DEFAULTS.duration,
    endsAt: '',
    description: '',
    geographicRadius: CAMPAIGN_DEFAULTS.geoRadius,
    targetDemo: CAMPAIGN_DEFAULTS.targetDemo,
    headerImage: '',
    logoImage: '',
    primaryColor: CAMPAIGN_DEFAULTS.primaryColor,
    secondaryColor: CAMPAIGN_DEFAULTS.secondaryColor,
    welcomeMessage: '',
    rewardExplanation: '',
    businessValueProp: '',
    refereeContent1Title: '',
    refereeContent1Body: '',
    refereeContent1Image: '',
    refereeContent2Title: '',
    refereeContent2Body: '',
    refereeContent2Image: '',
    refereeContent3Title: '',
    refereeContent3Body: '',
    refereeContent3Image: '',
    constantRewardEnabled: false,
    constantRewardName: '',
    constantRewardType: DEFAULT_REWARD_KIND,
    constantRewardValue: null,
    constantRewardMaxDiscount: DEFAULT_MAX_DISCOUNT,
    inviteeRewardEnabled: false,
    inviteeRewardName: '',
    inviteeRewardType: DEFAULT_REWARD_KIND,
    inviteeRewardValue: null,
    inviteeRewardMaxDiscount: DEFAULT_MAX_DISCOUNT,
    milestones: [],
    friendFields: [],
  };
}

/** The edit form of a stored campaign. */
export function campaignFormValuesOf(campaign: CampaignDto): CampaignFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: campaign.name,
    duration: text(campaign.duration),
    endsAt: text(campaign.endsAt),
    description: text(campaign.description),
    geographicRadius: text(campaign.geographicRadius),
    targetDemo: text(campaign.targetDemo),
    headerImage: text(campaign.headerImage),
    logoImage: text(campaign.logoImage),
    primaryColor: campaign.primaryColor || CAMPAIGN_DEFAULTS.primaryColor,
    secondaryColor: campaign.secondaryColor || CAMPAIGN_DEFAULTS.secondaryColor,
    welcomeMessage: text(campaign.welcomeMessage),
    rewardExplanation: text(campaign.rewardExplanation),
    businessValueProp: text(campaign.businessValueProp),
    refereeContent1Title: text(campaign.refereeContent1Title),
    refereeContent1Body: text(campaign.refereeContent1Body),
    refereeContent1Image: text(campaign.refereeContent1Image),
    refereeContent2Title: text(campaign.refereeContent2Title),
    refereeContent2Body: text(campaign.refereeContent2Body),
    refereeContent2Image: text(campaign.refereeContent2Image),
    refereeContent3Title: text(campaign.refereeContent3Title),
    refereeContent3Body: text(campaign.refereeContent3Body),
    refereeContent3Image: text(campaign.refereeContent3Image),
    constantRewardEnabled: campaign.constantRewardEnabled,
    constantRewardName: text(campaign.constantRewardName),
    constantRewardType: campaign.constantRewardType,
    constantRewardValue: campaign.constantRewardValue,
    constantRewardMaxDiscount: campaign.constantRewardMaxDiscount ?? DEFAULT_MAX_DISCOUNT,
    inviteeRewardEnabled: campaign.inviteeRewardEnabled,
    inviteeRewardName: text(campaign.inviteeRewardName),
    inviteeRewardType: campaign.inviteeRewardType,
    inviteeRewardValue: campaign.inviteeRewardValue,
    inviteeRewardMaxDiscount: campaign.inviteeRewardMaxDiscount ?? DEFAULT_MAX_DISCOUNT,
    milestones: campaign.milestones.map((milestone) => ({
      referralCount: milestone.referralCount,
      rewardName: milestone.rewardName ?? undefined,
      rewardType: milestone.rewardType as RewardType,
      rewardValue: milestone.rewardValue,
      description: milestone.rewardDescription,
      termsAndConditions: milestone.termsAndConditions ?? undefined,
    })),
    friendFields: campaign.friendFields,
  };
}

/** The content both payloads carry; empty text is left out, which the server stores as not set. */
function contentOf(values: CampaignFormValues) {
  const optional = (value: string) => (value.trim() ? value : undefined);
  return {
    name: values.name.trim(),
    duration: optional(values.duration),
    description: optional(values.description),
    targetDemo: optional(values.targetDemo),
    headerImage: optional(values.headerImage),
    logoImage: optional(values.logoImage),
    primaryColor: values.primaryColor,
    secondaryColor: values.secondaryColor,
    welcomeMessage: optional(values.welcomeMessage),
    rewardExplanation: optional(values.rewardExplanation),
    businessValueProp: optional(values.businessValueProp),
    constantRewardEnabled: values.constantRewardEnabled,
    constantRewardName: optional(values.constantRewardName),
    constantRewardType: values.constantRewardType,
    constantRewardValue: values.constantRewardValue,
    constantRewardMaxDiscount: values.constantRewardMaxDiscount,
    inviteeRewardEnabled: values.inviteeRewardEnabled,
    inviteeRewardName: optional(values.inviteeRewardName),
    inviteeRewardType: values.inviteeRewardType,
    inviteeRewardValue: values.inviteeRewardValue,
    inviteeRewardMaxDiscount: values.inviteeRewardMaxDiscount,
    refereeContent1Title: optional(values.refereeContent1Title),
    refereeContent1Body: optional(values.refereeContent1Body),
    refereeContent1Image: optional(values.refereeContent1Image),
    refereeContent2Title: optional(values.refereeContent2Title),
    refereeContent2Body: optional(values.refereeContent2Body),
    refereeContent2Image: optional(values.refereeContent2Image),
    refereeContent3Title: optional(values.refereeContent3Title),
    refereeContent3Body: optional(values.refereeContent3Body),
    refereeContent3Image: optional(values.refereeContent3Image),
    friendFields: values.friendFields,
  };
}

/**
 * POST /api/campaigns from the wizard: the campaign of business `userId`, with its milestones, launched active
 * or saved inactive (`isActive` false, e.g. while the plan's active campaigns are all in use).
 */
export function toCreateInput(
  values: CampaignFormValues,
  userId: string,
  isActive = true,
): CampaignCreateInput {
  return {
    ...contentOf(values),
    userId,
    isActive,
    duration: values.duration || CAMPAIGN_DEFAULTS.duration,
    endsAt: values.duration === 'custom' ? values.endsAt : undefined,
    geoRadius: values.geographicRadius || CAMPAIGN_DEFAULTS.geoRadius,
    targetDemo: values.targetDemo || CAMPAIGN_DEFAULTS.targetDemo,
    milestones: values.milestones,
  };
}

/**
 * PATCH /api/campaigns/{id} from the edit form. The edit replaces every field, so the audience the page does
 * not show is sent back as it was.
 */
export function toEditInput(values: CampaignFormValues): CampaignEditInput {
  const optional = (value: string) => (value.trim() ? value : undefined);
  return {
    ...contentOf(values),
    geographicRadius: optional(values.geographicRadius),
  };
}
