import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  AdminEvents,
  IdentitySubjects,
  PRINCIPAL_HEADER,
  type AdminBusinessDto,
  type AdminPrincipal,
  type AdminWorkflowDto,
  type AdminWorkflowKind,
  type AdminWorkflowRequestedData,
} from '@referrals/contracts';
import { conflictOnUniqueViolation, isAppError, recordEvent, type Bus } from '@referrals/service-kit';
import { AdminErrors } from '../errors.ts';
import { BusinessWorkflow, UNFINISHED_STATUSES } from '../entities/business-workflow.ts';
import { INITIAL_DUPLICATE_STATE } from '../workflows/duplicate-business.ts';
import { workflowDto } from './workflow-dto.ts';

export interface WorkflowRequest {
  kind: AdminWorkflowKind;
  businessId: string;
  includeData: boolean;
  /** A duplicate's name for the new business; null: the default one. */
  copyName?: string | null;
}

/**
 * The business as identity shows it to this admin. The admin's own principal goes with the request: reading a
 * business is the admin's right, which identity checks (`identity.admin.get-business` is an admin subject),
 * and its answer gives the name the workflow keeps. Only the workflow's steps call as the service.
 */
async function businessFor(bus: Bus, admin: AdminPrincipal, businessId: string): Promise<AdminBusinessDto> {
  try {
    return await bus.request<AdminBusinessDto>(
      IdentitySubjects.adminGetBusiness,
      { params: { id: businessId } },
      { headers: { [PRINCIPAL_HEADER]: JSON.stringify(admin) } },
    );
  } catch (error) {
    if (isAppError(error, 'NotFoundError')) throw AdminErrors.businessNotFound();
    throw error;
  }
}

/**
 * Records a business workflow and the event that drives it (`admin.workflow-requested`) in one transaction,
 * after checking the business exists; the run starts once it committed. Refused while a delete of the business
 * is under way.
 */
export async function requestWorkflow(
  em: EntityManager,
  bus: Bus,
  admin: AdminPrincipal,
  request: WorkflowRequest,
  { requestId }: { requestId?: string } = {},
): Promise<AdminWorkflowDto> {
  const business = await businessFor(bus, admin, request.businessId);
  const now = new Date();
  const workflow = await conflictOnUniqueViolation(
    () =>
      em.transactional(async (tx) => {
        // Requests about one business take turns, so none slips past the check below unseen.
        await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [
          `admin-business-workflow:${request.businessId}`,
        ]);
        const deleting = await tx.count(BusinessWorkflow, {
          businessId: request.businessId,
          kind: 'delete-business',
          status: { $in: [...UNFINISHED_STATUSES] },
        });
        if (deleting > 0) throw AdminErrors.businessBeingDeleted();
        const row = tx.create(BusinessWorkflow, {
          id: randomUUID(),
          kind: request.kind,
          businessId: request.businessId,
          businessName: business.businessName,
          includeData: request.includeData,
          copyName: request.copyName || null,
          status: 'running',
          done: [],
          state: request.kind === 'duplicate-business' ? { ...INITIAL_DUPLICATE_STATE } : {},
          error: null,
          requestedBy: admin.adminId,
          attempts: 0,
          leaseOwner: null,
          leaseUntil: null,
          createdAt: now,
          updatedAt: now,
        });
        tx.persist(row);
        recordEvent<AdminWorkflowRequestedData>(
          tx,
          AdminEvents.workflowRequested,
          { workflowId: row.id },
          { requestId },
        );
        return row;
      }),
    AdminErrors.businessBeingDeleted().message,
  );
  return workflowDto(workflow);
}
