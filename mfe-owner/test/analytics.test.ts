import { describe, expect, it } from '@jest/globals';
import { formatPercent, vouchersIssuedText } from '../src/features/analytics/lib/stats.ts';
import {
  bucketLabel,
  bucketTitle,
  isQuietPeriod,
  PERIOD_OPTIONS,
} from '../src/features/analytics/lib/timeseries.ts';

describe('the statistics panel figures (docs/product-rules.md §2)', () => {
  it('when a rate is shown, then it has at most one decimal and no trailing zero', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(Number.NaN)).toBe('0%');
  });

  it('when vouchers were issued, then the subtitle counts them in the right number', () => {
    expect(vouchersIssuedText(1)).toBe('1 voucher issued');
    expect(vouchersIssuedText(0)).toBe('0 vouchers issued');
    expect(vouchersIssuedText(12)).toBe('12 vouchers issued');
  });
});

describe('the Referral Performance chart labels', () => {
  it('when the period selector is shown, then it offers the last 30 days, 3 months and year', () => {
    expect(PERIOD_OPTIONS).toEqual([
      { value: '30d', label: 'Last 30 days' },
      { value: '3m', label: 'Last 3 months' },
      { value: '1y', label: 'Last year' },
    ]);
  });

  it('when buckets are days, weeks or months, then the axis reads "12 Nov", "w/c 3 Nov" and "Nov 26"', () => {
    expect(bucketLabel('2026-11-12', 'day')).toBe('12 Nov');
    expect(bucketLabel('2026-11-03', 'week')).toBe('w/c 3 Nov');
    expect(bucketLabel('2026-11-01', 'month')).toBe('Nov 26');
    expect(bucketLabel('2009-01-01', 'month')).toBe('Jan 09');
  });

  it('when a bucket is hovered, then the tooltip names it in full', () => {
    expect(bucketTitle('2026-11-12', 'day')).toBe('12 Nov 2026');
    expect(bucketTitle('2026-11-03', 'week')).toBe('Week of 3 Nov 2026');
    expect(bucketTitle('2026-11-01', 'month')).toBe('November 2026');
  });

  it('when every value of the period is zero, then the period is quiet, and one referral is enough to make it not', () => {
    const zero = { start: '2026-11-01', referrals: 0, conversions: 0, vouchersRedeemed: 0 };
    expect(isQuietPeriod([zero, zero])).toBe(true);
    expect(isQuietPeriod([zero, { ...zero, vouchersRedeemed: 1 }])).toBe(false);
  });
});
