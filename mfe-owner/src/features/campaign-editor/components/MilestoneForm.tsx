import { useEffect, type RefObject } from 'react';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { ValidationError } from 'yup';
import { milestoneSchema, REWARD_TYPES, type MilestoneInput } from '@referrals/contracts';
import {
  canAddMilestone,
  EMPTY_MILESTONE_DRAFT,
  isBlankMilestoneDraft,
  milestoneFromDraft,
  referralCountFrom,
  type MilestoneDraft,
} from '../lib/milestone-rules.ts';
import * as styles from './editor.module.css';

const REWARD_TYPE_OPTIONS = REWARD_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));

/**
 * Settles what the form holds before the page moves on: a blank form or a milestone it could add answers true
 * (the milestone added); a started one it cannot add answers false, its messages at the fields.
 */
export type SettleMilestoneDraft = () => Promise<boolean>;

const REWARD_NAME_REQUIRED = 'Give the milestone a reward name.';

interface MilestoneFormProps {
  onAdd: (milestone: MilestoneInput) => void;
  disabled: boolean;
  /** Set to the form's {@link SettleMilestoneDraft} while it is on screen. */
  settleRef?: RefObject<SettleMilestoneDraft | null>;
}

/**
 * The "add a milestone" form. Add stays disabled until the reward name is not blank (docs/product-rules.md §5); the rest is
 * checked with the server's milestone schema, its messages shown at the fields and the first of them focused.
 */
export function MilestoneForm({ onAdd, disabled, settleRef }: MilestoneFormProps) {
  const { control, reset, getValues, setError, clearErrors, formState } = useForm<MilestoneDraft>({
    defaultValues: EMPTY_MILESTONE_DRAFT,
  });
  const { errors } = formState;
  const rewardName = useWatch({ control, name: 'rewardName' });

  const id = (field: keyof MilestoneDraft) => `new-milestone-${field}`;

  /** Adds the milestone typed; false, with the messages at the fields, when it cannot. */
  const add = async (): Promise<boolean> => {
    clearErrors();
    const draft = getValues();
    const milestone = milestoneFromDraft(draft);
    const problems: { path: keyof MilestoneDraft; message: string }[] = canAddMilestone(draft)
      ? []
      : [{ path: 'rewardName', message: REWARD_NAME_REQUIRED }];
    try {
      await milestoneSchema.validate(milestone, { abortEarly: false });
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      for (const { path, message } of error.inner) {
        if (path) problems.push({ path: path as keyof MilestoneDraft, message });
      }
    }
    if (problems.length > 0) {
      for (const { path, message } of problems) setError(path as FieldPath<MilestoneDraft>, { message });
      document.getElementById(id(problems[0]!.path))?.focus();
      return false;
    }
    onAdd(milestone);
    reset(EMPTY_MILESTONE_DRAFT);
    return true;
  };

  useEffect(() => {
    if (!settleRef) return;
    settleRef.current = () =>
      disabled || isBlankMilestoneDraft(getValues()) ? Promise.resolve(true) : add();
    return () => {
      settleRef.current = null;
    };
  });
  const item = (field: keyof MilestoneDraft, label: string) => ({
    label,
    htmlFor: id(field),
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field]?.message,
    className: styles.compactField,
  });

  return (
    <fieldset
      disabled={disabled}
      // Enter in a field adds nothing and must not submit the edit page's form around this one.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
      }}
      className={styles.milestoneForm}
    >
      <legend className={styles.milestoneLegend}>Add a milestone</legend>
      <div className={styles.milestoneGrid}>
        <Form.Item {...item('rewardName', 'Reward name')}>
          <Controller
            control={control}
            name="rewardName"
            render={({ field }) => <Input {...field} id={id('rewardName')} placeholder="e.g. Free haircut" />}
          />
        </Form.Item>
        <Form.Item {...item('referralCount', 'Referrals required')}>
          <Controller
            control={control}
            name="referralCount"
            render={({ field }) => (
              <InputNumber
                id={id('referralCount')}
                value={field.value}
                min={1}
                precision={0}
                step={1}
                inputMode="numeric"
                onChange={(value) => field.onChange(referralCountFrom(value))}
                onBlur={field.onBlur}
                className={styles.fullWidth}
              />
            )}
          />
        </Form.Item>
        <Form.Item {...item('rewardType', 'Reward type')}>
          <Controller
            control={control}
            name="rewardType"
            render={({ field }) => (
              <Select {...field} id={id('rewardType')} options={REWARD_TYPE_OPTIONS} disabled={disabled} />
            )}
          />
        </Form.Item>
        <Form.Item {...item('rewardValue', 'Reward value')}>
          <Controller
            control={control}
            name="rewardValue"
            render={({ field }) => <Input {...field} id={id('rewardValue')} placeholder="£20 or 20%" />}
          />
        </Form.Item>
      </div>
      <Form.Item {...item('description', 'Reward description')}>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <Input.TextArea
              {...field}
              id={id('description')}
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder="What the referrer receives when they reach this milestone"
            />
          )}
        />
      </Form.Item>
      <Form.Item {...item('termsAndConditions', 'Terms and conditions (optional)')}>
        <Controller
          control={control}
          name="termsAndConditions"
          render={({ field }) => (
            <Input.TextArea {...field} id={id('termsAndConditions')} autoSize={{ minRows: 1, maxRows: 5 }} />
          )}
        />
      </Form.Item>
      <Form.Item className={styles.addMilestone}>
        <Button onClick={() => void add()} disabled={disabled || !canAddMilestone({ rewardName })}>
          Add milestone
        </Button>
      </Form.Item>
    </fieldset>
  );
}
