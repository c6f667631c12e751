import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  ReferralEvents,
  ReferralSubjects,
  type CopyReferrersStepInput,
  type ReferrerRegisteredData,
} from '@referrals/contracts';
import { answerStepOnce, recordEvent, type Logger } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { foldReferralCode } from './codes.ts';
import { giveReferrerCode, unusedReferralCode } from './referrer-codes.ts';

export interface CopyReferrersContext {
  log: Logger;
  requestId?: string;
  now?: Date;
}

/** The step's answer: how many memberships the copies gained. */
export interface CopyReferrersAnswer {
  referrers: number;
}

/**
 * Workflow step `referral.workflow.copy-referrers` (duplicate business, Complete Copy): for each copied
 * campaign, every live referrer of the original (not removed by the owner, not erased) joins the copy as the
 * same person and login, with a new referral code (unique, no look-alike of any code ever given), their
 * details and consents, and their e-mail confirmation as it is (it is the login's); counts start at zero, and
 * no referees, vouchers, personal codes or rewards come along. A person already a member of the copy is left
 * as they are. The memberships name the target business and campaigns from the message, so the step does not
 * wait for the read models of the new business and campaigns. `referrerRegistered` is recorded per new
 * membership, as a sign-up records it, so the owner's referrer list of the copy shows them; no welcome
 * e-mail is sent (the person did not sign up; their portal lists the new membership). Carried out once per
 * `(workflowId, step)`: a repeat answers the first answer and copies nothing.
 */
export async function copyReferrers(
  em: EntityManager,
  input: CopyReferrersStepInput,
  context: CopyReferrersContext,
): Promise<CopyReferrersAnswer> {
  const now = context.now ?? new Date();
  const answer = await answerStepOnce(
    em,
    ReferralSubjects.copyReferrersStep,
    input,
    async (tx) => {
      const drawn = new Set<string>();
      let copied = 0;
      for (const { from, to } of input.campaigns) {
        const originals = await tx.find(
          Referrer,
          { campaignId: from, businessId: input.sourceBusinessId, deletedAt: null },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        );
        if (originals.length === 0) continue;
        const personIds = originals.map(({ personId }) => personId);
        const people = await tx.find(Person, { id: { $in: personIds } });
        const personById = new Map(people.map((person) => [person.id, person]));
        const members = new Set(
          (
            await tx.find(
              Referrer,
              { campaignId: to, personId: { $in: personIds } },
              { fields: ['personId'] },
            )
          ).map(({ personId }) => personId),
        );
        for (const original of originals) {
          const person = personById.get(original.personId);
          if (!person || members.has(original.personId)) continue;
          members.add(original.personId);
          const referralCode = await unusedReferralCode(tx, drawn);
          drawn.add(foldReferralCode(referralCode));
          const copy = tx.create(Referrer, {
            id: randomUUID(),
            personId: original.personId,
            campaignId: to,
            businessId: input.targetBusinessId,
            referralCode,
            firstName: original.firstName,
            lastName: original.lastName,
            phoneNumber: original.phoneNumber,
            phoneNormalized: original.phoneNormalized,
            postcode: original.postcode,
            customerDuration: original.customerDuration ?? null,
            testimonial: original.testimonial ?? null,
            heardAboutBusiness: original.heardAboutBusiness ?? null,
            programConsentAt: original.programConsentAt,
            privacyAcceptedAt: original.privacyAcceptedAt,
            marketingConsentAt: original.marketingConsentAt ?? null,
            clientAddress: original.clientAddress ?? null,
            referralCount: 0,
            successfulReferrals: 0,
            deletedAt: null,
            createdAt: now,
          });
          giveReferrerCode(tx, copy.id, referralCode, now);
          recordEvent(
            tx,
            ReferralEvents.referrerRegistered,
            {
              referrerId: copy.id,
              campaignId: copy.campaignId,
              firstName: copy.firstName,
              lastName: copy.lastName,
              email: person.email,
              phoneNumber: copy.phoneNumber,
              postcode: copy.postcode,
              customerDuration: copy.customerDuration ?? null,
              testimonial: copy.testimonial ?? null,
              heardAboutBusiness: copy.heardAboutBusiness ?? null,
              referralCode,
              isVerified: person.verifiedAt !== null,
              createdAt: now.toISOString(),
            } satisfies ReferrerRegisteredData,
            { requestId: context.requestId },
          );
          copied += 1;
        }
      }
      return { referrers: copied };
    },
    now,
  );
  context.log.info(
    {
      event: 'referrers-copied',
      workflowId: input.workflowId,
      targetBusinessId: input.targetBusinessId,
      referrers: answer.referrers,
    },
    'referrers copied',
  );
  return answer;
}
