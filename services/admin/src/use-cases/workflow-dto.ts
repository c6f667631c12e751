import type { AdminWorkflowDto } from '@referrals/contracts';
import type { BusinessWorkflow } from '../entities/business-workflow.ts';
import { DELETE_STEP_COUNT } from '../workflows/delete-business.ts';
import { duplicateStepCount, type DuplicateState } from '../workflows/duplicate-business.ts';

/** A workflow as the admin screens show it. */
export function workflowDto(row: BusinessWorkflow): AdminWorkflowDto {
  const duplicate = row.kind === 'duplicate-business';
  const copy = duplicate ? ((row.state as Partial<DuplicateState>).copy ?? null) : null;
  return {
    id: row.id,
    kind: row.kind,
    businessId: row.businessId,
    businessName: row.businessName,
    includeData: row.includeData,
    status: row.status,
    stepsDone: [...row.done],
    totalSteps: duplicate ? duplicateStepCount(row.includeData) : DELETE_STEP_COUNT,
    // A compensated duplicate removed its copy again.
    resultBusinessId: copy && row.status !== 'compensated' ? copy.businessId : null,
    error: row.error?.message ?? null,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
