import { describe, expect, it } from '@jest/globals';
import { businessSlugPreview, slugifyBusinessName } from '../src/identity/slug.ts';

describe('business slug', () => {
  it('when a name has punctuation and spaces, then they are removed and spaces become single hyphens', () => {
    expect(slugifyBusinessName("  Joe's  Hair -- Salon!! ")).toBe('joes-hair-salon');
  });
  it('when a name has nothing usable, then the preview shows your-business-name', () => {
    expect(businessSlugPreview('!!!')).toBe('your-business-name');
    expect(businessSlugPreview('')).toBe('your-business-name');
  });
  it('when a name has accented letters and digits, then digits stay and non-ASCII letters go', () => {
    expect(slugifyBusinessName('Café 24 Seven')).toBe('caf-24-seven');
  });
});
