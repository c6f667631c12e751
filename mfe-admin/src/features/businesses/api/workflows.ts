import { useQuery } from '@tanstack/react-query';
import type { AdminWorkflowDto } from '@referrals/contracts';
import { adminRequest } from '../../../lib/session/admin-request.ts';
import { isUnfinished } from '../lib/workflow-status.ts';

export const workflowsQueryKey = ['admin', 'workflows'] as const;

/** How often the list is asked again while a workflow is under way. */
export const WORKFLOWS_POLL_MS = 2_000;

/** `GET /api/admin/workflows`: polled every 2 s while one runs (or waits to be retried), not otherwise. */
export function useWorkflows() {
  return useQuery({
    queryKey: workflowsQueryKey,
    queryFn: ({ signal }) =>
      adminRequest<AdminWorkflowDto[]>('GET', '/api/admin/workflows', undefined, { signal }),
    refetchInterval: (query) => (query.state.data?.some(isUnfinished) ? WORKFLOWS_POLL_MS : false),
  });
}
