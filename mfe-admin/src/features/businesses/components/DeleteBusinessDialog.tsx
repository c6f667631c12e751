import { useState } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import type { AdminBusinessDto } from '@referrals/contracts';
import * as admin from '../../../components/admin.module.css';
import * as styles from './businesses.module.css';

/** The word the administrator types to confirm a deletion. */
export const DELETE_CONFIRMATION = 'DELETE';

/** Whether what was typed confirms the deletion: exactly DELETE. */
export const confirmsDeletion = (typed: string): boolean => typed === DELETE_CONFIRMATION;

export interface DeleteBusinessConfirmationProps {
  businessName: string;
  typed: string;
  onTypedChange: (typed: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
}

/** The dialog's content: what goes, the confirmation field, and the buttons (Delete only once DELETE is typed). */
export function DeleteBusinessConfirmation({
  businessName,
  typed,
  onTypedChange,
  onCancel,
  onConfirm,
  pending,
}: DeleteBusinessConfirmationProps) {
  return (
    <div className={admin.dialogBody}>
      <Alert
        type="error"
        showIcon
        title={`This permanently deletes ${businessName} and everything it holds:`}
        description={
          <ul className={styles.deletedList}>
            <li>All campaign data</li>
            <li>All referrer and referee records</li>
            <li>All vouchers and analytics</li>
            <li>All associated files</li>
          </ul>
        }
      />
      <p className={admin.paragraph}>This action cannot be undone.</p>
      <label htmlFor="delete-business-confirmation" className={styles.confirmLabel}>
        Type {DELETE_CONFIRMATION} to confirm
      </label>
      <Input
        id="delete-business-confirmation"
        value={typed}
        onChange={(event) => onTypedChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <div className={admin.dialogActions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          danger
          type="primary"
          disabled={!confirmsDeletion(typed)}
          loading={pending}
          onClick={onConfirm}
        >
          Delete Business
        </Button>
      </div>
    </div>
  );
}

/** The Delete Business dialog: the deletion starts only after DELETE is typed. */
export function DeleteBusinessDialog({
  business,
  pending,
  onCancel,
  onConfirm,
}: {
  business: AdminBusinessDto | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (business: AdminBusinessDto) => void;
}) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Modal open={business !== null} title="Delete Business" onCancel={close} footer={null} destroyOnHidden>
      {business && (
        <DeleteBusinessConfirmation
          businessName={business.businessName}
          typed={typed}
          onTypedChange={setTyped}
          onCancel={close}
          onConfirm={() => {
            if (!confirmsDeletion(typed)) return;
            setTyped('');
            onConfirm(business);
          }}
          pending={pending}
        />
      )}
    </Modal>
  );
}
