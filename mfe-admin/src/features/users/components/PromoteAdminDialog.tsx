import { Alert, Button, Modal } from 'antd';
import type { AdminUserDto } from '@referrals/contracts';
import { fullName } from '../lib/admin-roles.ts';
import * as admin from '../../../components/admin.module.css';

/** What a super admin may do that an admin may not. */
export const SUPER_ADMIN_PRIVILEGES = [
  'Full CMS access',
  'Manage all administrators',
  'Business management',
  'System configuration',
  'Cannot be deleted',
] as const;

/** The dialog's content: the privileges granted, the warning, and the buttons. */
export function PromotionNotice({
  name,
  pending,
  onCancel,
  onConfirm,
}: {
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className={admin.dialogBody}>
      <p className={admin.paragraph}>
        <strong>{name}</strong> will become a Super Admin with these privileges:
      </p>
      <ul className={admin.list}>
        {SUPER_ADMIN_PRIVILEGES.map((privilege) => (
          <li key={privilege}>{privilege}</li>
        ))}
      </ul>
      <Alert type="warning" showIcon title="This action cannot be undone." />
      <div className={admin.dialogActions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" loading={pending} onClick={onConfirm}>
          Promote to Super Admin
        </Button>
      </div>
    </div>
  );
}

/** The Promote to Super Admin dialog. */
export function PromoteAdminDialog({
  user,
  pending,
  onCancel,
  onConfirm,
}: {
  user: AdminUserDto | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (user: AdminUserDto) => void;
}) {
  return (
    <Modal
      open={user !== null}
      title="Promote to Super Admin"
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      {user && (
        <PromotionNotice
          name={fullName(user)}
          pending={pending}
          onCancel={onCancel}
          onConfirm={() => onConfirm(user)}
        />
      )}
    </Modal>
  );
}
