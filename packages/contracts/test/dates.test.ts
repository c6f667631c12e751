import { describe, expect, it } from '@jest/globals';
import { formatDay, formatMoment } from '../src/shared/dates.ts';

describe('dates as the product writes them', () => {
  const lateEvening = new Date('2026-11-27T23:30:00Z');

  it('when a day is written in a time zone, then it reads "27 Nov 2026" there, whatever the instant’s day elsewhere', () => {
    expect(formatDay(lateEvening, 'Europe/London')).toBe('27 Nov 2026');
    expect(formatDay(lateEvening, 'Pacific/Auckland')).toBe('28 Nov 2026');
    expect(formatDay('2027-02-22T10:00:00.000Z', 'Europe/London')).toBe('22 Feb 2027');
  });

  it('when a moment is written, then it reads "27 Nov 2026, 23:30" on the 24-hour clock', () => {
    expect(formatMoment(lateEvening, 'Europe/London')).toBe('27 Nov 2026, 23:30');
    expect(formatMoment('2026-07-01T13:05:00Z', 'Europe/London')).toBe('1 Jul 2026, 14:05');
  });

  it('when the date is missing or unreadable, then nothing is written', () => {
    for (const missing of [null, undefined, '', 'soon', new Date(Number.NaN)]) {
      expect(formatDay(missing, 'Europe/London')).toBe('');
      expect(formatMoment(missing, 'Europe/London')).toBe('');
    }
  });
});
