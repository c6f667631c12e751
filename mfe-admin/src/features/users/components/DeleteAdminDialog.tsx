import { Button, Modal, Typography } from 'antd';
import type { AdminUserDto } from '@referrals/contracts';
import { fullName } from '../lib/admin-roles.ts';

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
        <div style={{ display: 'grid', gap: 12 }}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Delete <strong>{fullName(user)}</strong> ({user.email})? They will no longer be able to sign in.
            This action cannot be undone.
          </Typography.Paragraph>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
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
