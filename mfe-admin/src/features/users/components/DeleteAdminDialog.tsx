import { Button, Modal } from 'antd';
import type { AdminUserDto } from '@referrals/contracts';
import { fullName } from '../lib/admin-roles.ts';
import * as admin from '../../../components/admin.module.css';

/** The Delete Admin User confirmation. */
export function DeleteAdminDialog({
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
    <Modal open={user !== null} title="Delete Admin User" onCancel={onCancel} footer={null} destroyOnHidden>
      {user && (
        <div className={admin.dialogBody}>
          <p className={admin.paragraph}>
            Delete <strong>{fullName(user)}</strong> ({user.email})? They will no longer be able to sign in.
            This action cannot be undone.
          </p>
          <div className={admin.dialogActions}>
            <Button onClick={onCancel}>Cancel</Button>
            <Button danger type="primary" loading={pending} onClick={() => onConfirm(user)}>
              Delete
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
