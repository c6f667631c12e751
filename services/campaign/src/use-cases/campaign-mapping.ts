import { randomUUID } from 'node:crypto';
import {
  CAMPAIGN_FIELDS,
  CAMPAIGN_FIELD_NAMES,
  DEFAULT_MAX_DISCOUNT,
  campaignEventContent,
  type CampaignCreateInput,
  type CampaignDto,
  type CampaignEditInput,
  type CampaignEventData,
  type CampaignField,
  type CampaignFieldDefinition,
  type CampaignStatsDto,
  type MilestoneEventData,
  type MilestoneInput,
  type RewardKind,
  type RewardMilestoneDto,
  type RewardTerms,
  type RewardType,
} from '@referrals/contracts';
import type { Campaign } from '../entities/campaign.ts';
import type { KnownBusiness } from '../entities/known-business.ts';
import type { RewardMilestone } from '../entities/reward-milestone.ts';
import { sanitizeOptionalRichText as rich, sanitizeRichText } from './rich-text.ts';

/*
 * The campaign's mapping, one place for it: stored rows to the owner's answers and to events, and the input of
 * the wizard and the edit form to stored rows. The content fields go by the contracts' catalogue
 * (CAMPAIGN_FIELDS), the rewards by REWARD_FIELDS.
 */

/** Optional text as stored: nothing and empty are null. */
export const orNull = (value: string | undefined): string | null =>
  value === undefined || value === '' ? null : value;

export function toMilestoneDto(milestone: RewardMilestone): RewardMilestoneDto {
  return {
    id: milestone.id,
    campaignId: milestone.campaignId,
    referralCount: milestone.referralCount,
    rewardName: milestone.rewardName ?? null,
    rewardDescription: milestone.rewardDescription,
    description: milestone.rewardDescription,
    termsAndConditions: milestone.termsAndConditions ?? null,
    rewardValue: milestone.rewardValue,
    rewardType: milestone.rewardType,
    position: milestone.position,
  };
}

/** What every view of a campaign shows of the campaign itself (not its statistics, not its milestones). */
export type CampaignFields = Omit<CampaignDto, keyof CampaignStatsDto | 'milestones'>;

/**
 * What a campaign holds besides its content (CAMPAIGN_FIELDS), identity, owner and dates: both rewards' terms.
 * Answered and copied as stored.
 */
export const REWARD_FIELDS = (['constant', 'invitee'] as const).flatMap(
  (party) =>
    [
      `${party}RewardEnabled`,
      `${party}RewardName`,
      `${party}RewardType`,
      `${party}RewardValue`,
      `${party}RewardMaxDiscount`,
    ] as const,
);

type RewardField = (typeof REWARD_FIELDS)[number];

/** `fields` of the campaign as answered: each as stored, null for nothing. */
function valuesOf<F extends CampaignField | RewardField>(campaign: Campaign, fields: readonly F[]) {
  return Object.fromEntries(fields.map((field) => [field, campaign[field] ?? null])) as Pick<CampaignDto, F>;
}

export function campaignFields(campaign: Campaign, business: KnownBusiness): CampaignFields {
  return {
    id: campaign.id,
    userId: campaign.businessId,
    businessName: business.businessName,
    businessSlug: business.businessSlug,
    ...valuesOf(campaign, CAMPAIGN_FIELD_NAMES),
    endsAt: campaign.endsAt?.toISOString() ?? null,
    geographicRadius: campaign.geoRadius,
    ...valuesOf(campaign, REWARD_FIELDS),
    friendFields: campaign.friendFields,
    // docs/product-rules.md §3's read-only names of the same rewards (CampaignDto says which is which).
    referrerRewardName: campaign.constantRewardName ?? null,
    referrerRewardValue: campaign.constantRewardValue ?? null,
    rewardType: campaign.inviteeRewardType,
    rewardValue: campaign.inviteeRewardValue ?? null,
    isActive: campaign.isActive,
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
  };
}

export function toCampaignDto(
  campaign: Campaign,
  business: KnownBusiness,
  milestones: RewardMilestone[],
  stats: CampaignStatsDto,
): CampaignDto {
  return { ...campaignFields(campaign, business), ...stats, milestones: milestones.map(toMilestoneDto) };
}

/**
 * A reward as events carry it, null while it is off. A reward switched on without a name (possible only
 * before the edit form required one) is named "".
 */
function rewardTermsOf(
  enabled: boolean,
  name: string | null | undefined,
  kind: RewardKind,
  value: number | null | undefined,
  maxDiscount: number | null | undefined,
): RewardTerms | null {
  return enabled ? { name: name ?? '', kind, value: value ?? null, maxDiscount: maxDiscount ?? null } : null;
}

/** A milestone as events carry it; one without a name of its own goes by its description. */
function milestoneEventData(milestone: RewardMilestone): MilestoneEventData {
  return {
    referralCount: milestone.referralCount,
    rewardName: milestone.rewardName ?? milestone.rewardDescription,
    rewardType: milestone.rewardType as RewardType,
    rewardValue: milestone.rewardValue,
    description: milestone.rewardDescription,
  };
}

/**
 * The campaign in full as its events carry it (the referral service's read model is built from them): state,
 * branding, both rewards and the milestones (in {@link MILESTONE_ORDER}).
 */
export function eventData(campaign: Campaign, milestones: RewardMilestone[]): CampaignEventData {
  return {
    campaignId: campaign.id,
    businessId: campaign.businessId,
    ...campaignEventContent(campaign),
    isActive: campaign.isActive,
    inviteeReward: rewardTermsOf(
      campaign.inviteeRewardEnabled,
      campaign.inviteeRewardName,
      campaign.inviteeRewardType,
      campaign.inviteeRewardValue,
      campaign.inviteeRewardMaxDiscount,
    ),
    constantReward: rewardTermsOf(
      campaign.constantRewardEnabled,
      campaign.constantRewardName,
      campaign.constantRewardType,
      campaign.constantRewardValue,
      campaign.constantRewardMaxDiscount,
    ),
    milestones: milestones.map(milestoneEventData),
    friendFields: campaign.friendFields,
    updatedAt: campaign.updatedAt.toISOString(),
  };
}

/**
 * Milestones are kept ordered by referral count (no two share one: the schema refuses it); `position` keeps the
 * order of milestones saved before that rule, which could share a count.
 */
export const MILESTONE_ORDER = { referralCount: 'asc', position: 'asc' } as const;

/** The milestones to store, in {@link MILESTONE_ORDER} whatever the order they were sent in. */
export function newMilestones(campaignId: string, milestones: MilestoneInput[]): RewardMilestone[] {
  const ordered = [...milestones].sort((a, b) => a.referralCount - b.referralCount);
  return ordered.map((milestone, position) => ({
    id: randomUUID(),
    campaignId,
    referralCount: milestone.referralCount,
    rewardName: orNull(milestone.rewardName),
    rewardDescription: milestone.description,
    termsAndConditions: orNull(rich(milestone.termsAndConditions)),
    rewardValue: milestone.rewardValue,
    rewardType: milestone.rewardType,
    position,
  })) as RewardMilestone[];
}

/**
 * A reward's kind, value and cap as stored: the value only when the reward is on and its kind has one, the
 * cap only for a percentage that is on (the forms hide the others, so what they held is not kept).
 */
function storedRewardTerms(
  enabled: boolean,
  kind: RewardKind,
  value: number | null | undefined,
  maxDiscount: number | null | undefined,
) {
  return {
    kind,
    value: enabled && kind !== 'free' ? (value ?? null) : null,
    maxDiscount: enabled && kind === 'percentage' ? (maxDiscount ?? DEFAULT_MAX_DISCOUNT) : null,
  };
}

/**
 * A content field as stored (CAMPAIGN_FIELDS): rich text sanitised, then whatever is empty is the field's
 * default (docs/product-rules.md §9) or null.
 */
function storedValue(field: CampaignField, value: string | null | undefined): string | null {
  const { kind, default: fallback }: CampaignFieldDefinition = CAMPAIGN_FIELDS[field];
  const given = kind === 'richText' && value ? sanitizeRichText(value) : value;
  return given || (fallback ?? null);
}

/**
 * The fields the wizard and the edit form both set, as stored: the content (`storedValue`) and the rewards'
 * terms. The reward names are the caller's (the wizard drops the name of a reward it did not enable; the edit
 * form keeps what was typed).
 */
export function campaignContent(
  input: CampaignEditInput | CampaignCreateInput,
  geoRadius: string | null | undefined,
) {
  const constant = storedRewardTerms(
    input.constantRewardEnabled,
    input.constantRewardType,
    input.constantRewardValue,
    input.constantRewardMaxDiscount,
  );
  const invitee = storedRewardTerms(
    input.inviteeRewardEnabled,
    input.inviteeRewardType,
    input.inviteeRewardValue,
    input.inviteeRewardMaxDiscount,
  );
  const given: Partial<Record<CampaignField, string | null>> = { ...input, geoRadius };
  const content = Object.fromEntries(
    CAMPAIGN_FIELD_NAMES.map((field) => [field, storedValue(field, given[field])]),
  ) as Record<CampaignField, string | null> & { name: string };
  return {
    ...content,
    constantRewardEnabled: input.constantRewardEnabled,
    constantRewardType: constant.kind,
    constantRewardValue: constant.value,
    constantRewardMaxDiscount: constant.maxDiscount,
    inviteeRewardEnabled: input.inviteeRewardEnabled,
    inviteeRewardType: invitee.kind,
    inviteeRewardValue: invitee.value,
    inviteeRewardMaxDiscount: invitee.maxDiscount,
    // The edit form keeps what the campaign asks when a caller from before the setting sends none.
    ...(input.friendFields && { friendFields: input.friendFields }),
  };
}
