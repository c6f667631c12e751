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

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: 6 }}>
      <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
        {heading}
      </Typography.Title>
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
    <div style={{ display: 'grid', gap: 4 }}>
      <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name || worth || 'Reward'}</div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
        <Tag style={{ margin: 0 }}>{rewardKindLabel(reward.kind)}</Tag>
        {/* The tag already says a free reward is free. */}
        {reward.kind !== 'free' && reward.value !== null && <span>{rewardWorthText(reward)}</span>}
        {cap && <span style={{ color: '#475569' }}>{cap}</span>}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
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
      <div style={{ display: 'grid', gap: 20 }}>
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
              style={{ marginBottom: 4 }}
            />
          )}
          {milestones.length === 0 ? (
            <Typography.Text type="secondary">No milestones.</Typography.Text>
          ) : (
            <ol
              aria-label="Milestones"
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gap: 8,
                color: milestonesOff ? '#475569' : undefined,
              }}
            >
              {milestones.map((milestone, index) => (
                <li
                  key={milestone.id}
                  style={{ padding: '10px 12px', border: '1px solid #e2e8f0', borderRadius: 10 }}
                >
                  <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {milestoneTitle(milestone, index)}
                  </div>
                  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 4 }}>
                    <Tag style={{ margin: 0, textTransform: 'capitalize' }}>{milestone.rewardType}</Tag>
                    {milestone.rewardValue && <span>{milestone.rewardValue}</span>}
                  </div>
                  {milestone.rewardDescription && (
                    <div style={{ color: '#475569', fontSize: 13, marginTop: 4, overflowWrap: 'anywhere' }}>
                      {milestone.rewardDescription}
                    </div>
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
