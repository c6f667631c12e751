import type { EntityManager } from '@mikro-orm/sql';
import type { AdminPrincipal, AdminWorkflowDto } from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';
import { requestWorkflow } from './request-workflow.ts';

/** Deletes a business and everything the services hold about it: starts the workflow, answers where it stands. */
export function deleteBusiness(
  em: EntityManager,
  bus: Bus,
  admin: AdminPrincipal,
  businessId: string,
  options: { requestId?: string } = {},
): Promise<AdminWorkflowDto> {
  return requestWorkflow(
    em,
    bus,
    admin,
    { kind: 'delete-business', businessId, includeData: false },
    options,
  );
}
