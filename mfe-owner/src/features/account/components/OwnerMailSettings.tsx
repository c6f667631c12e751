import { Checkbox, Form, Select } from 'antd';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { DAILY_SUMMARY_HOUR } from '@referrals/contracts';
import type { AccountSettingsValues } from './AccountSettingsDialog.tsx';
import * as styles from './account.module.css';

/** The part of the Account Settings form this section edits. */
export interface OwnerMailValues {
  /** An IANA name; empty: the platform's. */
  timeZone: string;
  reviewMails: boolean;
  dailySummary: boolean;
}

/** Every IANA zone the browser knows, with the platform's default first. */
const TIME_ZONE_OPTIONS = [
  { value: '', label: 'The platform’s time zone' },
  ...Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
];

const HOUR = `${String(DAILY_SUMMARY_HOUR).padStart(2, '0')}:00`;

/**
 * Account Settings' "Time zone and e-mails": the business's time zone (its daily summary comes at 08:00 there)
 * and the e-mails that can be turned off. The trial and account e-mails cannot, which it says.
 */
export function OwnerMailSettings({
  control,
  timeZoneError,
}: {
  control: Control<AccountSettingsValues>;
  timeZoneError: FieldError | undefined;
}) {
  const choice = (name: 'reviewMails' | 'dailySummary', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Checkbox
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          className={styles.choice}
        >
          {label}
        </Checkbox>
      )}
    />
  );

  return (
    <fieldset className={`${styles.group} ${styles.passwordGroup}`}>
      <legend className={styles.legend}>Time zone and e-mails</legend>
      <Form.Item
        label="Time zone"
        htmlFor="account-settings-timeZone"
        validateStatus={timeZoneError ? 'error' : undefined}
        help={timeZoneError?.message ?? `Your daily summary comes at ${HOUR} in this time zone.`}
        className={styles.field}
      >
        <Controller
          name="timeZone"
          control={control}
          render={({ field }) => (
            <Select
              id="account-settings-timeZone"
              showSearch={{ optionFilterProp: 'label' }}
              options={TIME_ZONE_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              status={timeZoneError ? 'error' : undefined}
              aria-invalid={timeZoneError ? true : undefined}
            />
          )}
        />
      </Form.Item>
      {choice('reviewMails', 'E-mail me when a referral needs my decision')}
      {choice('dailySummary', `E-mail me a daily summary at ${HOUR} (on days with activity)`)}
      <p className={styles.hint}>E-mails about your account and your trial always come.</p>
    </fieldset>
  );
}
