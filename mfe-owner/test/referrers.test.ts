import { describe, expect, it } from '@jest/globals';
import type { CampaignReferrerDto } from '@referrals/contracts';
import { buildCampaignReferrer } from '@referrals/testing';
import {
  customerDurationText,
  fullName,
  matchesReferrerSearch,
  successPercent,
} from '../src/features/referrers/lib/referrers.ts';

const referrer = (overrides: Partial<CampaignReferrerDto> = {}): CampaignReferrerDto =>
  buildCampaignReferrer({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    postcode: 'SW1A 1AA',
    referralCode: 'ADA-7K2Q',
    ...overrides,
  });

describe('the referrer figures (docs/product-rules.md §2, §9)', () => {
  it('when a referrer has referrals, then the success percentage is successful over total, rounded', () => {
    expect(successPercent(referrer({ totalReferrals: 3, successfulReferrals: 2 }))).toBe(67);
    expect(successPercent(referrer({ totalReferrals: 8, successfulReferrals: 1 }))).toBe(13);
  });

  it('when a referrer has no referrals yet, then the percentage is 0 rather than a division by zero', () => {
    expect(successPercent(referrer({ totalReferrals: 0, successfulReferrals: 0 }))).toBe(0);
  });

  it('when the name is shown, then first and last name are joined without stray spaces', () => {
    expect(fullName(referrer())).toBe('Ada Lovelace');
    expect(fullName(referrer({ lastName: ' ' }))).toBe('Ada');
  });
});

describe('the referrer search (docs/product-rules.md §2)', () => {
  it.each([
    ['first name', 'ada'],
    ['last name', 'LOVE'],
    ['email', 'ada@example'],
    ['referral code', '7k2q'],
    ['full name', 'ada lovelace'],
    ['blank text', '  '],
  ])('when the owner searches by %s, then the referrer matches', (_what, search) => {
    expect(matchesReferrerSearch(referrer(), search)).toBe(true);
  });

  it('when the text is in none of the searched fields, then the referrer does not match', () => {
    expect(matchesReferrerSearch(referrer(), 'SW1A')).toBe(false);
    expect(matchesReferrerSearch(referrer(), 'grace')).toBe(false);
  });

  it('when the customer duration is a form value, then it reads in words', () => {
    expect(customerDurationText('6-12-months')).toBe('6 to 12 months');
    expect(customerDurationText('more-than-2-years')).toBe('More than 2 years');
    expect(customerDurationText(null)).toBeUndefined();
  });
});
