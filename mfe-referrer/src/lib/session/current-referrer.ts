import type { ReferrerAuthDto } from '@referrals/contracts';
import { apiRequest, useRead } from '@referrals/ui/light';
import { rememberAccount } from './referrer-storage.ts';

/** `GET /api/referrers/me`: the signed-in person and their campaigns, kept in storage for the next visit. */
export async function fetchCurrentReferrer(signal?: AbortSignal): Promise<ReferrerAuthDto> {
  const account = await apiRequest<ReferrerAuthDto>('GET', '/api/referrers/me', undefined, { signal });
  rememberAccount(account);
  return account;
}

/** The person and their campaigns, read on every visit of the page. */
export function useCurrentReferrer() {
  return useRead(['referrer', 'me'], fetchCurrentReferrer);
}
