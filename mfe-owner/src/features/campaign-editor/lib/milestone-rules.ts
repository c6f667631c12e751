import type { MilestoneInput, RewardType } from '@referrals/contracts';

/** The fields of the "add a milestone" form, before they become a {@link MilestoneInput}. */
export interface MilestoneDraft {
  rewardName: string;
  referralCount: number;
  rewardType: RewardType;
  rewardValue: string;
  description: string;
  termsAndConditions: string;
}

export const EMPTY_MILESTONE_DRAFT: MilestoneDraft = {
  rewardName: '',
  referralCount: 1,
  rewardType: 'discount',
  rewardValue: '',
  description: '',
  termsAndConditions: '',
};

/**
 * "Referrals required" as the owner typed it: a whole number of at least 1, anything else (empty, zero,
 * negative, fractional, not a number) falling back to 1 (docs/product-rules.md §5).
 */
export function referralCountFrom(input: unknown): number {
  const value = typeof input === 'string' ? Number(input.trim()) : input;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;
}

/** A milestone can be added only once it has a reward name that is not blank (docs/product-rules.md §5). */
export function canAddMilestone(draft: Pick<MilestoneDraft, 'rewardName'>): boolean {
  return draft.rewardName.trim().length > 0;
}

/** Whether the owner has typed or chosen nothing in the "add a milestone" form (it is as it starts). */
export function isBlankMilestoneDraft(draft: MilestoneDraft): boolean {
  return (Object.keys(EMPTY_MILESTONE_DRAFT) as (keyof MilestoneDraft)[]).every((field) => {
    const value = draft[field];
    return (typeof value === 'string' ? value.trim() : value) === EMPTY_MILESTONE_DRAFT[field];
  });
}

/** The milestone the API takes, from the form: text trimmed, empty terms left out. */
export function milestoneFromDraft(draft: MilestoneDraft): MilestoneInput {
  const terms = draft.termsAndConditions.trim();
  return {
    rewardName: draft.rewardName.trim(),
    referralCount: referralCountFrom(draft.referralCount),
    rewardType: draft.rewardType,
    rewardValue: draft.rewardValue.trim(),
    description: draft.description.trim(),
    ...(terms ? { termsAndConditions: terms } : {}),
  };
}
