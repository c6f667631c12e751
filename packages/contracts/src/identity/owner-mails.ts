import { string } from 'yup';

/**
 * The e-mails a business's owner gets besides the account ones (welcome, trial, administrator's changes): one
 * when a flagged referral needs their decision, and a daily summary of the business's activity at
 * {@link DAILY_SUMMARY_HOUR}:00 in the business's time zone, on days with activity only. Each kind can be turned
 * off in Account Settings or by the one-click unsubscribe link (RFC 8058) it carries:
 * `{PUBLIC_URL}/api/owner-unsubscribe/{token}`, which turns that kind off for that business, no sign-in.
 */
export const OWNER_MAIL_KINDS = ['review-needed', 'daily-summary'] as const;
export type OwnerMailKind = (typeof OWNER_MAIL_KINDS)[number];

/** Bus subjects of the owner e-mails' unsubscribe links (the identity service). */
export const OwnerMailSubjects = {
  /** GET /api/owner-unsubscribe/{token} (public): what the link turns off (a browser is sent to the page). */
  unsubscribeState: 'identity.owner-mails.unsubscribe-state',
  /** POST /api/owner-unsubscribe/{token} (public, one-click): turns that kind off; again answers the same. */
  unsubscribe: 'identity.owner-mails.unsubscribe',
} as const;

/** The page a browser opening an owner e-mail's unsubscribe link is sent to: `/unsubscribe/owner/{token}`. */
export const OWNER_UNSUBSCRIBE_PAGE_PATH = '/unsubscribe/owner';

/** What an owner e-mail's unsubscribe link stands for. */
export interface OwnerUnsubscribeDto {
  kind: OwnerMailKind;
  /** What it turns off, in words ("the daily summary of your referral programme"). */
  turnsOff: string;
  businessName: string;
  /** True once turned off (by a link, or in Account Settings). */
  off: boolean;
}

/** The local hour the daily summary is sent at. */
export const DAILY_SUMMARY_HOUR = 8;

/** Days before the trial's end its first reminder is sent; the second is sent on the day. */
export const TRIAL_REMINDER_DAYS_BEFORE = 3;

/** True for an IANA time zone name this runtime knows (`Europe/London`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list (such as Europe/London)';

/** A business's time zone: an IANA name, or empty for the platform's. */
export const timeZoneField = () =>
  string()
    .trim()
    .test('time-zone', TIME_ZONE_MESSAGE, (value) => !value || isTimeZone(value));
