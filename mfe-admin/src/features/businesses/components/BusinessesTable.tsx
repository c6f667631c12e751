import { Button, Switch, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { AdminBusinessDto } from '@referrals/contracts';
import { ActiveStatusTag, formatDate, planOf } from '@referrals/ui';
import { businessPath } from '../../../config/paths.ts';
import { ToneTag, type Tone } from '../../../components/StatusTags.tsx';
import type { WorkflowTag, WorkflowTone } from '../lib/workflow-status.ts';
import * as admin from '../../../components/admin.module.css';
import * as styles from './businesses.module.css';

const WORKFLOW_TONES: Record<WorkflowTone, Tone> = { progress: 'blue', warning: 'amber', error: 'red' };

export interface BusinessesTableProps {
  businesses: readonly AdminBusinessDto[];
  /** Business id to the tags of its duplicate and delete workflows. */
  workflowTags: ReadonlyMap<string, WorkflowTag[]>;
  /** The business whose status is being changed. */
  statusPendingId: string | null;
  onEdit: (business: AdminBusinessDto) => void;
  onDuplicate: (business: AdminBusinessDto) => void;
  onDelete: (business: AdminBusinessDto) => void;
  onStatusChange: (business: AdminBusinessDto, isActive: boolean) => void;
}

/** The Businesses tab's table: one row per business, with its running workflows and its actions. */
export function BusinessesTable({
  businesses,
  workflowTags,
  statusPendingId,
  onEdit,
  onDuplicate,
  onDelete,
  onStatusChange,
}: BusinessesTableProps) {
  const columns: TableColumnsType<AdminBusinessDto> = [
    {
      title: 'Business Name',
      key: 'name',
      render: (_value, business) => (
        <div className={styles.nameCell}>
          <span className={styles.name}>{business.businessName}</span>
          {workflowTags.get(business.id)?.map((tag) => (
            <span key={tag.id} className={styles.workflow}>
              <ToneTag tone={WORKFLOW_TONES[tag.tone]}>{tag.label}</ToneTag>
              {tag.detail && <span className={styles.workflowDetail}>{tag.detail}</span>}
            </span>
          ))}
        </div>
      ),
    },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Plan',
      key: 'plan',
      render: (_value, business) => planOf(business.subscriptionTier).name,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, business) => <ActiveStatusTag isActive={business.isActive} />,
    },
    { title: 'Created', key: 'created', render: (_value, business) => formatDate(business.createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, business) => (
        <div className={admin.rowActions}>
          <Link to={businessPath(business.id)} aria-label={`Manage ${business.businessName}`}>
            Manage
          </Link>
          <Button size="small" onClick={() => onEdit(business)} aria-label={`Edit ${business.businessName}`}>
            Edit
          </Button>
          <Button
            size="small"
            onClick={() => onDuplicate(business)}
            aria-label={`Duplicate ${business.businessName}`}
          >
            Duplicate
          </Button>
          <Switch
            size="small"
            checked={business.isActive}
            loading={statusPendingId === business.id}
            onChange={(checked) => onStatusChange(business, checked)}
            aria-label="Active"
            title={`${business.businessName} active`}
          />
          <Button
            size="small"
            danger
            onClick={() => onDelete(business)}
            aria-label={`Delete ${business.businessName}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={[...businesses]}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No businesses yet' }}
    />
  );
}
