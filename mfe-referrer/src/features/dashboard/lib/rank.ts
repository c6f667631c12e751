import type { ReferrerStatsDto } from '@referrals/contracts';

/** "#2 of 14": the referrer's place among the campaign's ranked referrers. */
export function rankLabel({
  rank,
  rankedReferrers,
}: Pick<ReferrerStatsDto, 'rank' | 'rankedReferrers'>): string {
  return `#${rank} of ${rankedReferrers}`;
}
