import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentOwnerAnswer } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/**
 * `GET /api/auth/me`: the signed-in owner and the platform's contact e-mail, or a 401 when the session cookie is
 * missing or expired.
 */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentOwnerAnswer> {
  return apiRequest<CurrentOwnerAnswer>('GET', '/api/auth/me', undefined, { signal });
}

/** The current-user query; its key is the one to invalidate when the account changes. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'current-user'] as const,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });
}

/** The signed-in owner (docs/product-rules.md §2: a failure sends the owner to /login). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
