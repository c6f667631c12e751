import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessSummary } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** docs/product-rules.md §9: the business list refreshes every 60 s. */
export const BUSINESSES_REFETCH_MS = 60_000;

/** `GET /api/user/{userId}/businesses`: every business of the signed-in login, active or not. */
export function getBusinesses(userId: string, signal?: AbortSignal): Promise<BusinessSummary[]> {
  return apiRequest<BusinessSummary[]>(
    'GET',
    `/api/user/${encodeURIComponent(userId)}/businesses`,
    undefined,
    {
      signal,
    },
  );
}

/** Key prefix of every business-list query: invalidate it to refresh the list whichever business asked. */
export const businessesQueryRoot = ['owner', 'businesses'] as const;

/** The business-list query of `userId` (a business id of the login). */
export function businessesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...businessesQueryRoot, userId] as const,
    queryFn: ({ signal }) => getBusinesses(userId, signal),
    refetchInterval: BUSINESSES_REFETCH_MS,
  });
}

/** The businesses of the login `userId` belongs to (the dashboard's business selector). */
export function useBusinesses(userId: string | undefined) {
  return useQuery({ ...businessesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
