import { describe, expect, it } from '@jest/globals';
import { durationText, radiusText } from '../src/features/campaign-detail/lib/campaign-settings.ts';

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

  it('when a radius is set, then it is shown as typed, and "N/A" when blank', () => {
    expect(radiusText('10 miles')).toBe('10 miles');
    expect(radiusText('  ')).toBe('N/A');
    expect(radiusText(null)).toBe('N/A');
  });
});
