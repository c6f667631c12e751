import type { EntityManager } from '@mikro-orm/sql';
import { ReferralSubjects, type BusinessStepInput } from '@referrals/contracts';
import { answerStepOnce, serviceTable, type Bus, type Logger } from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Person } from '../entities/person.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferrerCode } from '../entities/referrer-code.ts';
import { ReferrerPasswordReset } from '../entities/referrer-password-reset.ts';
import { ReferrerSession } from '../entities/referrer-session.ts';
import { VerificationToken } from '../entities/verification-token.ts';
import { Voucher } from '../entities/voucher.ts';
import { announceAnswersChanged } from './answers-changed.ts';
import { recordReferrerLoginChanged } from './referrer-login-changes.ts';

export interface RemoveBusinessDataContext {
  bus: Bus;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/** The step's answer: what was removed (all zero when nothing was left). */
export interface RemoveBusinessDataAnswer {
  referrers: number;
  referees: number;
  vouchers: number;
  logins: number;
}

/** The ids in the column `column` of `table`'s rows matching `where` (`?` bound to `params`). */
async function idsOf(
  em: EntityManager,
  table: string,
  column: string,
  where: string,
  params: unknown[],
): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select distinct ${column} as id from ${serviceTable(em, table)} where ${where}`,
    params,
  );
  return rows.map(({ id }) => id).filter((id): id is string => typeof id === 'string');
}

/**
 * Workflow step `referral.workflow.remove-business-data` (delete business): everything this service holds
 * about the business goes, in one transaction: its referrers (memberships) with every code they were given,
 * their referees (with their flags) and the business's vouchers, the verification links of those, and its
 * read-model rows (the business and its campaigns). A login (person) that had a membership or a registration
 * there and is left with neither anywhere is deleted with its sessions, links and password-reset links; a
 * login with memberships or registrations of another business stays. Nothing left to remove is success, and
 * the step is carried out once per `(workflowId, step)`. Once committed, the gateways drop the business's
 * banner answers. No events are recorded: each service removes its own copy in its own step.
 */
export async function removeBusinessData(
  em: EntityManager,
  input: BusinessStepInput,
  context: RemoveBusinessDataContext,
): Promise<RemoveBusinessDataAnswer> {
  const now = context.now ?? new Date();
  const { businessId } = input;
  const answer = await answerStepOnce(
    em,
    ReferralSubjects.removeBusinessDataStep,
    input,
    async (tx) => {
      const referrerIds = await idsOf(tx, 'referrer', 'id', 'business_id = ?', [businessId]);
      const campaignIds = [
        ...new Set([
          ...(await idsOf(tx, 'known_campaign', 'campaign_id', 'business_id = ?', [businessId])),
          ...(await idsOf(tx, 'referrer', 'campaign_id', 'business_id = ?', [businessId])),
        ]),
      ];
      const referees = await tx.find(
        Referee,
        { $or: [{ referrerId: { $in: referrerIds } }, { campaignId: { $in: campaignIds } }] },
        { fields: ['id', 'personId'] },
      );
      const refereeIds = referees.map(({ id }) => id);
      const personIds = [
        ...new Set([
          ...(await idsOf(tx, 'referrer', 'person_id', 'business_id = ?', [businessId])),
          ...referees.flatMap(({ personId }) => (personId ? [personId] : [])),
        ]),
      ];

      await tx.nativeDelete(VerificationToken, {
        $or: [{ referrerId: { $in: referrerIds } }, { refereeId: { $in: refereeIds } }],
      });
      const vouchers = await tx.nativeDelete(Voucher, {
        $or: [{ referrerId: { $in: referrerIds } }, { campaignId: { $in: campaignIds } }],
      });
      await tx.nativeDelete(Referee, { id: { $in: refereeIds } });
      await tx.nativeDelete(ReferrerCode, { referrerId: { $in: referrerIds } });
      await tx.nativeDelete(Referrer, { id: { $in: referrerIds } });
      await tx.nativeDelete(KnownCampaign, { businessId });
      await tx.nativeDelete(KnownBusiness, { businessId });

      const stillUsed = new Set([
        ...(await tx.find(Referrer, { personId: { $in: personIds } }, { fields: ['personId'] })).map(
          ({ personId }) => personId,
        ),
        ...(await tx.find(Referee, { personId: { $in: personIds } }, { fields: ['personId'] })).map(
          ({ personId }) => personId as string,
        ),
      ]);
      const orphans = personIds.filter((id) => !stillUsed.has(id));
      await tx.nativeDelete(ReferrerSession, { personId: { $in: orphans } });
      recordReferrerLoginChanged(tx, personIds, 'memberships-ended', context);
      await tx.nativeDelete(ReferrerPasswordReset, { accountId: { $in: orphans } });
      await tx.nativeDelete(VerificationToken, { personId: { $in: orphans } });
      const logins = await tx.nativeDelete(Person, { id: { $in: orphans } });
      return { referrers: referrerIds.length, referees: refereeIds.length, vouchers, logins };
    },
    now,
  );
  announceAnswersChanged(context.bus, businessId);
  context.log.info(
    { event: 'business-data-removed', workflowId: input.workflowId, businessId, ...answer },
    'business data removed',
  );
  return answer;
}
