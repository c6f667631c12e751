import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  IdentityEvents,
  IdentitySubjects,
  type BusinessDeletedData,
  type BusinessStepInput,
  type RemoveBusinessStepAnswer,
} from '@referrals/contracts';
import { ThrottleCounter, answerStepOnce, recordEvent } from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Login } from '../entities/login.ts';
import { PasswordResetToken } from '../entities/password-reset-token.ts';
import { Session } from '../entities/session.ts';
import type { BusinessStepContext } from './deactivate-business-step.ts';
import { lockBusiness } from './business-changes.ts';
import { passwordCheckThrottleKey } from './login-throttle.ts';
import { recordLoginChanged } from './sessions.ts';

/**
 * The last step of an administrator's "delete business": the business and identity's rows about it go. Sessions
 * on it move to the login's oldest remaining business; when it was the login's last, the login goes too, with
 * its sessions, its password-reset links and its password-check counter. `loginChanged` (gateways drop the
 * login's cached sessions) and `businessDeleted` commit with the deletion. Gone already is success; once per
 * `(workflowId, step)`, a repeat answers the first answer.
 */
export async function removeBusinessStep(
  em: EntityManager,
  input: BusinessStepInput,
  context: BusinessStepContext,
): Promise<RemoveBusinessStepAnswer> {
  const answer = await answerStepOnce(
    em,
    IdentitySubjects.removeBusinessStep,
    input,
    async (tx): Promise<RemoveBusinessStepAnswer> => {
      const found = await tx.findOne(Business, { id: input.businessId }, { fields: ['id', 'login'] });
      if (!found) return { removed: null };
      const loginId = found.login.id;
      // The login first: two of its businesses removed at once take turns, so that the second sees the first
      // gone and removes the login with its last business.
      await tx.findOneOrFail(Login, loginId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const business = await lockBusiness(tx, input.businessId);
      if (!business) return { removed: null };

      const remaining = await tx.findOne(
        Business,
        { login: loginId, id: { $ne: business.id } },
        { orderBy: { createdAt: 'asc', id: 'asc' }, fields: ['id'] },
      );
      await tx.nativeDelete(KnownCampaign, { businessId: business.id });
      if (remaining) {
        await tx.nativeUpdate(Session, { business: business.id }, { business: remaining.id });
        await tx.nativeDelete(Business, { id: business.id });
      } else {
        await tx.nativeDelete(Session, { login: loginId });
        await tx.nativeDelete(PasswordResetToken, { accountId: loginId });
        await tx.nativeDelete(ThrottleCounter, { key: passwordCheckThrottleKey(loginId).key });
        await tx.nativeDelete(Business, { id: business.id });
        await tx.nativeDelete(Login, { id: loginId });
      }
      const removed: BusinessDeletedData = { businessId: business.id, loginId, loginDeleted: !remaining };
      recordLoginChanged(tx, loginId, 'business-deleted', { requestId: context.requestId });
      recordEvent(tx, IdentityEvents.businessDeleted, removed, { requestId: context.requestId });
      return { removed };
    },
  );
  context.log.info(
    {
      event: 'business-removed',
      workflowId: input.workflowId,
      businessId: input.businessId,
      removed: answer.removed !== null,
      loginDeleted: answer.removed?.loginDeleted ?? false,
    },
    'business removal step',
  );
  return answer;
}
