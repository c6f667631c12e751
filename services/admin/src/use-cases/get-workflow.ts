import type { EntityManager } from '@mikro-orm/sql';
import type { AdminWorkflowDto } from '@referrals/contracts';
import { BusinessWorkflow } from '../entities/business-workflow.ts';
import { AdminErrors } from '../errors.ts';
import { workflowDto } from './workflow-dto.ts';

/** One workflow and where it stands. */
export async function getWorkflow(em: EntityManager, id: string): Promise<AdminWorkflowDto> {
  const row = await em.findOne(BusinessWorkflow, { id });
  if (!row) throw AdminErrors.workflowNotFound();
  return workflowDto(row);
}
