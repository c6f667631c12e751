import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CampaignReferrerDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** `GET /api/referrers/export/{userId}`: every referrer of every campaign of business `userId`. */
export function getReferrerExport(userId: string): Promise<CampaignReferrerDto[]> {
  return apiRequest<CampaignReferrerDto[]>('GET', `/api/referrers/export/${encodeURIComponent(userId)}`);
}

/** The referrer export as an action: read afresh on each Export CSV, never cached. */
export function useReferrerExport(
  options: Omit<UseMutationOptions<CampaignReferrerDto[], unknown, string>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: getReferrerExport });
}
