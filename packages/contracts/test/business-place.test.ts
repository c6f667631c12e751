import { describe, expect, it } from '@jest/globals';
import { openingHoursLines, placeAddressLine, typicalOpeningHours } from '../src/identity/place.ts';

const WEEK = typicalOpeningHours();

describe('opening hours in words', () => {
  it('when consecutive days share their hours, then they are one line', () => {
    expect(openingHoursLines(WEEK)).toEqual([
      { days: 'Monday to Friday', hours: '09:00–17:30' },
      { days: 'Saturday', hours: '09:00–13:00' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('when the address has spaces and line breaks, then it is one tidy line with the postcode', () => {
    expect(placeAddressLine({ businessAddress: ' 12  High Street,\nBristol ', postcode: 'BS1 4DJ' })).toBe(
      '12 High Street, Bristol, BS1 4DJ',
    );
  });
});
