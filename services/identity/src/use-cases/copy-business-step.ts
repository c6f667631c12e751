import type { EntityManager } from '@mikro-orm/sql';
import {
  IdentitySubjects,
  copyNameOf,
  type BusinessDetailsInput,
  type CopyBusinessStepAnswer,
  type CopyBusinessStepInput,
} from '@referrals/contracts';
import { answerStepOnce, type Logger } from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { IdentityErrors } from '../errors.ts';
import { businessEventData } from './business-changes.ts';
import { openBusiness, withSlugRetries } from './open-business.ts';

export interface CopyBusinessStepContext {
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * The first step of an administrator's "duplicate business": a new business under the source's login with the
 * source's details, place (booking link, opening hours), time zone and plan, named as the administrator chose or "{name} (copy N)", with a slug of its own and its own free trial, published as
 * `businessRegistered`. Once per `(workflowId, step)`: a repeat answers the first copy. An unknown source is a
 * NotFoundError (a refusal the orchestrator does not retry).
 */
export async function copyBusinessStep(
  em: EntityManager,
  input: CopyBusinessStepInput,
  context: CopyBusinessStepContext,
): Promise<CopyBusinessStepAnswer> {
  const now = context.now ?? new Date();
  const answer = await withSlugRetries(em, (tx) =>
    answerStepOnce(
      tx,
      IdentitySubjects.copyBusinessStep,
      input,
      async (stepTx): Promise<CopyBusinessStepAnswer> => {
        const source = await stepTx.findOne(
          Business,
          { id: input.sourceBusinessId },
          { populate: ['login'] },
        );
        if (!source) throw IdentityErrors.businessNotFound();
        const siblings = await stepTx.find(Business, { login: source.login });
        const copy = await openBusiness(
          stepTx,
          source.login,
          {
            businessName:
              input.businessName ||
              copyNameOf(
                source.businessName,
                siblings.map((sibling) => sibling.businessName),
              ),
            // Stored from a validated form, so one of the business types.
            businessType: source.businessType as BusinessDetailsInput['businessType'],
            contactName: source.contactName,
            phoneNumber: source.phoneNumber,
            businessAddress: source.businessAddress,
            postcode: source.postcode,
            website: source.website ?? undefined,
          },
          {
            now,
            subscriptionTier: source.subscriptionTier,
            copiedFrom: source,
            requestId: context.requestId,
          },
        );
        return { business: businessEventData(copy) };
      },
      now,
    ),
  );
  context.log.info(
    {
      event: 'business-copied',
      workflowId: input.workflowId,
      sourceBusinessId: input.sourceBusinessId,
      businessId: answer.business.businessId,
    },
    'business copied',
  );
  return answer;
}
