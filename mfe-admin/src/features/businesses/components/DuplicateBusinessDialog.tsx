import { useState } from 'react';
import { Alert, Button, Modal, Radio } from 'antd';
import type { AdminBusinessDto } from '@referrals/contracts';
import * as admin from '../../../components/admin.module.css';
import * as styles from './businesses.module.css';

const CHOICES = [
  {
    includeData: false,
    label: 'Basic Copy',
    description: 'Business details only.',
  },
  {
    includeData: true,
    label: 'Complete Copy',
    description: 'Business details, campaigns, referrers and configurations, with referral data reset.',
  },
] as const;

export interface DuplicateBusinessChoiceProps {
  businessName: string;
  includeData: boolean;
  onIncludeDataChange: (includeData: boolean) => void;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
}

/** The dialog's content: Basic or Complete Copy, and what a copy shares with its original. */
export function DuplicateBusinessChoice({
  businessName,
  includeData,
  onIncludeDataChange,
  onCancel,
  onConfirm,
  pending,
}: DuplicateBusinessChoiceProps) {
  return (
    <div className={admin.dialogBody}>
      <p className={admin.paragraph}>
        Create a new business from <strong>{businessName}</strong>.
      </p>
      <Radio.Group
        aria-label="Copy type"
        value={includeData}
        onChange={(event) => onIncludeDataChange(event.target.value as boolean)}
        className={styles.choices}
      >
        {CHOICES.map((choice) => (
          <Radio key={choice.label} value={choice.includeData}>
            <strong>{choice.label}</strong>
            <br />
            <span className={admin.muted}>{choice.description}</span>
          </Radio>
        ))}
      </Radio.Group>
      <Alert
        type="info"
        showIcon
        title="Duplicates share the original's login credentials"
        description="The owner signs in with the same e-mail and password and manages several venues from one account."
      />
      <div className={admin.dialogActions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" loading={pending} onClick={onConfirm}>
          Duplicate Business
        </Button>
      </div>
    </div>
  );
}

/** The Duplicate Business dialog. */
export function DuplicateBusinessDialog({
  business,
  pending,
  onCancel,
  onConfirm,
}: {
  business: AdminBusinessDto | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (business: AdminBusinessDto, includeData: boolean) => void;
}) {
  const [includeData, setIncludeData] = useState(false);
  const close = () => {
    setIncludeData(false);
    onCancel();
  };
  return (
    <Modal open={business !== null} title="Duplicate Business" onCancel={close} footer={null} destroyOnHidden>
      {business && (
        <DuplicateBusinessChoice
          businessName={business.businessName}
          includeData={includeData}
          onIncludeDataChange={setIncludeData}
          onCancel={close}
          onConfirm={() => {
            setIncludeData(false);
            onConfirm(business, includeData);
          }}
          pending={pending}
        />
      )}
    </Modal>
  );
}
