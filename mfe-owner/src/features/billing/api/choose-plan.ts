import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { OwnerUser } from '@referrals/contracts';
import { choosePlan, type PlanChoice } from '@referrals/ui';
import { useRefreshAccount } from '../../../lib/account/use-refresh-account.ts';

/** An upgrade from the billing dialog as a mutation; on success the account queries are refetched before `onSuccess`. */
export function useChoosePlan(
  options: Omit<UseMutationOptions<OwnerUser, unknown, PlanChoice>, 'mutationFn'> = {},
) {
  const refreshAccount = useRefreshAccount();
  return useMutation({
    ...options,
    mutationFn: choosePlan,
    onSuccess: async (account, ...rest) => {
      await refreshAccount(account);
      await options.onSuccess?.(account, ...rest);
    },
  });
}
