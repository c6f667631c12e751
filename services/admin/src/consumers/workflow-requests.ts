import { AdminEvents, serviceEventsFilter, type AdminWorkflowRequestedData } from '@referrals/contracts';
import { isUuid, type ConsumerDefinition } from '@referrals/service-kit';
import { workflowRunnerOf } from '../workflows/runner.ts';

/**
 * Starts each business workflow that was asked for (`admin.workflow-requested`, recorded with the workflow's
 * row). The handler runs inside the kit's consumer transaction, so it only claims the run's lease there; the
 * run, and its calls to other services, start once that transaction committed. A run this replica cannot
 * take (it is stopping, or another replica runs it) is left to the resumers.
 */
export const workflowRequestsConsumer: ConsumerDefinition = {
  durable: 'admin-workflows',
  filter: serviceEventsFilter('admin'),
  handle: async (event, { em, bus, log, afterCommit }) => {
    if (event.type !== AdminEvents.workflowRequested) return;
    const { workflowId } = (event.data ?? {}) as Partial<AdminWorkflowRequestedData>;
    if (!isUuid(workflowId)) {
      log.warn('workflow request without a valid workflow id; ignored');
      return;
    }
    const runner = workflowRunnerOf(em);
    if (await runner.claim(em, workflowId)) afterCommit(() => runner.run(workflowId, bus));
  },
};
