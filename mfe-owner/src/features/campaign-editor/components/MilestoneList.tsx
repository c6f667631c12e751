import { Button, Tag, Typography } from 'antd';
import type { MilestoneInput } from '@referrals/contracts';
import { ordinal } from '../../../lib/text/ordinal.ts';
import * as styles from './editor.module.css';

interface MilestoneListProps {
  milestones: readonly MilestoneInput[];
  onRemove: (index: number) => void;
  disabled: boolean;
}

/** The campaign's milestones in order, each labelled with its ordinal ("1st milestone") and removable. */
export function MilestoneList({ milestones, onRemove, disabled }: MilestoneListProps) {
  if (milestones.length === 0) {
    return <p className={styles.secondary}>No milestones yet.</p>;
  }
  return (
    <ol aria-label="Referral milestones" className={styles.milestoneList}>
      {milestones.map((milestone, index) => {
        const label = `${ordinal(index + 1)} milestone`;
        return (
          <li key={`${index}-${milestone.rewardName ?? ''}`} className={styles.milestone}>
            <div className={styles.milestoneText}>
              <div className={styles.strong}>{label}</div>
              <div className={styles.wrap}>
                {milestone.rewardName} after {milestone.referralCount}{' '}
                {milestone.referralCount === 1 ? 'referral' : 'referrals'}
              </div>
              <div className={styles.milestoneTerms}>
                <Tag className={styles.capitalized}>{milestone.rewardType}</Tag>
                <Typography.Text type="secondary" className={styles.wrap}>
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
