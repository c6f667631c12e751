import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { RefereeExportRecord } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** `GET /api/referees/export/{userId}`: every friend of every campaign of business `userId`. */
export function getRefereeExport(userId: string): Promise<RefereeExportRecord[]> {
  return apiRequest<RefereeExportRecord[]>('GET', `/api/referees/export/${encodeURIComponent(userId)}`);
}

/** The friends' export as an action: read afresh on each Export CSV, never cached. */
export function useRefereeExport(
  options: Omit<UseMutationOptions<RefereeExportRecord[], unknown, string>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: getRefereeExport });
}
