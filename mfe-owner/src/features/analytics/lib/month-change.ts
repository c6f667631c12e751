import type { TimeseriesPoint } from '@referrals/contracts';
import { formatPercent } from './stats.ts';

/** Whether a change is good news (up), bad news (down), neither, or cannot be told. */
export type ChangeTone = 'up' | 'down' | 'flat' | 'unknown';

/** A change figure under a statistic: "+50% vs last month", "No referrals last month". */
export interface MonthChange {
  text: string;
  tone: ChangeTone;
}

/** The last two monthly buckets of a year's series (`period=1y`, oldest first): last month and this month. */
function lastTwoMonths(points: readonly TimeseriesPoint[]): [TimeseriesPoint, TimeseriesPoint] | null {
  if (points.length < 2) return null;
  return [points[points.length - 2], points[points.length - 1]];
}

const NO_REFERRALS_LAST_MONTH: MonthChange = { text: 'No referrals last month', tone: 'unknown' };

function signed(value: number, unit: string): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return 'No change vs last month';
  const figure = unit === '%' ? formatPercent(Math.abs(rounded)) : `${Math.abs(rounded)}${unit}`;
  // A real minus sign: screen readers say "minus", and it lines up with the plus.
  return `${rounded > 0 ? '+' : '\u2212'}${figure} vs last month`;
}

const toneOf = (value: number): ChangeTone =>
  Math.round(value * 10) === 0 ? 'flat' : value > 0 ? 'up' : 'down';

/**
 * Referrals this calendar month against last month, as a relative change. A month without referrals to
 * compare with says so instead of dividing by zero.
 */
export function referralsChange(points: readonly TimeseriesPoint[]): MonthChange | null {
  const months = lastTwoMonths(points);
  if (!months) return null;
  const [last, current] = months;
  if (last.referrals === 0) return NO_REFERRALS_LAST_MONTH;
  const change = ((current.referrals - last.referrals) / last.referrals) * 100;
  return { text: signed(change, '%'), tone: toneOf(change) };
}

/** A month's conversions over its referrals, as a percentage; null for a month without referrals. */
function monthRate({ referrals, conversions }: TimeseriesPoint): number | null {
  return referrals === 0 ? null : (conversions / referrals) * 100;
}

/**
 * This month's conversion rate against last month's, in percentage points (a rate going from 40% to 43%
 * is "+3 pts", not "+7.5%"). Either month without referrals has no rate to compare.
 */
export function conversionChange(points: readonly TimeseriesPoint[]): MonthChange | null {
  const months = lastTwoMonths(points);
  if (!months) return null;
  const [lastRate, currentRate] = months.map(monthRate);
  if (lastRate === null) return NO_REFERRALS_LAST_MONTH;
  if (currentRate === null) return { text: 'No referrals this month yet', tone: 'unknown' };
  const change = currentRate - lastRate;
  return { text: signed(change, ' pts'), tone: toneOf(change) };
}
