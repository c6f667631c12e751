import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OwnerUser } from '@referrals/contracts';
import { rememberOwnerSession } from '@referrals/ui';
import { currentUserQueryOptions } from './get-current-user.ts';
import { businessesQueryRoot } from './get-businesses.ts';
import { profileQueryOptions, profileQueryRoot } from './get-profile.ts';

/**
 * After a change to the account (profile saved, plan chosen, business switched): takes the answer as the
 * business's profile, refreshes the session hint (its business name) and refetches the current user, every
 * profile and every business list.
 */
export async function refreshAccount(queryClient: QueryClient, account: OwnerUser): Promise<void> {
  queryClient.setQueryData(profileQueryOptions(account.id).queryKey, account);
  rememberOwnerSession(account);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: profileQueryRoot }),
    queryClient.invalidateQueries({ queryKey: businessesQueryRoot }),
  ]);
}

/** {@link refreshAccount} bound to the page's QueryClient. */
export function useRefreshAccount(): (account: OwnerUser) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((account: OwnerUser) => refreshAccount(queryClient, account), [queryClient]);
}
