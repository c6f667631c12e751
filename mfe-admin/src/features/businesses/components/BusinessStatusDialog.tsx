import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { MAX_BUSINESS_STATUS_REASON_LENGTH, type AdminBusinessDto } from '@referrals/contracts';
import * as admin from '../../../components/admin.module.css';
import * as styles from './businesses.module.css';

/** The change the switch asks for: the business and the status it is to have. */
export interface StatusChange {
  business: AdminBusinessDto;
  isActive: boolean;
}

export interface BusinessStatusConfirmationProps {
  businessName: string;
  isActive: boolean;
  reason: string;
  onReasonChange: (reason: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
}

/** The dialog's content: what the change does, the optional reason for the owner, and the buttons. */
export function BusinessStatusConfirmation({
  businessName,
  isActive,
  reason,
  onReasonChange,
  onCancel,
  onConfirm,
  pending,
}: BusinessStatusConfirmationProps) {
  return (
    <div className={admin.dialogBody}>
      <p className={admin.paragraph}>
        {isActive ? (
          <>
            <strong>{businessName}</strong> becomes active again: its referral page comes back online and it
            takes referrers, referees and redemptions.
          </>
        ) : (
          <>
            <strong>{businessName}</strong> becomes inactive: its referral page answers “Business Not Found”
            and it takes no new referrers, referees or redemptions. Its owner still signs in.
          </>
        )}
      </p>
      <p className={admin.paragraph}>The owner is told by e-mail, with the reason when you give one.</p>
      <label htmlFor="business-status-reason" className={styles.confirmLabel}>
        Reason (optional)
      </label>
      <Input.TextArea
        id="business-status-reason"
        value={reason}
        onChange={(event) => onReasonChange(event.target.value)}
        maxLength={MAX_BUSINESS_STATUS_REASON_LENGTH}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
      <div className={admin.dialogActions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" danger={!isActive} loading={pending} onClick={onConfirm}>
          {isActive ? 'Enable Business' : 'Disable Business'}
        </Button>
      </div>
    </div>
  );
}

/** The confirmation with the reason as typed so far (a new one, empty, each time the dialog opens). */
function BusinessStatusForm({
  change,
  pending,
  onCancel,
  onConfirm,
}: {
  change: StatusChange;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (change: StatusChange, reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <BusinessStatusConfirmation
      businessName={change.business.businessName}
      isActive={change.isActive}
      reason={reason}
      onReasonChange={setReason}
      onCancel={onCancel}
      onConfirm={() => onConfirm(change, reason.trim())}
      pending={pending}
    />
  );
}

/** The confirmation of the businesses table's switch: disabling or enabling happens only once confirmed. */
export function BusinessStatusDialog({
  change,
  pending,
  onCancel,
  onConfirm,
}: {
  change: StatusChange | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (change: StatusChange, reason: string) => void;
}) {
  return (
    <Modal
      open={change !== null}
      title={change?.isActive ? 'Enable Business' : 'Disable Business'}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      {change && (
        <BusinessStatusForm
          key={`${change.business.id}:${change.isActive}`}
          change={change}
          pending={pending}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}
