import type { CampaignReferrerDto } from '@referrals/contracts';

/** docs/product-rules.md §9: the owner's statistics panel shows the top 3 referrers. */
export const TOP_REFERRERS = 3;

/** Id of the referrer list on the campaign page, where "View All Referrers" leads. */
export const REFERRERS_ANCHOR_ID = 'referrers';

type Counters = Pick<CampaignReferrerDto, 'successfulReferrals' | 'totalReferrals'>;

/** docs/product-rules.md §2: successful referrals over max(1, total referrals), as a rounded percentage. */
export function successPercent({ successfulReferrals, totalReferrals }: Counters): number {
  return Math.round((successfulReferrals / Math.max(1, totalReferrals)) * 100);
}

export function fullName({
  firstName,
  lastName,
}: Pick<CampaignReferrerDto, 'firstName' | 'lastName'>): string {
  return [firstName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Whether a referrer matches the owner's search (docs/product-rules.md §2): first name, last name, email or referral code
 * contains the text, ignoring case; the full name matches too, so "ada love" finds Ada Lovelace.
 */
export function matchesReferrerSearch(referrer: CampaignReferrerDto, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [
    referrer.firstName,
    referrer.lastName,
    referrer.email,
    referrer.referralCode,
    fullName(referrer),
  ].some((value) => value.toLocaleLowerCase().includes(needle));
}

const CUSTOMER_DURATIONS: Readonly<Record<string, string>> = {
  'less-than-6-months': 'Less than 6 months',
  '6-12-months': '6 to 12 months',
  '1-2-years': '1 to 2 years',
  'more-than-2-years': 'More than 2 years',
};

/** How long the referrer has been a customer, in words; other texts as given. */
export function customerDurationText(value: string | null): string | undefined {
  if (!value) return undefined;
  return CUSTOMER_DURATIONS[value] ?? value;
}
