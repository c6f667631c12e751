import { formatDate } from '@referrals/ui/light';

/**
 * A duration with the last day of a campaign that ends by itself: `endsAt` is the midnight after that day in
 * the owner's time zone (what the wizard sends), so the day is the one just before it.
 */
export function withLastDay(duration: string, endsAt: string | null): string {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  if (Number.isNaN(end)) return duration;
  return `${duration}, until ${formatDate(new Date(end - 1).toISOString())}`;
}
