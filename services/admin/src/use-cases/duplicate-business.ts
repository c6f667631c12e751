import type { EntityManager } from '@mikro-orm/sql';
import type { AdminDuplicateInput, AdminPrincipal, AdminWorkflowDto } from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';
import { requestWorkflow } from './request-workflow.ts';

/**
 * Basic Copy (`includeData` false) or Complete Copy of a business, named `name` (absent or empty: "{name} (copy N)",
 * the first N from 2 that no business of the login has): starts the workflow, answers where it stands.
 */
export function duplicateBusiness(
  em: EntityManager,
  bus: Bus,
  admin: AdminPrincipal,
  businessId: string,
  input: AdminDuplicateInput,
  options: { requestId?: string } = {},
): Promise<AdminWorkflowDto> {
  return requestWorkflow(
    em,
    bus,
    admin,
    {
      kind: 'duplicate-business',
      businessId,
      includeData: input.includeData === true,
      copyName: input.name || null,
    },
    options,
  );
}
