import type { RefObject } from 'react';
import { Alert, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import {
  Controller,
  useController,
  useFieldArray,
  useWatch,
  type Control,
  type FieldError,
} from 'react-hook-form';
import { REWARD_KIND_OPTIONS, type CampaignFormValues } from '../lib/campaign-form.ts';
import { MilestoneForm, type SettleMilestoneDraft } from './MilestoneForm.tsx';
import { MilestoneList } from './MilestoneList.tsx';
import * as styles from './editor.module.css';

type RewardParty = 'constant' | 'invitee';

interface RewardFieldProps<N> {
  control: Control<CampaignFormValues>;
  name: N;
  label: string;
}

/**
 * The form item of a reward's field, with the message the form's check left on it.
 */
const itemProps = (id: string, label: string, error: FieldError | undefined) => ({
  label,
  htmlFor: id,
  validateStatus: error ? ('error' as const) : undefined,
  help: error?.message,
  style: { margin: '12px 0 0', minWidth: 0 },
});

function RewardName({
  control,
  name,
  label,
  placeholder,
}: RewardFieldProps<`${RewardParty}RewardName`> & { placeholder: string }) {
  const { field, fieldState } = useController({ control, name });
  const id = `campaign-${name}`;
  return (
    <Form.Item {...itemProps(id, label, fieldState.error)}>
      <Input
        {...field}
        id={id}
        placeholder={placeholder}
        status={fieldState.error ? 'error' : undefined}
        aria-invalid={fieldState.error ? true : undefined}
      />
    </Form.Item>
  );
}

function RewardKindSelect({ control, name, label }: RewardFieldProps<`${RewardParty}RewardType`>) {
  const { field, fieldState } = useController({ control, name });
  const id = `campaign-${name}`;
  return (
    <Form.Item {...itemProps(id, label, fieldState.error)}>
      <Select
        id={id}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        options={REWARD_KIND_OPTIONS}
      />
    </Form.Item>
  );
}

/** A percent (whole numbers) or a sum in pounds (to the penny); empty is null. */
function RewardAmount({
  control,
  name,
  label,
  unit,
}: RewardFieldProps<`${RewardParty}RewardValue` | `${RewardParty}RewardMaxDiscount`> & { unit: '%' | '£' }) {
  const { field, fieldState } = useController({ control, name });
  const id = `campaign-${name}`;
  const percent = unit === '%';
  return (
    <Form.Item {...itemProps(id, label, fieldState.error)}>
      <InputNumber<number>
        id={id}
        value={field.value}
        onChange={(value) => field.onChange(value ?? null)}
        onBlur={field.onBlur}
        min={0}
        precision={percent ? 0 : 2}
        inputMode={percent ? 'numeric' : 'decimal'}
        {...(percent ? { suffix: '%' } : { prefix: '£' })}
        status={fieldState.error ? 'error' : undefined}
        aria-invalid={fieldState.error ? true : undefined}
        className={styles.fullWidth}
      />
    </Form.Item>
  );
}

interface RewardToggleProps {
  control: Control<CampaignFormValues>;
  party: RewardParty;
  title: string;
  hint: string;
  placeholder: string;
}

/**
 * One reward: a switch and, once switched on, its name, its kind and what the kind needs: a percent and the
 * cap in pounds, or an amount in pounds; a free product or service needs nothing more.
 */
function RewardToggle({ control, party, title, hint, placeholder }: RewardToggleProps) {
  const enabled = `${party}RewardEnabled` as const;
  const [on, kind] = useWatch({ control, name: [enabled, `${party}RewardType`] });
  return (
    <div className={styles.rewardToggle}>
      <div className={styles.toggleHead}>
        <div className={styles.toggleText}>
          <div className={styles.strong} id={`${enabled}-label`}>
            {title}
          </div>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </div>
        <Controller
          control={control}
          name={enabled}
          render={({ field }) => (
            <Switch
              id={`campaign-${enabled}`}
              checked={field.value}
              onChange={field.onChange}
              aria-labelledby={`${enabled}-label`}
            />
          )}
        />
      </div>
      {on && (
        <>
          <RewardName
            control={control}
            name={`${party}RewardName`}
            label={`${title} name`}
            placeholder={placeholder}
          />
          <div className={styles.narrowGrid}>
            <RewardKindSelect control={control} name={`${party}RewardType`} label={`${title} type`} />
            {kind === 'percentage' && (
              <>
                <RewardAmount
                  control={control}
                  name={`${party}RewardValue`}
                  label={`${title} percentage`}
                  unit="%"
                />
                <RewardAmount
                  control={control}
                  name={`${party}RewardMaxDiscount`}
                  label={`${title} maximum discount`}
                  unit="£"
                />
              </>
            )}
            {kind === 'fixed' && (
              <RewardAmount
                control={control}
                name={`${party}RewardValue`}
                label={`${title} amount`}
                unit="£"
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}

/**
 * Rewards (wizard step 4 and the edit page): a constant reward for every successful referral, a reward for the
 * invited friend, and referral milestones. Milestones and a constant reward exclude each other: the
 * milestones are editable only while the constant reward is off (docs/product-rules.md §5).
 */
export function RewardStructure({
  control,
  settleMilestoneRef,
}: {
  control: Control<CampaignFormValues>;
  /** Receives what settles a milestone typed but not added (the wizard's Continue). */
  settleMilestoneRef?: RefObject<SettleMilestoneDraft | null>;
}) {
  const constantOn = useWatch({ control, name: 'constantRewardEnabled' });
  const milestones = useFieldArray({ control, name: 'milestones' });
  const list = useWatch({ control, name: 'milestones' });

  return (
    <>
      <RewardToggle
        control={control}
        party="constant"
        title="Constant reward"
        hint="The same reward for every successful referral."
        placeholder="e.g. £10 off your next visit"
      />
      <RewardToggle
        control={control}
        party="invitee"
        title="Invitee reward"
        hint="A welcome reward for the friend who signs up."
        placeholder="e.g. 20% off your first visit"
      />
      <section aria-labelledby="milestones-heading" className={styles.milestones}>
        <h3 id="milestones-heading" className={styles.subheading}>
          Referral milestones
        </h3>
        <p className={styles.secondary}>
          Bigger rewards when a referrer reaches a number of successful referrals.
        </p>
        {constantOn && (
          <Alert
            type="info"
            showIcon
            className={styles.spaced}
            title="Milestones can be changed only while the constant reward is off."
          />
        )}
        <MilestoneList milestones={list} onRemove={milestones.remove} disabled={constantOn} />
        <MilestoneForm onAdd={milestones.append} disabled={constantOn} settleRef={settleMilestoneRef} />
      </section>
    </>
  );
}
