import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';
import { campaignsQueryRoot } from './get-campaigns.ts';

/** `GET /api/campaigns/{id}`: one campaign of the caller's login, with its milestones and statistics. */
export function getCampaign(id: string, signal?: AbortSignal): Promise<CampaignDto> {
  return apiRequest<CampaignDto>('GET', `/api/campaigns/${encodeURIComponent(id)}`, undefined, { signal });
}

export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...campaignsQueryRoot, 'one', id] as const,
    queryFn: ({ signal }) => getCampaign(id, signal),
  });
}

/** The campaign `id`; a 404 (missing, or another login's) ends in `isError`. */
export function useCampaign(id: string | undefined) {
  return useQuery({ ...campaignQueryOptions(id ?? ''), enabled: Boolean(id) });
}
