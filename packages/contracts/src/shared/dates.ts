/**
 * Dates as the product writes them everywhere people read them (pages, PDFs, e-mails, the services' messages):
 * a day is "27 Nov 2026", a moment "27 Nov 2026, 15:42" (British order, 24-hour clock). In `timeZone` when
 * given (a service writing for a business), else in the reader's own (a browser). An empty string for a missing
 * or unreadable date.
 */

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const MOMENT: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' };

function timeOf(instant: Date | string | null | undefined): number {
  if (instant instanceof Date) return instant.getTime();
  return instant ? Date.parse(instant) : Number.NaN;
}

/** "27 Nov 2026". */
export function formatDay(instant: Date | string | null | undefined, timeZone?: string): string {
  const time = timeOf(instant);
  return Number.isNaN(time) ? '' : new Date(time).toLocaleDateString('en-GB', { ...DAY, timeZone });
}

/** "27 Nov 2026, 15:42". */
export function formatMoment(instant: Date | string | null | undefined, timeZone?: string): string {
  const time = timeOf(instant);
  return Number.isNaN(time) ? '' : new Date(time).toLocaleString('en-GB', { ...MOMENT, timeZone });
}
