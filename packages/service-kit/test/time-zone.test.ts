import { describe, expect, it } from '@jest/globals';
import { SettableClock, nextLocalTime } from '../src/index.ts';

const at = (iso: string) => new Date(iso);
const next = (after: string, timeZone: string, hour: number, minute = 0) =>
  nextLocalTime(at(after), timeZone, { hour, minute }).toISOString();

describe('nextLocalTime', () => {
  it('when it is before 08:00 in the zone, then the answer is 08:00 the same local day', () => {
    expect(next('2026-01-15T07:59:00Z', 'Europe/London', 8)).toBe('2026-01-15T08:00:00.000Z');
    expect(next('2026-07-15T05:00:00Z', 'Europe/London', 8)).toBe('2026-07-15T07:00:00.000Z');
  });

  it('when it is 08:00 exactly or later, then the answer is 08:00 the next local day', () => {
    expect(next('2026-01-15T08:00:00Z', 'Europe/London', 8)).toBe('2026-01-16T08:00:00.000Z');
    expect(next('2026-01-15T23:30:00Z', 'Europe/London', 8)).toBe('2026-01-16T08:00:00.000Z');
  });

  it('when London moves to summer time (last Sunday of March), then 08:00 is an hour earlier in UTC from that day', () => {
    expect(next('2026-03-28T08:00:00Z', 'Europe/London', 8)).toBe('2026-03-29T07:00:00.000Z');
    expect(next('2026-03-29T00:30:00Z', 'Europe/London', 8)).toBe('2026-03-29T07:00:00.000Z');
    expect(next('2026-03-29T07:00:00Z', 'Europe/London', 8)).toBe('2026-03-30T07:00:00.000Z');
  });

  it('when London goes back to winter time (last Sunday of October), then 08:00 is an hour later in UTC from that day', () => {
    expect(next('2026-10-24T07:00:00Z', 'Europe/London', 8)).toBe('2026-10-25T08:00:00.000Z');
    expect(next('2026-10-25T01:30:00Z', 'Europe/London', 8)).toBe('2026-10-25T08:00:00.000Z');
    expect(next('2026-10-25T08:00:00Z', 'Europe/London', 8)).toBe('2026-10-26T08:00:00.000Z');
  });

  it('when the time asked for is skipped by the clocks going forward, then it is moved forward by the gap', () => {
    // 01:30 on 29 March 2026 never happens in London: the clocks go from 01:00 GMT to 02:00 BST.
    expect(next('2026-03-28T12:00:00Z', 'Europe/London', 1, 30)).toBe('2026-03-29T01:30:00.000Z');
  });

  it('when the time asked for happens twice as the clocks go back, then its first occurrence is the answer', () => {
    // 01:30 on 25 October 2026 happens at 00:30 UTC (BST) and again at 01:30 UTC (GMT).
    expect(next('2026-10-24T12:00:00Z', 'Europe/London', 1, 30)).toBe('2026-10-25T00:30:00.000Z');
  });

  it('when the zone is not London, then its own offsets and change days apply', () => {
    // New York moves to summer time on the second Sunday of March (8 March 2026).
    expect(next('2026-03-07T13:00:00Z', 'America/New_York', 8)).toBe('2026-03-08T12:00:00.000Z');
    // Sydney is ahead of UTC: 08:00 on 1 January there is 21:00 UTC on 31 December.
    expect(next('2025-12-31T12:00:00Z', 'Australia/Sydney', 8)).toBe('2025-12-31T21:00:00.000Z');
    expect(next('2026-06-01T00:00:00Z', 'Asia/Kathmandu', 8)).toBe('2026-06-01T02:15:00.000Z');
  });

  it('when the zone or the time is invalid, then it throws', () => {
    expect(() => next('2026-01-01T00:00:00Z', 'Mars/Olympus', 8)).toThrow(RangeError);
    expect(() => next('2026-01-01T00:00:00Z', 'Europe/London', 24)).toThrow(RangeError);
    expect(() => next('2026-01-01T00:00:00Z', 'Europe/London', 8, 60)).toThrow(RangeError);
  });
});

describe('SettableClock', () => {
  it('when given a start, then it stands still until set or advanced', () => {
    const clock = new SettableClock(at('2026-03-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-03-01T00:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-03-01T00:01:30.000Z');
    clock.set(at('2027-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('when given no start, then it runs with the system clock shifted by what it was moved', () => {
    const clock = new SettableClock();
    clock.advance(14 * 24 * 60 * 60 * 1000);
    const shift = clock.now().getTime() - Date.now();
    expect(shift).toBeGreaterThan(14 * 24 * 60 * 60 * 1000 - 1000);
    expect(shift).toBeLessThanOrEqual(14 * 24 * 60 * 60 * 1000);
  });
});
