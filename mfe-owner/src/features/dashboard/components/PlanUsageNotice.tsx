import { Alert, Button } from 'antd';
import type { PlanUsageDto } from '@referrals/contracts';
import { usePlanUsage } from '../../../lib/plans/get-plan-usage.ts';
import * as styles from './dashboard.module.css';

/** "85 of 100 referrals this month". */
export function usageText({ referralsThisMonth, monthlyReferralLimit }: PlanUsageDto): string {
  return `${referralsThisMonth} of ${monthlyReferralLimit} referrals this month`;
}

/**
 * The plan's monthly referrals, shown only once they near the limit (docs/product-rules.md §6): a warning at
 * 80%, and over the limit the reassurance that referrals are still accepted (a friend is never turned away)
 * with an invitation to upgrade. Nothing while the usage is comfortable, unknown or unlimited.
 */
export function PlanUsageNotice({ userId, onOpenBilling }: { userId: string; onOpenBilling: () => void }) {
  const usage = usePlanUsage(userId).data;
  if (!usage || usage.monthlyReferralLimit === null || !(usage.nearLimit || usage.overLimit)) return null;
  return (
    <Alert
      role="status"
      type={usage.overLimit ? 'error' : 'warning'}
      showIcon
      title={`${usageText(usage)}${usage.overLimit ? ': over your plan’s limit' : ''}`}
      description={
        <>
          {usage.overLimit
            ? 'New referrals are still accepted, so no friend is turned away. Upgrade your plan to keep within it.'
            : 'You are close to your plan’s monthly limit. Referrals over it are still accepted; upgrading raises the limit.'}
          {/* Under the text rather than beside it: on a phone a button beside it would squeeze the text. */}
          <div className={styles.noticeAction}>
            <Button onClick={onOpenBilling}>
              {usage.overLimit ? 'Upgrade in Billing' : 'See plans in Billing'}
            </Button>
          </div>
        </>
      }
    />
  );
}
