import { Typography } from 'antd';
import { SimpleHeader } from '../../components/SimpleHeader.tsx';
import { TRIAL_DAYS } from '@referrals/ui';
import { PlanSelection } from '../../features/plans/components/PlanSelection.tsx';

/** `/subscribe`: plan selection after registration (SPEC.md §2). */
export function SubscribeRoute() {
  return (
    <div style={{ minHeight: '100dvh', background: 'linear-gradient(180deg, #eff6ff 0%, #f8fafc 60%)' }}>
      <SimpleHeader />
      <main style={{ padding: '8px 16px 56px' }}>
        <div style={{ textAlign: 'center', maxWidth: 640, margin: '0 auto 28px' }}>
          <Typography.Title level={1} style={{ fontSize: 'clamp(26px, 6vw, 36px)', margin: '0 0 8px' }}>
            Choose your plan
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 16, margin: 0 }}>
            Every plan starts with a {TRIAL_DAYS}-day free trial. No credit card required, and you can change
            plan at any time.
          </Typography.Paragraph>
        </div>
        <PlanSelection />
      </main>
    </div>
  );
}
