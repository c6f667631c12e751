import type { ReactNode } from 'react';
import { App, Button } from 'antd';
import { ActiveStatusTag } from '@referrals/ui';
import * as styles from './campaign-detail.module.css';

interface CampaignTitleBarProps {
  name: string;
  isActive: boolean;
  /** More of the campaign's actions, before Edit and Delete. */
  actions?: ReactNode;
  onEdit: () => void;
  /** Deletes the campaign; the confirmation stays open (its button spinning) until this settles. */
  onDelete: () => Promise<void>;
}

/**
 * The campaign page's title row: name, Active/Inactive badge, the page's other actions, Edit and Delete (with
 * a confirmation).
 */
export function CampaignTitleBar({ name, isActive, actions, onEdit, onDelete }: CampaignTitleBarProps) {
  const { modal } = App.useApp();
  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete this campaign?',
      content: `"${name}" and its milestones will be deleted, and its referral page will stop working. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: onDelete,
    });

  return (
    <div className={styles.titleBar}>
      <div className={styles.titleGroup}>
        <h1 className={styles.title}>{name}</h1>
        <ActiveStatusTag isActive={isActive} />
      </div>
      <div className={styles.actions}>
        {actions}
        <Button onClick={onEdit}>Edit</Button>
        <Button danger onClick={confirmDelete}>
          Delete
        </Button>
      </div>
    </div>
  );
}
