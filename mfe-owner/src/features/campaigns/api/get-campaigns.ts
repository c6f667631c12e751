import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** docs/product-rules.md §9: every open dashboard polls the campaign list every 2 s (answered 304 while unchanged). */
export const CAMPAIGNS_POLL_MS = 2_000;

/** `GET /api/campaigns/user/{userId}`: the campaigns of business `userId`, newest first. */
export function getCampaigns(userId: string, signal?: AbortSignal): Promise<CampaignDto[]> {
  return apiRequest<CampaignDto[]>('GET', `/api/campaigns/user/${encodeURIComponent(userId)}`, undefined, {
    signal,
  });
}

/** Key prefix of every campaign query (lists and single campaigns): invalidate it after any change. */
export const campaignsQueryRoot = ['owner', 'campaigns'] as const;

/** The campaign list of business `userId`: polled, refetched on focus and mount, never fresh. */
export function campaignsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...campaignsQueryRoot, 'list', userId] as const,
    queryFn: ({ signal }) => getCampaigns(userId, signal),
    refetchInterval: CAMPAIGNS_POLL_MS,
    refetchOnWindowFocus: 'always',
    refetchOnMount: 'always',
    staleTime: 0,
  });
}

export function useCampaigns(userId: string | undefined) {
  return useQuery({ ...campaignsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
