import type { LeaderboardEntryDto, ReferrerStatsDto } from '@referrals/contracts';
import { apiRequest, useRead } from '@referrals/ui/light';

/** The dashboard's leaderboard length. */
export const TOP_REFERRERS = 5;

/**
 * `GET /api/referrers/stats/{id}`, read whenever the dashboard opens: a voucher redeemed at the counter a
 * minute ago shows at once.
 */
export function useReferrerStats(referrerId: string) {
  return useRead(['referrer', 'stats', referrerId], (signal) =>
    apiRequest<ReferrerStatsDto>('GET', `/api/referrers/stats/${encodeURIComponent(referrerId)}`, undefined, {
      signal,
    }),
  );
}

/** `GET /api/campaigns/{id}/leaderboard?limit=5`, read on every open too. */
export function useLeaderboard(campaignId: string) {
  return useRead(['referrer', 'leaderboard', campaignId], (signal) =>
    apiRequest<LeaderboardEntryDto[]>(
      'GET',
      `/api/campaigns/${encodeURIComponent(campaignId)}/leaderboard?limit=${TOP_REFERRERS}`,
      undefined,
      { signal },
    ),
  );
}
