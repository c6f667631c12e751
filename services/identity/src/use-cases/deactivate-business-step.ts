import type { EntityManager } from '@mikro-orm/sql';
import {
  IdentitySubjects,
  type BusinessStepInput,
  type DeactivateBusinessStepAnswer,
} from '@referrals/contracts';
import { answerStepOnce, type Logger } from '@referrals/service-kit';
import { applyBusinessChanges, lockBusiness, recordBusinessUpdated } from './business-changes.ts';

export interface BusinessStepContext {
  log: Logger;
  requestId?: string;
}

/**
 * The first step of an administrator's "delete business": the business becomes inactive (its public pages go
 * offline on `businessUpdated`) before the other services remove what they hold about it. Inactive or gone
 * already is success; once per `(workflowId, step)`, a repeat answers the first answer.
 */
export async function deactivateBusinessStep(
  em: EntityManager,
  input: BusinessStepInput,
  context: BusinessStepContext,
): Promise<DeactivateBusinessStepAnswer> {
  const answer = await answerStepOnce(
    em,
    IdentitySubjects.deactivateBusinessStep,
    input,
    async (tx): Promise<DeactivateBusinessStepAnswer> => {
      const business = await lockBusiness(tx, input.businessId);
      const changed = business ? applyBusinessChanges(business, { isActive: false }) : false;
      if (business && changed) await recordBusinessUpdated(tx, business, { requestId: context.requestId });
      return { businessId: input.businessId, changed };
    },
  );
  context.log.info(
    { event: 'business-deactivated', workflowId: input.workflowId, ...answer },
    'business deactivation step',
  );
  return answer;
}
