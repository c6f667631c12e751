import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { OwnerUser } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';
import { useRefreshAccount } from '../../../lib/account/use-refresh-account.ts';

/** `POST /api/user/{businessId}/select`: makes that business of the login the session's current one. */
export function selectBusiness(businessId: string): Promise<OwnerUser> {
  return apiRequest<OwnerUser>('POST', `/api/user/${encodeURIComponent(businessId)}/select`);
}

/**
 * Switching business as a mutation. On success the current user, the profiles and the business lists are
 * refetched (the dashboard reloads its data for the new business) before the caller's `onSuccess` runs.
 */
export function useSelectBusiness(
  options: Omit<UseMutationOptions<OwnerUser, unknown, string>, 'mutationFn'> = {},
) {
  const refreshAccount = useRefreshAccount();
  return useMutation({
    ...options,
    mutationFn: selectBusiness,
    onSuccess: async (account, ...rest) => {
      await refreshAccount(account);
      await options.onSuccess?.(account, ...rest);
    },
  });
}
