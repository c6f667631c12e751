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

/**
 * Who may not become a referee of `referrer` (through the link, at the counter, or by correcting an address),
 * each with its own message: the referrer themselves (the same mailbox or phone), a referrer of the campaign,
 * and a mailbox or phone already registered on it. Only what the referee gave is compared.
 */
export async function refuseAsRefereeOf(
  em: EntityManager,
  referrer: Referrer,
  referrerPerson: Person,
  contact: { emailCanonical: string | null; phoneNormalized: string | null },
  /** A registration moving to this contact (a corrected address): not counted as another one. */
  movingRefereeId?: string,
): Promise<void> {
  const { emailCanonical, phoneNormalized } = contact;
  if (emailCanonical && referrerPerson.emailCanonical === emailCanonical) throw ReferralErrors.selfReferral();
  if (phoneNormalized && referrer.phoneNormalized === phoneNormalized) throw ReferralErrors.selfReferral();
  if (await isReferrerOfCampaign(em, referrer.campaignId, emailCanonical, phoneNormalized)) {
    throw ReferralErrors.referrerCannotBeReferee();
  }
  await refuseSecondRegistration(em, referrer.campaignId, emailCanonical, phoneNormalized, movingRefereeId);
}

/** One registration per mailbox and per phone number on a campaign (besides `exceptRefereeId`, when given). */
export async function refuseSecondRegistration(
  em: EntityManager,
  campaignId: string,
  emailCanonical: string | null,
  phoneNormalized: string | null,
  exceptRefereeId?: string,
): Promise<void> {
  const others = exceptRefereeId ? { id: { $ne: exceptRefereeId } } : {};
  if (emailCanonical && (await em.count(Referee, { campaignId, emailCanonical, ...others })) > 0)
    throw ReferralErrors.emailAlreadyRegistered();
  if (phoneNormalized && (await em.count(Referee, { campaignId, phoneNormalized, ...others })) > 0)
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
