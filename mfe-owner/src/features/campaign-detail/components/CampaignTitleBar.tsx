import type { ReactNode } from 'react';
import { App, Button, Grid, Typography } from 'antd';
import { ActiveStatusTag } from '@referrals/ui';

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
  // On a phone the actions take a row of their own, two to a line, each easy to hit.
  const phone = Grid.useBreakpoint().sm === false;
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
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        marginBottom: 20,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, flexWrap: 'wrap' }}>
        <Typography.Title
          level={1}
          style={{ fontSize: 'clamp(24px, 6vw, 30px)', margin: 0, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography.Title>
        <ActiveStatusTag isActive={isActive} />
      </div>
      <div
        style={
          phone
            ? { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, width: '100%' }
            : { display: 'flex', flexWrap: 'wrap', gap: 8 }
        }
      >
        {actions}
        <Button onClick={onEdit}>Edit</Button>
        <Button danger onClick={confirmDelete}>
          Delete
        </Button>
      </div>
    </div>
  );
}
