import type { EntityManager } from '@mikro-orm/sql';
import type { AdminWorkflowDto } from '@referrals/contracts';
import { BusinessWorkflow, UNFINISHED_STATUSES } from '../entities/business-workflow.ts';
import { workflowDto } from './workflow-dto.ts';

/** Finished workflows stay in the list this long after their last change. */
const RECENT_MS = 24 * 60 * 60 * 1000;

/** The workflows not yet over, and those that changed in the last 24 hours: newest first. */
export async function listWorkflows(em: EntityManager, now = new Date()): Promise<AdminWorkflowDto[]> {
  const rows = await em.find(
    BusinessWorkflow,
    {
      $or: [
        { status: { $in: [...UNFINISHED_STATUSES] } },
        { updatedAt: { $gte: new Date(now.getTime() - RECENT_MS) } },
      ],
    },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return rows.map(workflowDto);
}
