import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerUser } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** docs/product-rules.md §9: the profile refreshes every 60 s. */
export const PROFILE_REFETCH_MS = 60_000;

/** `GET /api/user/{userId}`: the business account (profile, plan, trial end). */
export function getProfile(userId: string, signal?: AbortSignal): Promise<OwnerUser> {
  return apiRequest<OwnerUser>('GET', `/api/user/${encodeURIComponent(userId)}`, undefined, { signal });
}

/** Key prefix of every profile query: invalidate it to refresh the profile of any business. */
export const profileQueryRoot = ['owner', 'profile'] as const;

/** The profile query of business `userId`. */
export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...profileQueryRoot, userId] as const,
    queryFn: ({ signal }) => getProfile(userId, signal),
    refetchInterval: PROFILE_REFETCH_MS,
  });
}

/** The profile of business `userId`, read by the Account Settings and Billing dialogs. */
export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
