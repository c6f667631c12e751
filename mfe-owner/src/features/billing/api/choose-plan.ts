import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { OwnerUser } from '@referrals/contracts';
import { choosePlan, type PlanChoice } from '@referrals/ui';
import { useRefreshAccount } from '../../../lib/account/use-refresh-account.ts';
import { planUsageQueryRoot } from '../../../lib/plans/get-plan-usage.ts';

/**
 * A plan change from the billing dialog as a mutation; on success the account queries are refetched before
 * `onSuccess`, and the usage (whose monthly figure is the plan's).
 */
export function useChoosePlan(
  options: Omit<UseMutationOptions<OwnerUser, unknown, PlanChoice>, 'mutationFn'> = {},
) {
  const refreshAccount = useRefreshAccount();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: choosePlan,
    onSuccess: async (account, ...rest) => {
      await refreshAccount(account);
      await queryClient.invalidateQueries({ queryKey: planUsageQueryRoot });
      await options.onSuccess?.(account, ...rest);
    },
  });
}
