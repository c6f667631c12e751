import { newCampaignValues, type CampaignFormValues } from './campaign-form.ts';

/**
 * The wizard's work in progress, kept in this browser per business so that nothing typed is lost when the
 * launch cannot happen yet (the plan is full) or the owner leaves to change the plan or deactivate a campaign.
 */
export interface WizardDraft {
  values: CampaignFormValues;
  step: number;
}

const keyOf = (userId: string) => `referrals:campaign-wizard-draft:${userId}`;

/** The draft of business `userId`, over a new campaign's values (fields added since it was kept start empty). */
export function loadWizardDraft(userId: string): WizardDraft | null {
  try {
    const stored = window.localStorage.getItem(keyOf(userId));
    if (!stored) return null;
    const draft = JSON.parse(stored) as Partial<WizardDraft>;
    if (!draft.values || typeof draft.step !== 'number') return null;
    const values = { ...newCampaignValues(), ...draft.values };
    return hasTypedWork(values) ? { values, step: draft.step } : null;
  } catch {
    // Storage refused (private mode) or a damaged entry: the wizard starts afresh.
    return null;
  }
}

/** Keeps `draft`; a wizard with nothing typed keeps none (it would only be offered back for nothing). */
export function saveWizardDraft(userId: string, draft: WizardDraft): void {
  if (!hasTypedWork(draft.values)) {
    clearWizardDraft(userId);
    return;
  }
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the work stays on screen, only not kept across visits.
  }
}

export function clearWizardDraft(userId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // Storage refused: there is nothing kept to clear.
  }
}

/** Whether the owner has typed anything a Cancel would throw away. */
export function hasTypedWork(values: CampaignFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(newCampaignValues());
}
