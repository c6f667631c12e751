import { Descriptions } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { withLastDay } from '../../../lib/text/campaign-end.ts';
import { durationLabel, type CampaignFormValues } from '../lib/campaign-form.ts';
import { ReferralAddress } from './ReferralAddress.tsx';
import * as styles from './editor.module.css';

/** The rewards configured, in words ("Constant reward: ...", "2 milestones"). */
function rewardsSummary(values: {
  constantRewardEnabled: boolean;
  constantRewardName: string;
  inviteeRewardEnabled: boolean;
  inviteeRewardName: string;
  milestoneCount: number;
}): string[] {
  const lines: string[] = [];
  if (values.constantRewardEnabled) lines.push(`Constant reward: ${values.constantRewardName.trim()}`);
  if (values.inviteeRewardEnabled) lines.push(`Invitee reward: ${values.inviteeRewardName.trim()}`);
  if (values.milestoneCount > 0) {
    lines.push(`${values.milestoneCount} ${values.milestoneCount === 1 ? 'milestone' : 'milestones'}`);
  }
  return lines.length > 0 ? lines : ['None yet'];
}

interface LaunchSummaryProps {
  control: Control<CampaignFormValues>;
  businessSlug: string | undefined;
}

/** Wizard step 5: what is about to be launched, and what the owner does next. */
export function LaunchSummary({ control, businessSlug }: LaunchSummaryProps) {
  const [
    name,
    duration,
    endsAt,
    targetDemo,
    constantRewardEnabled,
    constantRewardName,
    inviteeRewardEnabled,
    inviteeRewardName,
    milestones,
  ] = useWatch({
    control,
    name: [
      'name',
      'duration',
      'endsAt',
      'targetDemo',
      'constantRewardEnabled',
      'constantRewardName',
      'inviteeRewardEnabled',
      'inviteeRewardName',
      'milestones',
    ],
  });
  const rewards = rewardsSummary({
    constantRewardEnabled,
    constantRewardName,
    inviteeRewardEnabled,
    inviteeRewardName,
    milestoneCount: milestones.length,
  });

  return (
    <>
      <Descriptions
        bordered
        column={1}
        size="small"
        className={styles.summary}
        classNames={{ label: styles.summaryLabel }}
        items={[
          {
            key: 'name',
            label: 'Campaign name',
            children: <span className={styles.wrap}>{name}</span>,
          },
          {
            key: 'duration',
            label: 'Duration',
            children: withLastDay(durationLabel(duration), duration === 'custom' ? endsAt : null),
          },
          { key: 'audience', label: 'Target audience', children: targetDemo },
          {
            key: 'rewards',
            label: 'Rewards configured',
            children: (
              <ul className={styles.summaryList}>
                {rewards.map((line) => (
                  <li key={line} className={styles.wrap}>
                    {line}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      <h3 className={styles.nextStepsTitle}>Next steps</h3>
      <ol className={styles.nextSteps}>
        <li>
          Share your referral page with your customers: <ReferralAddress businessSlug={businessSlug} />
        </li>
        <li>Watch referrals and vouchers arrive on your dashboard.</li>
        <li>Redeem referral vouchers at the counter when customers visit.</li>
      </ol>
    </>
  );
}
