import { Alert, Form, Input, Switch, Typography } from 'antd';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import type { CampaignFormValues } from '../lib/campaign-form.ts';
import { MilestoneForm } from './MilestoneForm.tsx';
import { MilestoneList } from './MilestoneList.tsx';

interface RewardToggleProps {
  control: Control<CampaignFormValues>;
  enabled: 'constantRewardEnabled' | 'inviteeRewardEnabled';
  name: 'constantRewardName' | 'inviteeRewardName';
  title: string;
  hint: string;
  placeholder: string;
}

/** One kind of reward: a switch, and its name once switched on. */
function RewardToggle({ control, enabled, name, title, hint, placeholder }: RewardToggleProps) {
  const on = useWatch({ control, name: enabled });
  const nameId = `campaign-${name}`;
  return (
    <div style={{ border: '1px solid #e2e8f0', borderRadius: 10, padding: '12px 14px', marginBottom: 14 }}>
      <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 12 }}>
        <div style={{ minWidth: 0 }}>
          <div style={{ fontWeight: 600 }} id={`${enabled}-label`}>
            {title}
          </div>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </div>
        <Controller
          control={control}
          name={enabled}
          render={({ field }) => (
            <Switch checked={field.value} onChange={field.onChange} aria-labelledby={`${enabled}-label`} />
          )}
        />
      </div>
      {on && (
        <Form.Item label={`${title} name`} htmlFor={nameId} style={{ margin: '12px 0 0' }}>
          <Controller
            control={control}
            name={name}
            render={({ field }) => <Input {...field} id={nameId} placeholder={placeholder} />}
          />
        </Form.Item>
      )}
    </div>
  );
}

/**
 * Rewards (wizard step 4 and the edit page): a constant reward for every successful referral, a reward for the
 * invited friend, and referral milestones. Milestones and a constant reward exclude each other: the
 * milestones are editable only while the constant reward is off (docs/product-rules.md §5).
 */
export function RewardStructure({ control }: { control: Control<CampaignFormValues> }) {
  const constantOn = useWatch({ control, name: 'constantRewardEnabled' });
  const milestones = useFieldArray({ control, name: 'milestones' });
  const list = useWatch({ control, name: 'milestones' });

  return (
    <>
      <RewardToggle
        control={control}
        enabled="constantRewardEnabled"
        name="constantRewardName"
        title="Constant reward"
        hint="The same reward for every successful referral."
        placeholder="e.g. £10 off your next visit"
      />
      <RewardToggle
        control={control}
        enabled="inviteeRewardEnabled"
        name="inviteeRewardName"
        title="Invitee reward"
        hint="A welcome reward for the friend who signs up."
        placeholder="e.g. 20% off your first visit"
      />
      <section aria-labelledby="milestones-heading" style={{ marginTop: 8 }}>
        <Typography.Title level={3} id="milestones-heading" style={{ fontSize: 16, margin: '0 0 4px' }}>
          Referral milestones
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '0 0 12px' }}>
          Bigger rewards when a referrer reaches a number of successful referrals.
        </Typography.Paragraph>
        {constantOn && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title="Milestones can be changed only while the constant reward is off."
          />
        )}
        <MilestoneList milestones={list} onRemove={milestones.remove} disabled={constantOn} />
        <MilestoneForm onAdd={milestones.append} disabled={constantOn} />
      </section>
    </>
  );
}
