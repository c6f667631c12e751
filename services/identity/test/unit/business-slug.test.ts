import { describe, expect, it } from '@jest/globals';
import { firstFreeSlug, requestedSlug } from '../../src/use-cases/business-slug.ts';

describe('business slug', () => {
  it('when the name makes a slug, then it is the slug the registration form previews', () => {
    expect(requestedSlug("Joe's Café & Bar  Ltd")).toBe('joes-caf-bar-ltd');
  });

  it('when the name has no letter or digit, then the slug is "business"', () => {
    expect(requestedSlug('!!!')).toBe('business');
    expect(requestedSlug(' - - ')).toBe('business');
  });

  it('when the slug is free, then it is used as it is', () => {
    expect(firstFreeSlug('bright-smile', new Set(['bright-smile-salon']))).toBe('bright-smile');
  });

  it('when the slug is taken, then the first free numbered suffix from 2 is used', () => {
    expect(firstFreeSlug('bright-smile', new Set(['bright-smile']))).toBe('bright-smile-2');
    expect(firstFreeSlug('bright-smile', new Set(['bright-smile', 'bright-smile-2', 'bright-smile-4']))).toBe(
      'bright-smile-3',
    );
  });
});
