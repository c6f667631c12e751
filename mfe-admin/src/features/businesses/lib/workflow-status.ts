import type { AdminWorkflowDto, AdminWorkflowStatus } from '@referrals/contracts';

/** A workflow still under way: running, or failed and about to be retried. */
export const isUnfinished = (workflow: Pick<AdminWorkflowDto, 'status'>): boolean =>
  workflow.status === 'running' || workflow.status === 'failed';

export type WorkflowTone = 'progress' | 'warning' | 'error';

/** How a workflow shows on its business's row. */
export interface WorkflowTag {
  id: string;
  label: string;
  tone: WorkflowTone;
  /** Why it stopped, when it did. */
  detail: string | null;
}

/** The row tag of a workflow that is not done: progress, a retry or a failure; null once it is done. */
export function workflowTag(workflow: AdminWorkflowDto): WorkflowTag | null {
  const copying = workflow.kind === 'duplicate-business';
  const progress = `${workflow.stepsDone.length}/${workflow.totalSteps}`;
  switch (workflow.status) {
    case 'running':
      return {
        id: workflow.id,
        label: `${copying ? 'Copying…' : 'Deleting…'} ${progress}`,
        tone: 'progress',
        detail: null,
      };
    case 'failed':
      return { id: workflow.id, label: 'Retrying', tone: 'warning', detail: workflow.error };
    case 'compensated':
      return {
        id: workflow.id,
        label: copying ? 'Copy failed' : 'Delete failed',
        tone: 'error',
        detail: workflow.error,
      };
    case 'done':
      return null;
  }
}

/** The tags of one business's workflows, oldest first. */
export function workflowTagsFor(businessId: string, workflows: readonly AdminWorkflowDto[]): WorkflowTag[] {
  return workflows
    .filter((workflow) => workflow.businessId === businessId)
    .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt))
    .flatMap((workflow) => workflowTag(workflow) ?? []);
}

/**
 * The workflows that finished since the last look: unfinished in `previous` (id to status), done or given
 * up on now. A workflow first seen finished is not reported (it ended before this screen opened).
 */
export function newlyFinished(
  previous: ReadonlyMap<string, AdminWorkflowStatus>,
  workflows: readonly AdminWorkflowDto[],
): AdminWorkflowDto[] {
  return workflows.filter((workflow) => {
    const before = previous.get(workflow.id);
    return before !== undefined && isUnfinished({ status: before }) && !isUnfinished(workflow);
  });
}

/** The toast of a finished workflow. */
export function finishedToast(workflow: AdminWorkflowDto): {
  title: string;
  description: string;
  variant: 'success' | 'destructive';
} {
  const copying = workflow.kind === 'duplicate-business';
  if (workflow.status === 'done') {
    return copying
      ? {
          title: 'Business duplicated',
          description: `A copy of ${workflow.businessName} is ready.`,
          variant: 'success',
        }
      : {
          title: 'Business deleted',
          description: `${workflow.businessName} was deleted.`,
          variant: 'success',
        };
  }
  return {
    title: copying ? 'Copy failed' : 'Delete failed',
    description: workflow.error ?? `${workflow.businessName} could not be ${copying ? 'copied' : 'deleted'}.`,
    variant: 'destructive',
  };
}
