import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { OwnerUser } from '@referrals/contracts';
import { choosePlan, type PlanChoice } from '@referrals/ui/light';

/** The plan chosen on /subscribe as a mutation; callbacks given here run even if the page unmounts meanwhile. */
export function useChoosePlan(
  options: Omit<UseMutationOptions<OwnerUser, unknown, PlanChoice>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: choosePlan, ...options });
}
