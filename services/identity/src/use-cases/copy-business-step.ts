import type { EntityManager } from '@mikro-orm/sql';
import {
  IdentitySubjects,
  type BusinessDetailsInput,
  type CopyBusinessStepAnswer,
  type CopyBusinessStepInput,
} from '@referrals/contracts';
import { answerStepOnce, type Logger } from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { IdentityErrors } from '../errors.ts';
import { businessEventData } from './business-changes.ts';
import { openBusiness, withSlugRetries } from './open-business.ts';

/** The longest business name the registration and profile forms accept. */
const MAX_BUSINESS_NAME_LENGTH = 120;
const COPY_SUFFIX = ' (copy)';

/** "{name} (copy)", the name cut (never inside a character) so that the whole fits the name's limit. */
export function copyNameOf(businessName: string): string {
  const room = MAX_BUSINESS_NAME_LENGTH - COPY_SUFFIX.length;
  let kept = '';
  for (const character of businessName) {
    if (kept.length + character.length > room) break;
    kept += character;
  }
  return `${kept.trimEnd()}${COPY_SUFFIX}`;
}

export interface CopyBusinessStepContext {
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * The first step of an administrator's "duplicate business": a new business under the source's login with the
 * source's details and plan, named "{name} (copy)", with a slug of its own and its own free trial, published as
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
        const copy = await openBusiness(
          stepTx,
          source.login,
          {
            businessName: copyNameOf(source.businessName),
            // Stored from a validated form, so one of the business types.
            businessType: source.businessType as BusinessDetailsInput['businessType'],
            contactName: source.contactName,
            phoneNumber: source.phoneNumber,
            businessAddress: source.businessAddress,
            postcode: source.postcode,
            website: source.website ?? undefined,
          },
          { now, subscriptionTier: source.subscriptionTier, requestId: context.requestId },
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
