import { useState } from 'react';
import { useNavigate } from '@referrals/ui/light-router';
import {
  Button,
  Card,
  formatMonthlyPrice,
  type Plan,
  planOf,
  PLANS,
  PRODUCT_NAME,
  serverMessageOf,
  showToast,
  Tag,
  TRIAL_DAYS,
  useOwnerSessionHint,
} from '@referrals/ui/light';
import { CheckIcon } from '../../../components/CheckIcon.tsx';
import { paths } from '../../../config/paths.ts';
import { useChoosePlan } from '../api/choose-plan.ts';
import * as styles from './plans.module.css';

/** docs/product-rules.md §9: after a plan is chosen the dashboard opens 1.5 s later. */
export const REDIRECT_AFTER_PLAN_CHOICE_MS = 1500;

/**
 * The three plans after registration (docs/product-rules.md §2). Choosing one records it for the signed-in business
 * (`POST /api/user/{userId}/plan`, the id from the session hint), then welcomes the owner and opens the
 * dashboard. When the plan cannot be saved the owner is told so and stays to try again.
 */
export function PlanSelection() {
  const navigate = useNavigate();
  const session = useOwnerSessionHint();
  const [chosen, setChosen] = useState<Plan | null>(null);

  const failed = (description: string) => {
    setChosen(null);
    showToast({ title: 'Could not save your plan', description, variant: 'destructive' });
  };

  const choosePlan = useChoosePlan({
    onSuccess: (_account, { subscriptionTier }) => {
      const plan = planOf(subscriptionTier);
      showToast({
        title: `Welcome to ${PRODUCT_NAME}!`,
        description: `Your ${TRIAL_DAYS}-day free trial of the ${plan.name} plan has started. Opening your dashboard...`,
      });
      window.setTimeout(() => navigate(paths.dashboard), REDIRECT_AFTER_PLAN_CHOICE_MS);
    },
    onError: (error) => failed(serverMessageOf(error, 'Please try again.')),
  });

  const choose = (plan: Plan) => {
    if (chosen) return;
    if (!session) {
      failed('You are not signed in. Please log in and choose your plan again.');
      return;
    }
    setChosen(plan);
    choosePlan.mutate({ userId: session.id, subscriptionTier: plan.tier });
  };

  return (
    <div className={styles.grid}>
      {PLANS.map((plan) => (
        // The whole card is the click target; its button (whose click bubbles here) serves keyboards.
        <Card
          key={plan.tier}
          className={`${styles.plan} ${plan.mostPopular ? styles.featured : ''}`}
          onClick={() => choose(plan)}
          role="group"
          aria-labelledby={`choose-${plan.tier}`}
        >
          <div className={styles.header}>
            <h2 id={`choose-${plan.tier}`} className={styles.name}>
              {plan.name}
            </h2>
            {plan.mostPopular && <Tag>Most Popular</Tag>}
          </div>
          <p className={styles.price}>
            <span className={styles.amount}>{formatMonthlyPrice(plan)}</span>
            <span className={styles.period}>/month</span>
          </p>
          <ul className={styles.features}>
            {[...plan.selectionFeatures, `${TRIAL_DAYS}-day free trial`, 'No credit card required'].map(
              (feature) => (
                <li key={feature}>
                  <CheckIcon />
                  <span>{feature}</span>
                </li>
              ),
            )}
          </ul>
          <Button
            variant={plan.mostPopular ? 'primary' : 'default'}
            size="large"
            block
            loading={chosen?.tier === plan.tier}
            disabled={chosen !== null && chosen.tier !== plan.tier}
          >
            Choose {plan.name}
          </Button>
        </Card>
      ))}
    </div>
  );
}
