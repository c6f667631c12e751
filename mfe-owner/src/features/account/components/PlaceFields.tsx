import { Button, Checkbox, Form, Input } from 'antd';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { typicalOpeningHours, WEEKDAY_NAMES, WEEKDAYS, type OpeningHours } from '@referrals/contracts';
import type { AccountSettingsValues } from './AccountSettingsDialog.tsx';
import * as styles from './account.module.css';

/** The Account Settings fields this part edits. */
export interface PlaceValues {
  bookingUrl: string;
  /** Null: not given (the public pages show the address alone). */
  openingHours: OpeningHours | null;
}

/** Server field names of the opening hours, as react-hook-form names them (`openingHours.0.opens`). */
export const OPENING_HOURS_FIELDS = WEEKDAYS.flatMap((_day, index) =>
  (['opens', 'closes'] as const).map((part) => `openingHours.${index}.${part}` as const),
);

interface PlaceFieldsProps {
  control: Control<AccountSettingsValues>;
  errors: FieldErrors<AccountSettingsValues>;
}

/**
 * Where and when customers find the business, beside its address: the booking link (https) and the week's
 * opening hours, a row per day (closed, or opening and closing times). The referral page, the voucher page and
 * its PDF and the customers' e-mails show them.
 */
export function PlaceFields({ control, errors }: PlaceFieldsProps) {
  const hours = useWatch({ control, name: 'openingHours' });
  return (
    <>
      <Form.Item
        label="Booking link"
        htmlFor="account-settings-bookingUrl"
        validateStatus={errors.bookingUrl ? 'error' : undefined}
        help={
          errors.bookingUrl?.message ??
          'Where customers book a visit, shown on your referral and voucher pages'
        }
        className={styles.field}
      >
        <Controller
          name="bookingUrl"
          control={control}
          render={({ field }) => (
            <Input
              {...field}
              id="account-settings-bookingUrl"
              type="url"
              inputMode="url"
              placeholder="https://"
              status={errors.bookingUrl ? 'error' : undefined}
              aria-invalid={errors.bookingUrl ? true : undefined}
            />
          )}
        />
      </Form.Item>
      <Controller
        name="openingHours"
        control={control}
        render={({ field }) => (
          <div role="group" aria-labelledby="account-settings-hours" className={styles.hours}>
            <div className={styles.hoursHeader}>
              <span id="account-settings-hours" className={styles.hoursTitle}>
                Opening hours
              </span>
              <Button onClick={() => field.onChange(hours ? null : typicalOpeningHours())}>
                {hours ? 'Remove opening hours' : 'Add opening hours'}
              </Button>
            </div>
            {hours &&
              hours.map((day, index) => {
                const dayErrors = errors.openingHours?.[index];
                const name = WEEKDAY_NAMES[day.day];
                const setDay = (change: Partial<OpeningHours[number]>) =>
                  field.onChange(hours.map((each, at) => (at === index ? { ...each, ...change } : each)));
                const message = dayErrors?.opens?.message ?? dayErrors?.closes?.message;
                return (
                  <div key={day.day} className={styles.day}>
                    <span className={styles.dayName}>{name}</span>
                    <Checkbox
                      checked={day.closed}
                      onChange={(event) =>
                        setDay(
                          event.target.checked
                            ? { closed: true, opens: null, closes: null }
                            : { closed: false, opens: '09:00', closes: '17:30' },
                        )
                      }
                      className={styles.closed}
                    >
                      Closed
                    </Checkbox>
                    {!day.closed && (
                      <span className={styles.times}>
                        <Input
                          type="time"
                          aria-label={`${name} opens`}
                          value={day.opens ?? ''}
                          status={dayErrors?.opens ? 'error' : undefined}
                          aria-invalid={dayErrors?.opens ? true : undefined}
                          onChange={(event) => setDay({ opens: event.target.value })}
                        />
                        <span aria-hidden="true">–</span>
                        <Input
                          type="time"
                          aria-label={`${name} closes`}
                          value={day.closes ?? ''}
                          status={dayErrors?.closes ? 'error' : undefined}
                          aria-invalid={dayErrors?.closes ? true : undefined}
                          onChange={(event) => setDay({ closes: event.target.value })}
                        />
                      </span>
                    )}
                    {message && (
                      <p role="alert" className={styles.dayError}>
                        {name}: {message}
                      </p>
                    )}
                  </div>
                );
              })}
          </div>
        )}
      />
    </>
  );
}
