import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  type CounterReferralDto,
  type CounterReferralInput,
  type OwnerPrincipal,
} from '@referrals/contracts';
import { conflictOnUniqueViolation, isAppError, type Logger, normalizeEmail } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';
import { canonicalEmail, isDisposableEmail, normalizePhone } from './contact.ts';
import { toCampaignRefereeDto } from './list-campaign-referees.ts';
import { approvedByRecording } from './decide-referral.ts';
import { findOwnedBusiness } from './owner.ts';
import { findOpenCampaign } from './read-models.ts';
import { countReferral, refuseAsRefereeOf, refuseSecondRegistration } from './referee-rules.ts';
import { flagsFor, refuseOverLimits, type SignupLimits } from './referee-signup-limits.ts';
import { recordSuccessfulReferral } from './settle-referrer-rewards.ts';
import { WELCOME_PASS, issueVoucher, recordVoucherRedeemed, toVoucherDto } from './vouchers.ts';

export interface CounterReferralContext {
  /** `PUBLIC_URL`: the pages of the referrer's rewards, in their e-mails. */
  publicUrl: string;
  /** `VOUCHER_VALID_DAYS`. */
  voucherValidDays: number;
  limits: SignupLimits;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * POST /api/referees/counter: a friend came in without the link and named their referrer; the owner records
 * the referral with the friend's consent (an e-mail or a phone number, no login). The referrer must be of a
 * campaign of the owner's login that takes sign-ups, and not deleted (404 otherwise; 409 while an
 * administrator has disabled the business). The link's rules apply where they can: a disposable e-mail, the referrer themselves, a referrer of the campaign, a second
 * registration of the e-mail or phone and the code's hourly limit are refused; the flags are recorded, and
 * recording the referral is the owner's approval of those that would need a decision. The
 * referral counts as sign-up and visit at once: the referee is Verified, marked as recorded by the business,
 * and their voucher (or welcome pass) is issued and redeemed on the spot, which makes it successful and
 * settles the referrer's rewards, all in one transaction.
 */
export async function recordCounterReferral(
  em: EntityManager,
  owner: OwnerPrincipal,
  input: CounterReferralInput,
  context: CounterReferralContext,
): Promise<CounterReferralDto> {
  const now = context.now ?? new Date();
  const found = await em.findOne(Referrer, { id: input.referrerId, deletedAt: null });
  const business = found && (await findOwnedBusiness(em, owner, found.businessId));
  if (!found || !business) throw ReferralErrors.referrerNotFoundForOwner();
  if (!business.isActive) throw ReferralErrors.businessNotTakingReferrals();
  const open = await findOpenCampaign(em, found.campaignId);
  if (!open) throw ReferralErrors.campaignNotOpen();

  const emailNormalized = input.email ? normalizeEmail(input.email) : null;
  if (emailNormalized && isDisposableEmail(emailNormalized)) throw ReferralErrors.disposableEmail();
  const emailCanonical = emailNormalized && canonicalEmail(emailNormalized);
  const phoneNormalized = input.phoneNumber ? normalizePhone(input.phoneNumber) : null;
  const referrerPerson = await em.findOneOrFail(Person, found.personId);
  await refuseAsRefereeOf(em, found, referrerPerson, { emailCanonical, phoneNormalized });

  const recorded = await conflictOnUniqueViolation(() =>
    em.fork().transactional(async (tx) => {
      // Referrals through one referrer take turns on its row, as sign-ups through the link do.
      const referrer = await tx.findOneOrFail(Referrer, found.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (referrer.deletedAt) throw ReferralErrors.referrerNotFoundForOwner();
      const recent = await refuseOverLimits(tx, referrer, null, context.limits, now);
      const referee = tx.create(Referee, {
        id: randomUUID(),
        personId: null,
        campaignId: referrer.campaignId,
        referrerId: referrer.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email || null,
        emailCanonical,
        phoneNumber: input.phoneNumber || null,
        phoneNormalized,
        postcode: '',
        programConsentAt: now,
        privacyAcceptedAt: now,
        marketingConsentAt: null,
        clientAddress: null,
        flags: flagsFor(
          { firstName: input.firstName, lastName: input.lastName, clientAddress: null },
          referrer,
          recent.fromCode,
          context.limits,
        ),
        verifiedAt: now,
        recordedByBusiness: true,
        createdAt: now,
      });
      countReferral(tx, referrer, referee, context.requestId);
      approvedByRecording(referee, owner, now);
      const voucher = issueVoucher(tx, {
        kind: open.campaign.inviteeReward ? 'voucher' : 'pass',
        holder: 'referee',
        campaignId: referrer.campaignId,
        referrerId: referrer.id,
        refereeId: referee.id,
        holderFirstName: referee.firstName,
        reward: open.campaign.inviteeReward ?? WELCOME_PASS,
        validDays: context.voucherValidDays,
        now,
        requestId: context.requestId,
      });
      voucher.redeemedAt = now;
      recordVoucherRedeemed(tx, voucher, now, context.requestId);
      // Written before the successful referral is counted, which reads the referrer's row again.
      await tx.flush();
      const rewards = await recordSuccessfulReferral(tx, referrer.id, {
        publicUrl: context.publicUrl,
        voucherValidDays: context.voucherValidDays,
        now,
        requestId: context.requestId,
      });
      return { referee, referrer, voucher, rewards };
    }),
  ).catch(async (error: unknown) => {
    if (!isAppError(error, 'ConflictError')) throw error;
    // A concurrent referral with the same e-mail or phone on this campaign won.
    await refuseSecondRegistration(em.fork(), found.campaignId, emailCanonical, phoneNormalized);
    throw error;
  });

  const { referee, referrer, voucher, rewards } = recorded;
  context.log.info(
    {
      event: 'referee-recorded-at-counter',
      refereeId: referee.id,
      referrerId: referrer.id,
      campaignId: referee.campaignId,
      flags: referee.flags.map(({ kind }) => kind),
      rewardVoucherIds: rewards.map(({ id }) => id),
    },
    'referral recorded at the counter',
  );
  return {
    referee: toCampaignRefereeDto(referee, referrer, voucher, now),
    referrerRewards: await Promise.all(rewards.map((reward) => toVoucherDto(em, reward, { now }))),
  };
}
