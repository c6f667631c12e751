import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignReferrerDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** What to ask the list for: referrers matching `search` (server-side), at most `limit` of them. */
export interface ReferrerListQuery {
  search?: string;
  limit?: number;
}

/**
 * `GET /api/referrers/campaign/{id}?search=&limit=`: the best referrers of one campaign (the server answers
 * at most 100 without a limit), optionally only those whose name, email or referral code contain `search`.
 */
export function getCampaignReferrers(
  campaignId: string,
  { search, limit }: ReferrerListQuery = {},
  signal?: AbortSignal,
): Promise<CampaignReferrerDto[]> {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (limit !== undefined) params.set('limit', String(limit));
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return apiRequest<CampaignReferrerDto[]>(
    'GET',
    `/api/referrers/campaign/${encodeURIComponent(campaignId)}${query}`,
    undefined,
    { signal },
  );
}

/** Key prefix of every referrer-list query: invalidate it after a referrer changes. */
export const referrersQueryRoot = ['owner', 'referrers'] as const;

/**
 * Without `query`, the key is the prefix of every list of the campaign (any search or limit), so
 * invalidating it refreshes them all.
 */
export function campaignReferrersQueryOptions(campaignId: string, query: ReferrerListQuery = {}) {
  return queryOptions({
    queryKey: [...referrersQueryRoot, 'campaign', campaignId, query] as const,
    queryFn: ({ signal }) => getCampaignReferrers(campaignId, query, signal),
  });
}

/**
 * The list for `query`. While another search of the same campaign loads, the previous list stays (marked as
 * placeholder); another campaign's list never stands in.
 */
export function useCampaignReferrers(campaignId: string, query: ReferrerListQuery = {}) {
  return useQuery({
    ...campaignReferrersQueryOptions(campaignId, query),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === campaignId ? keepPreviousData(previous) : undefined,
  });
}
