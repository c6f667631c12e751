import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignRefereeDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/**
 * `GET /api/referees/campaign/{id}?search=`: the newest referees of one campaign of the caller's login (the
 * server answers at most 100), optionally only those whose name, e-mail, phone or referrer contain `search`.
 */
export function getCampaignReferees(
  campaignId: string,
  search: string,
  signal?: AbortSignal,
): Promise<CampaignRefereeDto[]> {
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  return apiRequest<CampaignRefereeDto[]>(
    'GET',
    `/api/referees/campaign/${encodeURIComponent(campaignId)}${query}`,
    undefined,
    { signal },
  );
}

/** Key prefix of every referee list: invalidate it after a referral is recorded or a voucher redeemed. */
export const refereesQueryRoot = ['owner', 'referees'] as const;

export function campaignRefereesQueryOptions(campaignId: string, search: string) {
  return queryOptions({
    queryKey: [...refereesQueryRoot, 'campaign', campaignId, search] as const,
    queryFn: ({ signal }) => getCampaignReferees(campaignId, search, signal),
  });
}

/** The list for `search`; while another search of the same campaign loads, the previous list stays. */
export function useCampaignReferees(campaignId: string, search: string) {
  return useQuery({
    ...campaignRefereesQueryOptions(campaignId, search),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === campaignId ? keepPreviousData(previous) : undefined,
  });
}
