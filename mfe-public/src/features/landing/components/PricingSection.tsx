import { Button, Card, Tag, TRIAL_DAYS } from '@referrals/ui/light';
import { CheckIcon } from '../../../components/CheckIcon.tsx';
import { landingSections } from '../../../config/paths.ts';
import type { SiteContent } from '@referrals/contracts';
import * as styles from './landing.module.css';

interface PricingSectionProps {
  content: SiteContent['pricing'];
  signedIn: boolean;
  onStartTrial: () => void;
}

/** The plan the pricing marks "Most Popular" (docs/product-rules.md §2). */
const MOST_POPULAR = 'professional';

/** The three plans as the CMS's pricing settings word them; each starts with the free trial. */
export function PricingSection({ content, signedIn, onStartTrial }: PricingSectionProps) {
  return (
    <section id={landingSections.pricing} className={styles.section} aria-labelledby="pricing-title">
      <div className={styles.container}>
        <div className={styles.sectionHeading}>
          <h2 id="pricing-title" className={styles.sectionTitle}>
            {content.title}
          </h2>
          <p className={styles.sectionSubtitle}>{content.subtitle}</p>
        </div>
        <div className={styles.planGrid}>
          {content.plans.map((plan) => (
            <Card
              key={plan.tier}
              className={`${styles.plan} ${plan.tier === MOST_POPULAR ? styles.planFeatured : ''}`}
              aria-labelledby={`plan-${plan.tier}`}
              role="group"
            >
              <div className={styles.planHeader}>
                <h3 id={`plan-${plan.tier}`} className={styles.planName}>
                  {plan.name}
                </h3>
                {plan.tier === MOST_POPULAR && <Tag>Most Popular</Tag>}
              </div>
              <p className={styles.planPrice}>
                <span className={styles.planAmount}>{plan.price}</span>
                <span className={styles.planPeriod}>{plan.period}</span>
              </p>
              <p className={styles.planDescription}>{plan.description}</p>
              <ul className={styles.planFeatures}>
                {[`${TRIAL_DAYS}-day free trial`, ...plan.features].map((feature) => (
                  <li key={feature}>
                    <CheckIcon />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              {!signedIn && (
                <Button
                  variant={plan.tier === MOST_POPULAR ? 'primary' : 'default'}
                  size="large"
                  block
                  onClick={onStartTrial}
                  aria-describedby={`plan-${plan.tier}`}
                >
                  Start Free Trial
                </Button>
              )}
            </Card>
          ))}
        </div>
        <p className={styles.planNote}>No credit card required. Cancel any time during your trial.</p>
      </div>
    </section>
  );
}
