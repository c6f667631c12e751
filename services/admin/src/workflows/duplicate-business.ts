import {
  CampaignSubjects,
  IdentitySubjects,
  ReferralSubjects,
  type BusinessRegisteredData,
  type BusinessStepInput,
  type CampaignCopy,
  type CopyBusinessStepInput,
  type CopyCampaignsStepInput,
  type CopyReferrersStepInput,
} from '@referrals/contracts';
import type { Bus, WorkflowStep, WorkflowStepContext } from '@referrals/service-kit';
import { STEP_TIMEOUT_MS, undoKey } from './steps.ts';

/** What the steps of a duplicate leave for the next ones (recorded with the workflow). */
export interface DuplicateState {
  /** The new business, once identity made it. */
  copy: BusinessRegisteredData | null;
  /** Complete Copy: each copied campaign with its copy's id. */
  campaigns: CampaignCopy[];
  /** Complete Copy: how many referrers joined the copies. */
  referrers: number | null;
}

export const INITIAL_DUPLICATE_STATE: DuplicateState = { copy: null, campaigns: [], referrers: null };

export interface DuplicateInput {
  sourceBusinessId: string;
  /** Complete Copy: campaigns and referrers too. */
  includeData: boolean;
  /** The new business's name; null: identity's default, "{name} (copy N)". */
  name: string | null;
}

/** Steps of a duplicate: the business alone, or its campaigns and their referrers too. */
export const duplicateStepCount = (includeData: boolean): number => (includeData ? 3 : 1);

/** The copy made by the first step; the later steps and the compensations cannot run without it. */
function copyOf(state: DuplicateState): BusinessRegisteredData {
  if (!state.copy) throw new Error('The copy-business step has not recorded the new business');
  return state.copy;
}

/**
 * Duplicate business (Basic Copy: the business alone; Complete Copy: its campaigns and their referrers too).
 * `bus` calls as the admin service. A refusal undoes the copy in reverse order: the copied campaigns (and what
 * referral holds about them), then the new business.
 */
export function duplicateBusinessSteps(input: DuplicateInput, bus: Bus): WorkflowStep<DuplicateState>[] {
  const request = <T>(subject: string, message: object) =>
    bus.request<T>(subject, message, { timeoutMs: STEP_TIMEOUT_MS });
  const removeCopyFrom =
    (subject: string) =>
    async ({ workflowId, step, state }: WorkflowStepContext<DuplicateState>, key = undoKey(step)) => {
      const message: BusinessStepInput = { workflowId, step: key, businessId: copyOf(state).businessId };
      await request(subject, message);
    };

  const copyBusiness: WorkflowStep<DuplicateState> = {
    name: 'copy-business',
    run: async ({ workflowId, step, state }) => {
      const message: CopyBusinessStepInput = {
        workflowId,
        step,
        sourceBusinessId: input.sourceBusinessId,
        ...(input.name ? { businessName: input.name } : {}),
      };
      const { business } = await request<{ business: BusinessRegisteredData }>(
        IdentitySubjects.copyBusinessStep,
        message,
      );
      return { ...state, copy: business };
    },
    compensate: removeCopyFrom(IdentitySubjects.removeBusinessStep),
  };
  if (!input.includeData) return [copyBusiness];

  const removeCampaignCopies = removeCopyFrom(CampaignSubjects.removeBusinessDataStep);
  const removeReferralCopies = removeCopyFrom(ReferralSubjects.removeBusinessDataStep);
  return [
    copyBusiness,
    {
      name: 'copy-campaigns',
      run: async ({ workflowId, step, state }) => {
        const message: CopyCampaignsStepInput = {
          workflowId,
          step,
          sourceBusinessId: input.sourceBusinessId,
          target: copyOf(state),
        };
        const { campaigns } = await request<{ campaigns: CampaignCopy[] }>(
          CampaignSubjects.copyCampaignsStep,
          message,
        );
        return { ...state, campaigns };
      },
      // Referral first: it learnt of the copied campaigns from campaign's events, and a refused copy-referrers
      // is what makes this compensation run. Then the copied campaigns themselves.
      compensate: async (ctx) => {
        await removeReferralCopies(ctx, undoKey(`${ctx.step}-referrals`));
        await removeCampaignCopies(ctx);
      },
    },
    {
      name: 'copy-referrers',
      run: async ({ workflowId, step, state }) => {
        const message: CopyReferrersStepInput = {
          workflowId,
          step,
          sourceBusinessId: input.sourceBusinessId,
          targetBusinessId: copyOf(state).businessId,
          campaigns: state.campaigns,
        };
        const { referrers } = await request<{ referrers: number }>(
          ReferralSubjects.copyReferrersStep,
          message,
        );
        return { ...state, referrers };
      },
    },
  ];
}
