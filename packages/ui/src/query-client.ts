import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * Server-state defaults of docs/product-rules.md §9: no retries, reads never become stale, no refetch when the window
 * regains focus. A query that needs otherwise (the campaign list polls every 2 s) says so itself.
 */
export const QUERY_DEFAULTS = {
  queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
  mutations: { retry: false },
} as const satisfies DefaultOptions;

/** A QueryClient with {@link QUERY_DEFAULTS}: each area built on TanStack Query has one (`AreaProviders`). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}
