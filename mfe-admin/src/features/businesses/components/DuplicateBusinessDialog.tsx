import { useState } from 'react';
import { Alert, Button, Input, Modal, Radio } from 'antd';
import { copyNameOf, type AdminBusinessDto } from '@referrals/contracts';
import * as admin from '../../../components/admin.module.css';
import { useBusinessListCount } from '../api/businesses.ts';
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

/** How much the source holds of what a copy takes or leaves; null while it is being counted. */
export interface CopyCounts {
  campaigns: number | null;
  referrers: number | null;
  referees: number | null;
}

const counted = (count: number | null, one: string, many: string): string =>
  count === null ? `… ${many}` : `${count} ${count === 1 ? one : many}`;

/** What the chosen copy takes and what it leaves, one line each. */
export function copySummary(includeData: boolean, counts: CopyCounts): string[] {
  const campaigns = counted(counts.campaigns, 'campaign', 'campaigns');
  const details = 'The business details, booking link and opening hours';
  if (!includeData) return [details, `Not its ${campaigns}`];
  return [
    details,
    `${campaigns}, copied inactive, with their milestones and images`,
    `${counted(counts.referrers, 'referrer', 'referrers')}, joining the copies with new codes`,
    `Not its ${counted(counts.referees, 'referee', 'referees')}, vouchers or figures (they start at zero)`,
  ];
}

export interface DuplicateBusinessChoiceProps {
  businessName: string;
  /** The name the copy gets when none is typed. */
  defaultName: string;
  name: string;
  onNameChange: (name: string) => void;
  includeData: boolean;
  onIncludeDataChange: (includeData: boolean) => void;
  counts: CopyCounts;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
}

/** The dialog's content: the new venue's name, Basic or Complete Copy, what it copies, and the shared login. */
export function DuplicateBusinessChoice({
  businessName,
  defaultName,
  name,
  onNameChange,
  includeData,
  onIncludeDataChange,
  counts,
  onCancel,
  onConfirm,
  pending,
}: DuplicateBusinessChoiceProps) {
  return (
    <div className={admin.dialogBody}>
      <p className={admin.paragraph}>
        Create a new business from <strong>{businessName}</strong>.
      </p>
      <label htmlFor="duplicate-business-name" className={styles.confirmLabel}>
        New business name
      </label>
      <Input
        id="duplicate-business-name"
        value={name}
        placeholder={defaultName}
        maxLength={120}
        onChange={(event) => onNameChange(event.target.value)}
        autoComplete="off"
      />
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
      <div>
        <strong>What is copied</strong>
        <ul className={styles.copiedList} aria-label="What is copied">
          {copySummary(includeData, counts).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
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

/** The copy's choices as typed so far, and the counts of the source (a fresh form each time the dialog opens). */
function DuplicateBusinessForm({
  business,
  businesses,
  pending,
  onCancel,
  onConfirm,
}: {
  business: AdminBusinessDto;
  businesses: readonly AdminBusinessDto[];
  pending: boolean;
  onCancel: () => void;
  onConfirm: (business: AdminBusinessDto, includeData: boolean, name: string) => void;
}) {
  const [includeData, setIncludeData] = useState(false);
  const [name, setName] = useState('');
  const campaigns = useBusinessListCount(business.id, 'campaigns');
  const referrers = useBusinessListCount(business.id, 'referrers', includeData);
  const referees = useBusinessListCount(business.id, 'referees', includeData);
  const siblings = businesses.filter((other) => other.loginId === business.loginId);
  return (
    <DuplicateBusinessChoice
      businessName={business.businessName}
      defaultName={copyNameOf(
        business.businessName,
        siblings.map((sibling) => sibling.businessName),
      )}
      name={name}
      onNameChange={setName}
      includeData={includeData}
      onIncludeDataChange={setIncludeData}
      counts={{ campaigns, referrers, referees }}
      onCancel={onCancel}
      onConfirm={() => onConfirm(business, includeData, name.trim())}
      pending={pending}
    />
  );
}

/** The Duplicate Business dialog. */
export function DuplicateBusinessDialog({
  business,
  businesses,
  pending,
  onCancel,
  onConfirm,
}: {
  business: AdminBusinessDto | null;
  /** Every business listed: the default name avoids those of the same login. */
  businesses: readonly AdminBusinessDto[];
  pending: boolean;
  onCancel: () => void;
  onConfirm: (business: AdminBusinessDto, includeData: boolean, name: string) => void;
}) {
  return (
    <Modal
      open={business !== null}
      title="Duplicate Business"
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      {business && (
        <DuplicateBusinessForm
          key={business.id}
          business={business}
          businesses={businesses}
          pending={pending}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}
