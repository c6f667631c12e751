import { useMemo, useState } from 'react';
import { Alert, Skeleton } from 'antd';
import type { AdminBusinessDto, AdminWorkflowDto } from '@referrals/contracts';
import { serverMessageOf, useToast } from '@referrals/ui';
import { TableCard } from '../../../components/TableCard.tsx';
import { useWorkflows } from '../api/workflows.ts';
import { workflowTagsFor, type WorkflowTag } from '../lib/workflow-status.ts';
import { useBusinesses } from '../../../lib/businesses/get-businesses.ts';
import { useDeleteBusiness, useDuplicateBusiness, useSetBusinessStatus } from '../api/businesses.ts';
import { BusinessDetailsDialog } from './BusinessDetailsDialog.tsx';
import { BusinessesTable } from './BusinessesTable.tsx';
import { BusinessStatusDialog, type StatusChange } from './BusinessStatusDialog.tsx';
import { DeleteBusinessDialog } from './DeleteBusinessDialog.tsx';
import { DuplicateBusinessDialog } from './DuplicateBusinessDialog.tsx';

type Dialog =
  | { kind: 'edit' | 'duplicate' | 'delete'; business: AdminBusinessDto }
  | ({ kind: 'status' } & StatusChange)
  | null;

function tagsByBusiness(
  businesses: readonly AdminBusinessDto[],
  workflows: readonly AdminWorkflowDto[],
): Map<string, WorkflowTag[]> {
  return new Map(businesses.map((business) => [business.id, workflowTagsFor(business.id, workflows)]));
}

/** The Businesses tab: every business, its workflows as they run, and the actions on it. */
export function BusinessesTab() {
  const { toast } = useToast();
  const businesses = useBusinesses();
  const workflows = useWorkflows();
  const setStatus = useSetBusinessStatus();
  const duplicate = useDuplicateBusiness();
  const remove = useDeleteBusiness();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const tags = useMemo(
    () => tagsByBusiness(businesses.data ?? [], workflows.data ?? []),
    [businesses.data, workflows.data],
  );

  const failed = (title: string, fallback: string) => (error: unknown) =>
    toast({ title, description: serverMessageOf(error, fallback), variant: 'destructive' });

  if (businesses.isPending) return <Skeleton active />;
  if (!businesses.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="The businesses could not be loaded"
        description={serverMessageOf(businesses.error, 'Please check your connection and reload the page.')}
      />
    );
  }
  const pendingStatusId = setStatus.isPending ? (setStatus.variables?.id ?? null) : null;

  return (
    <>
      <TableCard title={`Businesses (${businesses.data.length})`}>
        <BusinessesTable
          businesses={businesses.data}
          workflowTags={tags}
          statusPendingId={pendingStatusId}
          onEdit={(business) => setDialog({ kind: 'edit', business })}
          onDuplicate={(business) => setDialog({ kind: 'duplicate', business })}
          onDelete={(business) => setDialog({ kind: 'delete', business })}
          onStatusChange={(business, isActive) => setDialog({ kind: 'status', business, isActive })}
        />
      </TableCard>
      <BusinessStatusDialog
        change={dialog?.kind === 'status' ? dialog : null}
        pending={setStatus.isPending}
        onCancel={close}
        onConfirm={({ business, isActive }, reason) =>
          setStatus.mutate(
            { id: business.id, isActive, reason },
            {
              onSuccess: () => {
                close();
                toast({
                  title: isActive ? 'Business enabled' : 'Business disabled',
                  description: `${business.businessName} is now ${isActive ? 'active' : 'inactive'}.`,
                });
              },
              onError: failed('Status not changed', 'The business status could not be changed.'),
            },
          )
        }
      />
      <BusinessDetailsDialog business={dialog?.kind === 'edit' ? dialog.business : null} onClose={close} />
      <DuplicateBusinessDialog
        business={dialog?.kind === 'duplicate' ? dialog.business : null}
        businesses={businesses.data}
        pending={duplicate.isPending}
        onCancel={close}
        onConfirm={(business, includeData, name) =>
          duplicate.mutate(
            { id: business.id, includeData, name },
            {
              onSuccess: () => {
                close();
                toast({
                  title: 'Duplication started',
                  description: `${business.businessName} is being copied.`,
                  variant: 'info',
                });
              },
              onError: failed('Duplicate failed', 'The business could not be duplicated.'),
            },
          )
        }
      />
      <DeleteBusinessDialog
        business={dialog?.kind === 'delete' ? dialog.business : null}
        pending={remove.isPending}
        onCancel={close}
        onConfirm={(business) =>
          remove.mutate(business.id, {
            onSuccess: () => {
              close();
              toast({
                title: 'Deletion started',
                description: `${business.businessName} is being deleted.`,
                variant: 'info',
              });
            },
            onError: failed('Delete failed', 'The business could not be deleted.'),
          })
        }
      />
    </>
  );
}
