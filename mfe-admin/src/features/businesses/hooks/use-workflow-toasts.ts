import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminWorkflowStatus } from '@referrals/contracts';
import { useToast } from '@referrals/ui';
import { businessesQueryRoot } from '../../../lib/businesses/get-businesses.ts';
import { useWorkflows } from '../api/workflows.ts';
import { finishedToast, newlyFinished } from '../lib/workflow-status.ts';

/**
 * Follows the business workflows while the dashboard is open, whichever tab shows: toasts each one that
 * finishes ("Business duplicated", "Business deleted", or why it failed) and refreshes the businesses it changed.
 */
export function useWorkflowToasts(): void {
  const workflows = useWorkflows().data;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const seen = useRef<ReadonlyMap<string, AdminWorkflowStatus>>(new Map());

  useEffect(() => {
    if (!workflows) return;
    const finished = newlyFinished(seen.current, workflows);
    seen.current = new Map(workflows.map((workflow) => [workflow.id, workflow.status]));
    if (finished.length === 0) return;
    for (const workflow of finished) toast(finishedToast(workflow));
    void queryClient.invalidateQueries({ queryKey: businessesQueryRoot });
  }, [workflows, queryClient, toast]);
}
