import { useQuery } from '@tanstack/react-query';
import type { ReferrerAuthDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui/light';
import { referrerKeys } from '../../../lib/session/query-keys.ts';
import { rememberAccount } from '../../../lib/session/referrer-storage.ts';

/** `GET /api/referrers/me`: the signed-in person and their campaigns, kept in storage for the next visit. */
export async function fetchCurrentReferrer(): Promise<ReferrerAuthDto> {
  const account = await apiRequest<ReferrerAuthDto>('GET', '/api/referrers/me');
  rememberAccount(account);
  return account;
}

/** The person and their campaigns, fetched on every visit of the page. */
export function useCurrentReferrer() {
  return useQuery({
    queryKey: referrerKeys.me,
    queryFn: fetchCurrentReferrer,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
