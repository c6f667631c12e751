import type { TimeseriesGranularity, TimeseriesPeriod, TimeseriesPoint } from '@referrals/contracts';

/** The period selector's choices, in the order shown. */
export const PERIOD_OPTIONS: ReadonlyArray<{ value: TimeseriesPeriod; label: string }> = [
  { value: '30d', label: 'Last 30 days' },
  { value: '3m', label: 'Last 3 months' },
  { value: '1y', label: 'Last year' },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A bucket's `start` (YYYY-MM-DD, a calendar day) split into its parts. Read as text, not through `Date`, so
 * that no time zone can move the day.
 */
function dayOf(start: string): { year: number; month: number; day: number } {
  const [year, month, day] = start.split('-').map(Number);
  return { year, month: month - 1, day };
}

/** The x-axis label of a bucket: day "12 Nov", week "w/c 3 Nov" (week commencing), month "Nov 26". */
export function bucketLabel(start: string, granularity: TimeseriesGranularity): string {
  const { year, month, day } = dayOf(start);
  if (granularity === 'month') return `${MONTHS[month]} ${String(year % 100).padStart(2, '0')}`;
  const dayMonth = `${day} ${MONTHS[month]}`;
  return granularity === 'week' ? `w/c ${dayMonth}` : dayMonth;
}

/** The tooltip heading of a bucket: "12 Nov 2026", "Week of 3 Nov 2026", "November 2026". */
export function bucketTitle(start: string, granularity: TimeseriesGranularity): string {
  const { year, month, day } = dayOf(start);
  if (granularity === 'month') return `${LONG_MONTHS[month]} ${year}`;
  const date = `${day} ${MONTHS[month]} ${year}`;
  return granularity === 'week' ? `Week of ${date}` : date;
}

/** Whether nothing happened in the whole period (the chart then says so instead of drawing flat lines alone). */
export function isQuietPeriod(points: readonly TimeseriesPoint[]): boolean {
  return points.every(
    (point) => point.referrals === 0 && point.conversions === 0 && point.vouchersRedeemed === 0,
  );
}
