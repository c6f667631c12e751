import { Button, Tag, Typography } from 'antd';
import type { MilestoneInput } from '@referrals/contracts';
import { ordinal } from '../../../lib/text/ordinal.ts';

interface MilestoneListProps {
  milestones: readonly MilestoneInput[];
  onRemove: (index: number) => void;
  disabled: boolean;
}

/** The campaign's milestones in order, each labelled with its ordinal ("1st milestone") and removable. */
export function MilestoneList({ milestones, onRemove, disabled }: MilestoneListProps) {
  if (milestones.length === 0) {
    return (
      <Typography.Paragraph type="secondary" style={{ margin: '0 0 12px' }}>
        No milestones yet.
      </Typography.Paragraph>
    );
  }
  return (
    <ol aria-label="Referral milestones" style={{ listStyle: 'none', padding: 0, margin: '0 0 14px' }}>
      {milestones.map((milestone, index) => {
        const label = `${ordinal(index + 1)} milestone`;
        return (
          <li
            key={`${index}-${milestone.rewardName ?? ''}`}
            style={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: 12,
              padding: '10px 12px',
              marginBottom: 8,
              border: '1px solid #e2e8f0',
              borderRadius: 10,
              background: '#f8fafc',
            }}
          >
            <div style={{ minWidth: 0 }}>
              <div style={{ fontWeight: 600 }}>{label}</div>
              <div style={{ overflowWrap: 'anywhere' }}>
                {milestone.rewardName} after {milestone.referralCount}{' '}
                {milestone.referralCount === 1 ? 'referral' : 'referrals'}
              </div>
              <div style={{ marginTop: 4 }}>
                <Tag style={{ textTransform: 'capitalize' }}>{milestone.rewardType}</Tag>
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  {milestone.rewardValue}: {milestone.description}
                </Typography.Text>
              </div>
            </div>
            <Button danger disabled={disabled} onClick={() => onRemove(index)} aria-label={`Remove ${label}`}>
              Remove
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
