import { Form, Input, Segmented } from 'antd';
import { Controller, type Control } from 'react-hook-form';
import { DURATION_OPTIONS, type CampaignFormValues } from '../lib/campaign-form.ts';
import { ReferralAddress } from './ReferralAddress.tsx';
import { RichTextField } from './RichTextField.tsx';
import * as styles from './editor.module.css';

interface BasicsFieldsProps {
  control: Control<CampaignFormValues>;
  /** The business's slug; the URL preview waits for it. */
  businessSlug: string | undefined;
}

/** Wizard step 1: the campaign's name, duration and description, and where its page will live. */
export function BasicsFields({ control, businessSlug }: BasicsFieldsProps) {
  return (
    <>
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <Form.Item
            label="Campaign name"
            htmlFor="campaign-name"
            required
            validateStatus={fieldState.error ? 'error' : undefined}
            help={fieldState.error?.message}
            className={styles.field}
          >
            <Input
              {...field}
              id="campaign-name"
              maxLength={200}
              placeholder="e.g. Summer Referral Drive"
              status={fieldState.error ? 'error' : undefined}
              aria-invalid={fieldState.error ? true : undefined}
            />
          </Form.Item>
        )}
      />
      <Form.Item label="Duration" className={styles.field}>
        <Controller
          control={control}
          name="duration"
          render={({ field }) => (
            <Segmented
              value={field.value}
              onChange={field.onChange}
              options={DURATION_OPTIONS.map(({ value, label }) => ({ value, label }))}
              aria-label="Duration"
              block
              className={styles.duration}
            />
          )}
        />
      </Form.Item>
      <RichTextField control={control} name="description" label="Description" />
      <div className={styles.addressPanel}>
        <div className={styles.addressLabel}>Campaign URL</div>
        <ReferralAddress businessSlug={businessSlug} />
      </div>
    </>
  );
}
