import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { ValidationError } from 'yup';
import { campaignEditSchema, type CampaignEditInput, type MilestoneInput } from '@referrals/contracts';
import { showServerFieldErrors } from '@referrals/ui';
import { toEditInput, type CampaignFormValues } from '../lib/campaign-form.ts';
import { focusCampaignField } from '../lib/focus-field.ts';
import { ContentMessagingFields } from './ContentMessagingFields.tsx';
import { FriendFieldsField } from './FriendFieldsField.tsx';
import { RefereeContentFields } from './RefereeContentFields.tsx';
import { RewardStructure } from './RewardStructure.tsx';
import { RichTextField } from './RichTextField.tsx';
import { SectionCard } from './SectionCard.tsx';
import { VisualBrandingFields } from './VisualBrandingFields.tsx';
import * as styles from './editor.module.css';

/** Fields whose server messages are shown where they were typed. */
const TEXT_FIELDS = ['name', 'duration'] as const satisfies FieldPath<CampaignFormValues>[];

interface CampaignEditFormProps {
  /** The stored campaign as form values; read once, so a background refetch never overwrites typing. */
  initialValues: CampaignFormValues;
  saving: boolean;
  /** Saves the campaign and then its milestones; rejects with the failing call's error. */
  onSave: (patch: CampaignEditInput, milestones: MilestoneInput[]) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * `problems` (field path -> message, in the schema's order) in the page's order, by the `campaign-{field}` ids
 * of the controls; those without a control on the page follow.
 */
function inPageOrder(form: HTMLFormElement, problems: ReadonlyMap<string, string>): Map<string, string> {
  const ordered = new Map<string, string>();
  for (const control of form.querySelectorAll<HTMLElement>('[id^="campaign-"]')) {
    const path = control.id.slice('campaign-'.length);
    const message = problems.get(path);
    if (message) ordered.set(path, message);
  }
  for (const [path, message] of problems) if (!ordered.has(path)) ordered.set(path, message);
  return ordered;
}

/**
 * The campaign edit form (docs/product-rules.md §2 "Campaign edit"), checked with the server's edit schema. A
 * failed check marks its fields, brings the first into view with the caret in it and says so in the footer,
 * which stays at the foot of the screen so that Save is always in reach on the long page. A marked field is
 * checked again as it changes: its mark and the footer's message go once it is fixed.
 */
export function CampaignEditForm({ initialValues, saving, onSave, onCancel }: CampaignEditFormProps) {
  const { control, handleSubmit, setError, clearErrors, formState, watch, getValues } =
    useForm<CampaignFormValues>({ defaultValues: initialValues });
  const { errors } = formState;
  const formRef = useRef<HTMLFormElement>(null);
  /** The fields the last check refused (path -> message), in the page's order. */
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const firstMessage = problems.values().next().value;

  useEffect(() => {
    if (problems.size === 0) return;
    const subscription = watch((_values, { name }) => {
      if (!name || !problems.has(name)) return;
      campaignEditSchema.validateAt(name, toEditInput(getValues())).then(
        () => {
          clearErrors(name);
          setProblems((current) => new Map([...current].filter(([path]) => path !== name)));
        },
        // Still wrong: the mark stays.
        () => undefined,
      );
    });
    return () => subscription.unsubscribe();
  }, [problems, watch, getValues, clearErrors]);

  const submit = handleSubmit(async (values) => {
    clearErrors();
    setProblems(new Map());
    const patch = toEditInput(values);
    try {
      await campaignEditSchema.validate(patch, { abortEarly: false });
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      const found = new Map<string, string>();
      for (const inner of error.inner) {
        if (!inner.path || found.has(inner.path)) continue;
        found.set(inner.path, inner.message);
        setError(inner.path as FieldPath<CampaignFormValues>, { message: inner.message });
      }
      const form = formRef.current;
      if (!form) return;
      // After the marked fields have rendered.
      requestAnimationFrame(() => {
        const ordered = inPageOrder(form, found);
        setProblems(ordered);
        const [firstPath] = ordered.keys();
        if (firstPath) focusCampaignField(firstPath);
      });
      return;
    }
    await onSave(patch, values.milestones).catch((error: unknown) =>
      showServerFieldErrors(error, TEXT_FIELDS, setError),
    );
  });

  const text = (name: (typeof TEXT_FIELDS)[number], label: string, placeholder?: string) => (
    <Form.Item
      label={label}
      htmlFor={`campaign-${name}`}
      required={name === 'name'}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name]?.message}
      className={styles.field}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            {...field}
            id={`campaign-${name}`}
            placeholder={placeholder}
            status={errors[name] ? 'error' : undefined}
            aria-invalid={errors[name] ? true : undefined}
          />
        )}
      />
    </Form.Item>
  );

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Edit campaign">
      <Form layout="vertical" component={false}>
        <SectionCard title="Basic Information">
          <div className={styles.fieldGrid}>
            {text('name', 'Campaign name')}
            {text('duration', 'Duration', 'e.g. Ongoing, 3 months, until 31 August')}
          </div>
          <RichTextField control={control} name="description" label="Description" />
        </SectionCard>
        <SectionCard title="Visual Branding">
          <VisualBrandingFields control={control} />
        </SectionCard>
        <SectionCard title="Content and Messaging">
          <ContentMessagingFields control={control} />
        </SectionCard>
        <SectionCard title="Referee Page Content">
          <RefereeContentFields control={control} />
        </SectionCard>
        <SectionCard title="Reward Structure">
          <RewardStructure control={control} />
          <FriendFieldsField control={control} />
        </SectionCard>
      </Form>
      <div className={styles.saveBar}>
        {firstMessage && (
          <Alert
            type="error"
            showIcon
            role="alert"
            className={styles.saveProblem}
            title={`Please fix the highlighted field: ${firstMessage}`}
          />
        )}
        <div className={styles.saveActions}>
          <Button onClick={onCancel} disabled={saving} className={styles.tapTarget}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} className={styles.tapTarget}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
