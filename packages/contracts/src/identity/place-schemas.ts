/* The Account Settings rules of a business's booking link and opening hours (place.ts has the shapes). */
import { array, boolean, object, string } from 'yup';
import { WEEKDAYS } from './place.ts';

export const BOOKING_URL_MESSAGE = 'Booking link must be a web address starting with https://';
export const OPENING_HOURS_WEEK_MESSAGE =
  'Opening hours must give the seven days, Monday to Sunday, in order';
export const OPENING_TIME_MESSAGE = 'Opening time must be a time such as 09:00';
export const CLOSING_TIME_MESSAGE = 'Closing time must be a time such as 17:30';
export const CLOSES_AFTER_OPENS_MESSAGE = 'Closing time must be after the opening time';

/** 24-hour `HH:MM`, 00:00 to 23:59. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An absolute https URL with a host: never `http:`, `javascript:`, `data:` or a relative path. */
function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** The booking link of the Account Settings form: optional; empty or null removes it. */
export const bookingUrlField = () =>
  string()
    .trim()
    .max(500, 'Booking link is too long')
    .test('https-address', BOOKING_URL_MESSAGE, (value) => !value || isHttpsAddress(value))
    .nullable()
    .optional();

const timeField = (message: string) =>
  string()
    .nullable()
    .default(null)
    .when('closed', {
      is: false,
      then: (schema) => schema.required(message).matches(TIME, message),
      otherwise: (schema) => schema.transform(() => null),
    });

const openingDaySchema = object({
  day: string()
    .required(OPENING_HOURS_WEEK_MESSAGE)
    .oneOf([...WEEKDAYS], OPENING_HOURS_WEEK_MESSAGE),
  closed: boolean()
    .typeError('Closed must be true or false')
    .required('Say whether the business is closed that day'),
  opens: timeField(OPENING_TIME_MESSAGE),
  closes: timeField(CLOSING_TIME_MESSAGE).test(
    'after-opens',
    CLOSES_AFTER_OPENS_MESSAGE,
    function closesAfterOpens(closes) {
      const { closed, opens } = this.parent as { closed?: boolean; opens?: unknown };
      if (closed !== false || typeof opens !== 'string' || !TIME.test(opens) || !closes) return true;
      return !TIME.test(closes) || closes > opens;
    },
  ),
}).typeError(OPENING_HOURS_WEEK_MESSAGE);

/** The opening hours of the Account Settings form: the seven days in order, or null to remove them. */
export const openingHoursField = () =>
  array()
    .of(openingDaySchema)
    .typeError(OPENING_HOURS_WEEK_MESSAGE)
    .test(
      'whole-week',
      OPENING_HOURS_WEEK_MESSAGE,
      (days) =>
        !days || (days.length === WEEKDAYS.length && days.every((each, at) => each.day === WEEKDAYS[at])),
    )
    .nullable()
    .optional();
