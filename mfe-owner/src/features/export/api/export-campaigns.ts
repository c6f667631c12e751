import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CampaignExportRecord } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** `GET /api/campaigns/export/{userId}`: every campaign of business `userId` with its statistics. */
export function getCampaignExport(userId: string): Promise<CampaignExportRecord[]> {
  return apiRequest<CampaignExportRecord[]>('GET', `/api/campaigns/export/${encodeURIComponent(userId)}`);
}

/**
 * The campaign export as an action: read afresh each time the owner presses Export CSV, never cached (an
 * export must show the data of the moment), with the pending state the button shows.
 */
export function useCampaignExport(
  options: Omit<UseMutationOptions<CampaignExportRecord[], unknown, string>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: getCampaignExport });
}
