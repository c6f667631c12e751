import { campaignCreateSchema } from '@referrals/contracts';
import type { CampaignFormValues } from './campaign-form.ts';

/** The five steps of docs/product-rules.md §2 "Campaign creation wizard", in order. */
export const WIZARD_STEPS = [
  'Basics',
  'Visual Branding',
  'Content and Messaging',
  'Reward Structure',
  'Launch',
] as const;

/**
 * The fields each step checks before Continue, in the order their messages come first. The rules and messages
 * are the server's own (campaignCreateSchema, docs/product-rules.md §5), so the wizard can never pass what the API refuses.
 */
const STEP_FIELDS: Record<number, readonly (keyof CampaignFormValues)[]> = {
  0: ['name', 'endsAt'],
  3: [
    'constantRewardEnabled',
    'constantRewardName',
    'constantRewardType',
    'constantRewardValue',
    'constantRewardMaxDiscount',
    'inviteeRewardName',
    'inviteeRewardType',
    'inviteeRewardValue',
    'inviteeRewardMaxDiscount',
  ],
};

/** What stops a step: the field to fix and the server's message about it. */
export interface WizardStepProblem {
  field: keyof CampaignFormValues;
  message: string;
}

/** The first problem of wizard step `step` (0-based) with `values`, or null when it may advance. */
export async function wizardStepError(
  step: number,
  values: CampaignFormValues,
): Promise<WizardStepProblem | null> {
  for (const field of STEP_FIELDS[step] ?? []) {
    try {
      await campaignCreateSchema.validateAt(field, values);
    } catch (error) {
      return { field, message: error instanceof Error ? error.message : String(error) };
    }
  }
  return null;
}
