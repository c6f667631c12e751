import type { RewardKind } from '@referrals/contracts';

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
export interface RewardWorth {
  kind: RewardKind;
  /** Percent (percentage) or pounds (fixed); null for a free product or service. */
  value: number | null;
  /** Pounds; percentage rewards only. */
  maxDiscount: number | null;
}

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
