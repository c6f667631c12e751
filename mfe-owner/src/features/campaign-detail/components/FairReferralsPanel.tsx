import { Collapse, Typography } from 'antd';
import { FAIR_REFERRALS, type FairReferralRule } from '../lib/fair-referrals.ts';
import * as styles from './campaign-detail.module.css';

interface RulesProps {
  heading: string;
  /** A sentence between the heading and the list. */
  intro?: string;
  rules: readonly FairReferralRule[];
  /** A sentence after the list. */
  outro?: string;
}

function Rules({ heading, intro, rules, outro }: RulesProps) {
  return (
    <section className={styles.rules}>
      <h5 className={styles.rulesHeading}>{heading}</h5>
      {intro && <p className={styles.paragraph}>{intro}</p>}
      <ul className={styles.rulesList}>
        {rules.map(({ title, text }) => (
          <li key={title}>
            <strong>{title}.</strong> {text}
          </li>
        ))}
      </ul>
      {outro && <p className={styles.paragraph}>{outro}</p>}
    </section>
  );
}

/**
 * The abuse rules for owners (docs/abuse-rules.md), closed by default next to the sign-up link so the card stays
 * short: what is refused, what is only flagged, and why rewards wait for a confirmed e-mail. The content is
 * rendered (hidden) while closed, so the rules are in the page's markup from the start.
 */
export function FairReferralsPanel() {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'fair-referrals',
          forceRender: true,
          label: (
            <span>
              <strong>{FAIR_REFERRALS.title}</strong>
              <Typography.Text type="secondary" className={styles.fairSummary}>
                {FAIR_REFERRALS.summary}
              </Typography.Text>
            </span>
          ),
          children: (
            <div className={styles.fairRules}>
              <p className={styles.paragraph}>{FAIR_REFERRALS.inviteOnly}</p>
              <Rules heading={FAIR_REFERRALS.refusedHeading} rules={FAIR_REFERRALS.refused} />
              <Rules
                heading={FAIR_REFERRALS.flaggedHeading}
                intro={FAIR_REFERRALS.flaggedIntro}
                rules={FAIR_REFERRALS.flagged}
                outro={FAIR_REFERRALS.flaggedDecision}
              />
              <Rules heading={FAIR_REFERRALS.confirmationHeading} rules={FAIR_REFERRALS.confirmation} />
            </div>
          ),
        },
      ]}
    />
  );
}
