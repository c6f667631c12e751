import { useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import type { AdminUserDto } from '@referrals/contracts';
import { serverMessageOf, useToast } from '@referrals/ui';
import { TableCard } from '../../../components/TableCard.tsx';
import { useAdminUsers, useDeleteAdminUser, usePromoteAdminUser } from '../api/admin-users.ts';
import { fullName } from '../lib/admin-roles.ts';
import { promoteFailureToast } from '../lib/admin-user-toasts.ts';
import { AdminUserFormDialog } from './AdminUserFormDialog.tsx';
import { AdminUsersTable } from './AdminUsersTable.tsx';
import { DeleteAdminDialog } from './DeleteAdminDialog.tsx';
import { PromoteAdminDialog } from './PromoteAdminDialog.tsx';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'promote' | 'delete'; user: AdminUserDto } | null;

/** The Admin Users tab: the administrators and what the signed-in one may do with them. */
export function AdminUsersTab({ currentUser }: { currentUser: AdminUserDto }) {
  const { toast } = useToast();
  const users = useAdminUsers();
  const promote = usePromoteAdminUser();
  const remove = useDeleteAdminUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const userOf = (kind: 'edit' | 'promote' | 'delete') => (dialog?.kind === kind ? dialog.user : null);

  if (users.isPending) return <Skeleton active />;
  if (!users.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="The administrators could not be loaded"
        description={serverMessageOf(users.error, 'Please check your connection and reload the page.')}
      />
    );
  }
  return (
    <>
      <TableCard
        title={`Admin Users (${users.data.length})`}
        extra={
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
            Create Admin
          </Button>
        }
      >
        <AdminUsersTable
          users={users.data}
          onEdit={(user) => setDialog({ kind: 'edit', user })}
          onPromote={(user) => setDialog({ kind: 'promote', user })}
          onDelete={(user) => setDialog({ kind: 'delete', user })}
        />
      </TableCard>
      <AdminUserFormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        user={userOf('edit')}
        currentRole={currentUser.role}
        onClose={close}
      />
      <PromoteAdminDialog
        user={userOf('promote')}
        pending={promote.isPending}
        onCancel={close}
        onConfirm={(user) =>
          promote.mutate(user.id, {
            onSuccess: () => {
              close();
              toast({ title: 'User promoted', description: `${fullName(user)} is now a Super Admin.` });
            },
            onError: (error) => toast(promoteFailureToast(error)),
          })
        }
      />
      <DeleteAdminDialog
        user={userOf('delete')}
        pending={remove.isPending}
        onCancel={close}
        onConfirm={(user) =>
          remove.mutate(user.id, {
            onSuccess: () => {
              close();
              toast({ title: 'Admin deleted', description: `${fullName(user)} was deleted.` });
            },
            onError: (error) =>
              toast({
                title: 'Delete failed',
                description: serverMessageOf(error, 'The administrator could not be deleted.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </>
  );
}
