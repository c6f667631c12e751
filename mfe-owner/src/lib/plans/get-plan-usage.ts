import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanUsageDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/** `GET /api/analytics/business/{userId}/usage`: this month's referrals of the business against its plan. */
export function getPlanUsage(userId: string, signal?: AbortSignal): Promise<PlanUsageDto> {
  return apiRequest<PlanUsageDto>(
    'GET',
    `/api/analytics/business/${encodeURIComponent(userId)}/usage`,
    undefined,
    { signal },
  );
}

/** Key prefix of the usage query: the dashboard refreshes it whenever referrals come in. */
export const planUsageQueryRoot = ['owner', 'plan-usage'] as const;

export function planUsageQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...planUsageQueryRoot, userId] as const,
    queryFn: ({ signal }) => getPlanUsage(userId, signal),
  });
}

/** The usage of business `userId` (the dashboard's notice near the limit, the billing dialog). */
export function usePlanUsage(userId: string) {
  return useQuery(planUsageQueryOptions(userId));
}
