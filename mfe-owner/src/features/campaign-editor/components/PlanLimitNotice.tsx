import { Alert, Button } from 'antd';
import type { PlanCapacity } from '../../../lib/plans/plan-capacity.ts';
import * as styles from './editor.module.css';

interface PlanLimitNoticeProps {
  capacity: PlanCapacity;
  onChangePlan: () => void;
}

/**
 * The plan's limit on active campaigns, shown before the wizard starts, with the way to change the plan. When
 * the plan is full the owner learns it now, not at the launch: the work is kept on this device until a place
 * is free.
 */
export function PlanLimitNotice({ capacity, onChangePlan }: PlanLimitNoticeProps) {
  return (
    <Alert
      type={capacity.full ? 'warning' : 'info'}
      showIcon
      role="status"
      className={styles.planNotice}
      title={capacity.summary}
      description={
        <>
          {capacity.full &&
            'Your plan is full: to launch this campaign, change your plan or deactivate a campaign on your dashboard. What you type here is kept on this device until then.'}
          <div className={capacity.full ? `${styles.planAction} ${styles.full}` : styles.planAction}>
            <Button onClick={onChangePlan} className={styles.tapTarget}>
              Change plan
            </Button>
          </div>
        </>
      }
    />
  );
}
