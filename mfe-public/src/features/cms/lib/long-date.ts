const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** A day written out ("27 November 2026"), in the browser's time zone: a post's publication date. */
export function longDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE.format(date);
}
