import { Alert, Button } from 'antd';
import type { PlanCapacity } from '../../../lib/plans/plan-capacity.ts';

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
      style={{ marginBottom: 16 }}
      title={capacity.summary}
      description={
        <>
          {capacity.full &&
            'Your plan is full: to launch this campaign, change your plan or deactivate a campaign on your dashboard. What you type here is kept on this device until then.'}
          <div style={{ marginTop: capacity.full ? 8 : 4 }}>
            <Button onClick={onChangePlan} style={{ minHeight: 44 }}>
              Change plan
            </Button>
          </div>
        </>
      }
    />
  );
}
