import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignStatsDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** `GET /api/analytics/campaign/{id}`: the statistics read model of one campaign of the caller's business. */
export function getCampaignStats(campaignId: string, signal?: AbortSignal): Promise<CampaignStatsDto> {
  return apiRequest<CampaignStatsDto>(
    'GET',
    `/api/analytics/campaign/${encodeURIComponent(campaignId)}`,
    undefined,
    {
      signal,
    },
  );
}

/** Key prefix of every analytics query (statistics and time series). */
export const analyticsQueryRoot = ['owner', 'analytics'] as const;

export function campaignStatsQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: [...analyticsQueryRoot, 'stats', campaignId] as const,
    queryFn: ({ signal }) => getCampaignStats(campaignId, signal),
  });
}

export function useCampaignStats(campaignId: string) {
  return useQuery(campaignStatsQueryOptions(campaignId));
}
