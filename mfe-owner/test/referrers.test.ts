import { describe, expect, it } from '@jest/globals';
import type { CampaignReferrerDto } from '@referrals/contracts';
import {
  customerDurationText,
  fullName,
  matchesReferrerSearch,
  successPercent,
} from '../src/features/referrers/lib/referrers.ts';

const referrer = (overrides: Partial<CampaignReferrerDto> = {}): CampaignReferrerDto => ({
  id: 'r1',
  campaignId: 'c1',
  campaignName: 'Spring',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '07700 900000',
  postcode: 'SW1A 1AA',
  customerDuration: null,
  testimonial: null,
  heardAboutBusiness: null,
  referralCode: 'ADA-7K2Q',
  isVerified: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  totalReferrals: 0,
  successfulReferrals: 0,
  vouchersEarned: 0,
  ...overrides,
});

describe('the referrer figures (SPEC.md §2, §9)', () => {
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

describe('the referrer search (SPEC.md §2)', () => {
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
