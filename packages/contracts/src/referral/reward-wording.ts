import type { RewardTerms } from './dto.ts';

/**
 * A reward's terms in words, written once for every app that shows them (the public pages, the voucher PDF,
 * the owner's campaign card, poster and counter). Pure functions over the terms only: no UI library, so the
 * public pages stay small.
 */

const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const POUNDS_AND_PENCE = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** A sum in pounds as a customer reads it: "£50" when whole, "£7.50" otherwise. */
export function formatPounds(pounds: number): string {
  return (Number.isInteger(pounds) ? WHOLE_POUNDS : POUNDS_AND_PENCE).format(pounds);
}

/** The terms of a reward or a voucher, in the names both use. */
export type RewardWorth = Pick<RewardTerms, 'kind' | 'value' | 'maxDiscount'>;

/**
 * What a reward is worth in a few words: "20% off", "£10 off" or "Free". Null when the kind needs a value
 * that is missing, so nothing the owner never stated is shown; the reward's name still says what it is.
 */
export function rewardWorthText({ kind, value }: RewardWorth): string | null {
  if (kind === 'free') return 'Free';
  if (value === null) return null;
  return kind === 'percentage' ? `${value}% off` : `${formatPounds(value)} off`;
}

/** "Maximum discount: £50" for a percentage reward with a cap; null for the other kinds. */
export function maxDiscountText({ kind, maxDiscount }: RewardWorth): string | null {
  return kind === 'percentage' && maxDiscount !== null
    ? `Maximum discount: ${formatPounds(maxDiscount)}`
    : null;
}

/** The worth and the cap on one line, "20% off · Maximum discount: £50"; null when neither is known. */
export function rewardTermsLine(terms: RewardWorth): string | null {
  return [rewardWorthText(terms), maxDiscountText(terms)].filter(Boolean).join(' · ') || null;
}

/**
 * What a reward is worth in a sentence's few words: "20% off (up to £50)", "£10 off", or for a free product
 * its name ("a free fringe trim"). Null when nothing the owner stated says it.
 */
export function rewardInBrief({
  kind,
  value,
  maxDiscount,
  name,
}: RewardWorth & { name: string | null }): string | null {
  if (kind === 'free' || value === null) return name?.trim() || null;
  const worth = rewardWorthText({ kind, value, maxDiscount });
  return kind === 'percentage' && maxDiscount !== null
    ? `${worth} (up to ${formatPounds(maxDiscount)})`
    : worth;
}
