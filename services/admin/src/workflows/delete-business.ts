import {
  CampaignSubjects,
  IdentitySubjects,
  ReferralSubjects,
  type BusinessStepInput,
} from '@referrals/contracts';
import { Errors, isAppError, toWire, type Bus, type WorkflowStep } from '@referrals/service-kit';
import { STEP_TIMEOUT_MS } from './steps.ts';

/** The delete steps in order: hide the business, remove what each service holds about it, then remove it. */
const DELETE_STEPS: ReadonlyArray<{ name: string; subject: string }> = [
  { name: 'deactivate-business', subject: IdentitySubjects.deactivateBusinessStep },
  { name: 'remove-referral-data', subject: ReferralSubjects.removeBusinessDataStep },
  { name: 'remove-campaign-data', subject: CampaignSubjects.removeBusinessDataStep },
  { name: 'remove-business', subject: IdentitySubjects.removeBusinessStep },
];

export const DELETE_STEP_COUNT = DELETE_STEPS.length;

/**
 * Delete business: it only moves forward (ADR 0014). A half-deleted business is only ever finished, so a step
 * is never compensated: a refusal is reported as a failure to retry (the run ends `failed`, with the refusal's
 * message, and is resumed later) rather than as a refusal, which would undo the steps done.
 */
export function deleteBusinessSteps(businessId: string, bus: Bus): WorkflowStep<Record<string, never>>[] {
  return DELETE_STEPS.map(({ name, subject }) => ({
    name,
    run: async ({ workflowId, step, state }) => {
      const message: BusinessStepInput = { workflowId, step, businessId };
      try {
        await bus.request(subject, message, { timeoutMs: STEP_TIMEOUT_MS });
      } catch (error) {
        if (isAppError(error, 'Unavailable') || isAppError(error, 'Timeout')) throw error;
        throw Errors.unavailable(`${step}: ${toWire(error).message}`);
      }
      return state;
    },
  }));
}
