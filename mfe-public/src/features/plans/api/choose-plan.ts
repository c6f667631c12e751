import type { OwnerUser } from '@referrals/contracts';
import { choosePlan, useAction, type ActionOptions, type PlanChoice } from '@referrals/ui/light';

/** The plan chosen on /subscribe as an action; callbacks given here run even if the page unmounts meanwhile. */
export function useChoosePlan(options: ActionOptions<OwnerUser, PlanChoice> = {}) {
  return useAction(choosePlan, options);
}
