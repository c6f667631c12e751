import { Button, Form, Input } from 'antd';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { ValidationError } from 'yup';
import { campaignEditSchema, type CampaignEditInput, type MilestoneInput } from '@referrals/contracts';
import { showServerFieldErrors } from '@referrals/ui';
import { REFEREE_CONTENT_BOXES, toEditInput, type CampaignFormValues } from '../lib/campaign-form.ts';
import { ContentMessagingFields } from './ContentMessagingFields.tsx';
import { RefereeContentBox } from './RefereeContentBox.tsx';
import { RewardStructure } from './RewardStructure.tsx';
import { RichTextField } from './RichTextField.tsx';
import { SectionCard } from './SectionCard.tsx';
import { VisualBrandingFields } from './VisualBrandingFields.tsx';

/** Fields whose server messages are shown where they were typed. */
const TEXT_FIELDS = [
  'name',
  'duration',
  'geographicRadius',
] as const satisfies FieldPath<CampaignFormValues>[];

interface CampaignEditFormProps {
  /** The stored campaign as form values; read once, so a background refetch never overwrites typing. */
  initialValues: CampaignFormValues;
  saving: boolean;
  /** Saves the campaign and then its milestones; rejects with the failing call's error. */
  onSave: (patch: CampaignEditInput, milestones: MilestoneInput[]) => Promise<unknown>;
  onCancel: () => void;
}

/** The campaign edit form (docs/product-rules.md §2 "Campaign edit"), checked with the server's edit schema. */
export function CampaignEditForm({ initialValues, saving, onSave, onCancel }: CampaignEditFormProps) {
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<CampaignFormValues>({
    defaultValues: initialValues,
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    clearErrors();
    const patch = toEditInput(values);
    try {
      await campaignEditSchema.validate(patch, { abortEarly: false });
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      for (const inner of error.inner) {
        if (inner.path) setError(inner.path as FieldPath<CampaignFormValues>, { message: inner.message });
      }
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
      style={{ marginBottom: 18, minWidth: 0 }}
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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit campaign">
      <Form layout="vertical" component={false}>
        <SectionCard title="Basic Information">
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
              columnGap: 16,
            }}
          >
            {text('name', 'Campaign name')}
            {text('duration', 'Duration', 'e.g. Ongoing, 3 months, until 31 August')}
            {text('geographicRadius', 'Geographic radius', 'e.g. 10 miles')}
          </div>
          <RichTextField control={control} name="description" label="Description" />
        </SectionCard>
        <SectionCard title="Visual Branding">
          <VisualBrandingFields control={control} />
        </SectionCard>
        <SectionCard title="Content and Messaging">
          <ContentMessagingFields control={control} />
        </SectionCard>
        <SectionCard
          title="Referee Page Content"
          description="Three boxes shown to friends who arrive through a referral link; a box without a title is not shown."
        >
          {REFEREE_CONTENT_BOXES.map((box) => (
            <RefereeContentBox key={box} control={control} box={box} />
          ))}
        </SectionCard>
        <SectionCard title="Reward Structure">
          <RewardStructure control={control} />
        </SectionCard>
      </Form>
      <div style={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 8 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
