import { TRIAL_DAYS } from '@referrals/ui/light';
import { SimpleHeader } from '../../components/SimpleHeader.tsx';
import * as page from '../../components/simple-page.module.css';
import { PlanSelection } from '../../features/plans/components/PlanSelection.tsx';

/** `/subscribe`: plan selection after registration (docs/product-rules.md §2). */
export function SubscribeRoute() {
  return (
    <div className={page.page}>
      <SimpleHeader />
      <main style={{ padding: '8px 16px 56px' }}>
        <div style={{ textAlign: 'center', maxWidth: 640, margin: '0 auto 28px' }}>
          <h1 className={page.title}>Choose your plan</h1>
          <p className={page.lead}>
            Every plan starts with a {TRIAL_DAYS}-day free trial. No credit card required, and you can change
            plan at any time.
          </p>
        </div>
        <PlanSelection />
      </main>
    </div>
  );
}
