import type { EntityManager } from '@mikro-orm/sql';
import { ReferralEvents, type RefereeRegisteredData } from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';

/*
 * The rules every referral of a campaign obeys, through the link or recorded at the counter
 * (docs/abuse-rules.md). A referral recorded at the counter may lack the e-mail or the phone (null): only what
 * it has is compared.
 */

/** True when the mailbox or the phone is a referrer's of the campaign (whoever's link was followed). */
export async function isReferrerOfCampaign(
  em: EntityManager,
  campaignId: string,
  emailCanonical: string | null,
  phoneNormalized: string | null,
): Promise<boolean> {
  if (phoneNormalized && (await em.count(Referrer, { campaignId, phoneNormalized })) > 0) return true;
  if (!emailCanonical) return false;
  const people = await em.find(Person, { emailCanonical }, { fields: ['id'] });
  if (people.length === 0) return false;
  return (await em.count(Referrer, { campaignId, personId: { $in: people.map(({ id }) => id) } })) > 0;
}

/** One registration per mailbox and per phone number on a campaign. */
export async function refuseSecondRegistration(
  em: EntityManager,
  campaignId: string,
  emailCanonical: string | null,
  phoneNormalized: string | null,
): Promise<void> {
  if (emailCanonical && (await em.count(Referee, { campaignId, emailCanonical })) > 0)
    throw ReferralErrors.emailAlreadyRegistered();
  if (phoneNormalized && (await em.count(Referee, { campaignId, phoneNormalized })) > 0)
    throw ReferralErrors.phoneAlreadyRegistered();
}

/**
 * A new referee counts for their referrer at once, however they came (link or counter), and the campaign
 * service hears of it (its statistics and plan usage count referrals).
 */
export function countReferral(
  tx: EntityManager,
  referrer: Referrer,
  referee: Referee,
  requestId: string | undefined,
): void {
  referrer.referralCount += 1;
  recordEvent(
    tx,
    ReferralEvents.refereeRegistered,
    {
      refereeId: referee.id,
      referrerId: referrer.id,
      campaignId: referrer.campaignId,
      createdAt: referee.createdAt.toISOString(),
      ...(referee.recordedByBusiness && { recordedByBusiness: true }),
    } satisfies RefereeRegisteredData,
    { requestId },
  );
}
