import { useQuery } from '@tanstack/react-query';
import type { LeaderboardEntryDto, ReferrerStatsDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui/light';
import { referrerKeys } from '../../../lib/session/query-keys.ts';

/** The dashboard's leaderboard length. */
export const TOP_REFERRERS = 5;

/**
 * `GET /api/referrers/stats/{id}`, fetched afresh whenever the dashboard opens: a voucher redeemed at the
 * counter a minute ago shows at once.
 */
export function useReferrerStats(referrerId: string) {
  return useQuery({
    queryKey: referrerKeys.stats(referrerId),
    queryFn: () =>
      apiRequest<ReferrerStatsDto>('GET', `/api/referrers/stats/${encodeURIComponent(referrerId)}`),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** `GET /api/campaigns/{id}/leaderboard?limit=5`, fresh on every open too. */
export function useLeaderboard(campaignId: string) {
  return useQuery({
    queryKey: referrerKeys.leaderboard(campaignId),
    queryFn: () =>
      apiRequest<LeaderboardEntryDto[]>(
        'GET',
        `/api/campaigns/${encodeURIComponent(campaignId)}/leaderboard?limit=${TOP_REFERRERS}`,
      ),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
