import { Form, Input, Segmented } from 'antd';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { DURATION_OPTIONS, type CampaignFormValues } from '../lib/campaign-form.ts';
import { ReferralAddress } from './ReferralAddress.tsx';
import { RichTextField } from './RichTextField.tsx';
import * as styles from './editor.module.css';

interface BasicsFieldsProps {
  control: Control<CampaignFormValues>;
  /** The business's slug; the URL preview waits for it. */
  businessSlug: string | undefined;
}

/** A local day as the date input writes it: `YYYY-MM-DD`. */
const dayText = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** The end the API takes from the last day chosen: the midnight after it, in the owner's time zone. */
function endOf(text: string): string {
  const [year, month, day] = text.split('-').map(Number);
  if (!year || !month || !day) return '';
  return new Date(year, month - 1, day + 1).toISOString();
}

/** The last day an end shows: the day before the midnight it is. */
function lastDayOf(endsAt: string): string {
  const end = new Date(endsAt);
  if (Number.isNaN(end.getTime())) return '';
  return dayText(new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1));
}

/** Tomorrow, the first last day a campaign may have. */
function tomorrow(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

/**
 * "Custom": the last day of the campaign, after today (it starts when launched), chosen with the device's own
 * date picker (a date input: no calendar library to download for one field); the campaign ends by itself when
 * that day is over.
 */
function CustomEndField({ control }: { control: Control<CampaignFormValues> }) {
  return (
    <Controller
      control={control}
      name="endsAt"
      render={({ field, fieldState }) => (
        <Form.Item
          label="Last day"
          htmlFor="campaign-endsAt"
          required
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message}
          // Below the error, in the item's own space: a help of two lines on a phone ran into the next label.
          extra="The campaign starts when you launch it and ends by itself when this day is over."
          className={styles.field}
        >
          <Input
            id="campaign-endsAt"
            type="date"
            value={field.value ? lastDayOf(field.value) : ''}
            onChange={(event) => field.onChange(endOf(event.target.value))}
            onBlur={field.onBlur}
            min={dayText(tomorrow())}
            status={fieldState.error ? 'error' : undefined}
            aria-invalid={fieldState.error ? true : undefined}
            className={styles.fullWidth}
          />
        </Form.Item>
      )}
    />
  );
}

/**
 * Wizard step 1: the campaign's name, duration (with its last day when "Custom") and description, and where
 * its page will live.
 */
export function BasicsFields({ control, businessSlug }: BasicsFieldsProps) {
  const duration = useWatch({ control, name: 'duration' });
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
      {duration === 'custom' && <CustomEndField control={control} />}
      <RichTextField control={control} name="description" label="Description" />
      <div className={styles.addressPanel}>
        <div className={styles.addressLabel}>Campaign URL</div>
        <ReferralAddress businessSlug={businessSlug} />
      </div>
    </>
  );
}
