import { Button, Table, type TableColumnsType } from 'antd';
import type { AdminUserDto } from '@referrals/contracts';
import { ActiveStatusTag, formatDate } from '@referrals/ui';
import { ToneTag } from '../../../components/StatusTags.tsx';
import { canDeleteOrPromote, fullName, ROLE_LABELS } from '../lib/admin-roles.ts';
import * as admin from '../../../components/admin.module.css';

export interface AdminUsersTableProps {
  users: readonly AdminUserDto[];
  onEdit: (user: AdminUserDto) => void;
  onPromote: (user: AdminUserDto) => void;
  onDelete: (user: AdminUserDto) => void;
}

/** The Admin Users tab's table; super admins' rows have neither Promote nor Delete. */
export function AdminUsersTable({ users, onEdit, onPromote, onDelete }: AdminUsersTableProps) {
  const columns: TableColumnsType<AdminUserDto> = [
    { title: 'Name', key: 'name', render: (_value, user) => fullName(user) },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Role',
      key: 'role',
      render: (_value, user) => (
        <ToneTag tone={user.role === 'super_admin' ? 'purple' : 'blue'}>{ROLE_LABELS[user.role]}</ToneTag>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, user) => <ActiveStatusTag isActive={user.isActive} />,
    },
    {
      title: 'Last Login',
      key: 'lastLogin',
      render: (_value, user) => (user.lastLogin ? formatDate(user.lastLogin) : 'Never'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, user) => (
        <div className={admin.rowActions}>
          <Button size="small" onClick={() => onEdit(user)} aria-label={`Edit ${fullName(user)}`}>
            Edit
          </Button>
          {canDeleteOrPromote(user) && (
            <>
              <Button
                size="small"
                onClick={() => onPromote(user)}
                aria-label={`Promote ${fullName(user)} to Super Admin`}
              >
                Promote to Super Admin
              </Button>
              <Button
                size="small"
                danger
                onClick={() => onDelete(user)}
                aria-label={`Delete ${fullName(user)}`}
              >
                Delete
              </Button>
            </>
          )}
        </div>
      ),
    },
  ];
  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={[...users]}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No administrators yet' }}
    />
  );
}
