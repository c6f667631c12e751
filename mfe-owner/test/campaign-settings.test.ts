import { describe, expect, it } from '@jest/globals';
import { durationText } from '../src/features/campaign-detail/lib/campaign-settings.ts';

describe('the campaign settings card (docs/product-rules.md §2)', () => {
  it.each([
    ['ongoing', 'Ongoing'],
    ['3months', '3 Months'],
    ['6months', '6 Months'],
    ['custom', 'Custom'],
    ['Until Christmas', 'Until Christmas'],
    ['', 'Ongoing'],
    [null, 'Ongoing'],
  ])('when the duration is %p, then it reads %p', (duration, expected) => {
    expect(durationText(duration)).toBe(expected);
  });

  it('when a custom campaign ends by itself, then its last day follows, the day before its end (local midnight)', () => {
    const endsAt = new Date(2026, 11, 1).toISOString();
    expect(durationText('custom', endsAt)).toBe('Custom, until 30 Nov 2026');
    expect(durationText('custom', null)).toBe('Custom');
  });
});
