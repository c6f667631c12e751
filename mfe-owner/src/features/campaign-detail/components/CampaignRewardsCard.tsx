import type { ReactNode } from 'react';
import { Alert, Card, Tag, Typography } from 'antd';
import { maxDiscountText, rewardInBrief, rewardWorthText, type CampaignDto } from '@referrals/contracts';
import {
  inviteeReward,
  milestoneTitle,
  orderedMilestones,
  referrerReward,
  rewardKindLabel,
  type ConfiguredReward,
} from '../lib/rewards.ts';
import * as styles from './campaign-detail.module.css';

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.rewardSection}>
      <h3 className={styles.sectionHeading}>{heading}</h3>
      {children}
    </section>
  );
}

/** A reward's name, kind, value and cap, or that it is off. */
function Reward({ reward, when }: { reward: ConfiguredReward; when: string }) {
  if (!reward.enabled) return <Typography.Text type="secondary">Off</Typography.Text>;
  const worth = rewardInBrief(reward);
  const cap = maxDiscountText(reward);
  const name = reward.name?.trim();
  return (
    <div className={styles.reward}>
      <div className={styles.rewardName}>{name || worth || 'Reward'}</div>
      <div className={styles.rewardTerms}>
        <Tag className={styles.kindTag}>{rewardKindLabel(reward.kind)}</Tag>
        {/* The tag already says a free reward is free. */}
        {reward.kind !== 'free' && reward.value !== null && <span>{rewardWorthText(reward)}</span>}
        {cap && <span className={styles.muted}>{cap}</span>}
      </div>
      <Typography.Text type="secondary" className={styles.small}>
        {when}
      </Typography.Text>
    </div>
  );
}

/**
 * The rewards the campaign is configured with (docs/product-rules.md §3, §5): the invited friend's welcome
 * reward, the referrer's constant reward, and the milestones in the order they are reached. While the
 * constant reward is on the milestones do not apply (SPEC §5), and the card says so rather than listing them
 * as if they did.
 */
export function CampaignRewardsCard({ campaign }: { campaign: CampaignDto }) {
  const milestones = orderedMilestones(campaign.milestones);
  const milestonesOff = campaign.constantRewardEnabled && milestones.length > 0;
  return (
    <Card title="Rewards">
      <div className={styles.cardContent}>
        <Section heading="Friend's reward">
          <Reward
            reward={inviteeReward(campaign)}
            when="Each invited friend gets it as a voucher once they confirm their e-mail."
          />
        </Section>
        <Section heading="Referrer's reward">
          <Reward
            reward={referrerReward(campaign)}
            when="The referrer gets it for every friend who comes in."
          />
        </Section>
        <Section heading="Milestones">
          {milestonesOff && (
            <Alert
              type="info"
              showIcon
              title="Milestones don't apply while the constant reward is on."
              className={styles.milestonesOff}
            />
          )}
          {milestones.length === 0 ? (
            <Typography.Text type="secondary">No milestones.</Typography.Text>
          ) : (
            <ol
              aria-label="Milestones"
              className={milestonesOff ? `${styles.milestones} ${styles.inactive}` : styles.milestones}
            >
              {milestones.map((milestone, index) => (
                <li key={milestone.id} className={styles.milestone}>
                  <div className={styles.rewardName}>{milestoneTitle(milestone, index)}</div>
                  <div className={styles.milestoneTerms}>
                    <Tag className={styles.milestoneKind}>{milestone.rewardType}</Tag>
                    {milestone.rewardValue && <span>{milestone.rewardValue}</span>}
                  </div>
                  {milestone.rewardDescription && (
                    <div className={styles.milestoneDescription}>{milestone.rewardDescription}</div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>
    </Card>
  );
}
