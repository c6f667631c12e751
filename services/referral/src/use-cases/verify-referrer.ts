import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  ReferralEvents,
  type ReferrerVerifiedData,
  type ReferrerVerifiedDto,
  type VerificationTokenInput,
} from '@referrals/contracts';
import { recordEvent, type Logger } from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { VerificationToken } from '../entities/verification-token.ts';
import { ReferralErrors } from '../errors.ts';
import { referralLink } from './links.ts';
import { settleReferrerRewards } from './settle-referrer-rewards.ts';
import { findVerificationToken } from './verification-tokens.ts';

export interface VerifyReferrerContext {
  /** `PUBLIC_URL`: the share link answered, and the pages of the rewards e-mailed. */
  publicUrl: string;
  /** `VOUCHER_VALID_DAYS`: of the rewards issued now. */
  voucherValidDays: number;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * The referrer followed the confirmation link of their welcome e-mail: their login's e-mail is confirmed, so
 * every membership of theirs may earn rewards from now on (`referrerVerified`, one per membership, committed
 * with it, and with the rewards each membership earned meanwhile). A second visit, or a link of a login confirmed meanwhile, answers `newlyVerified: false`. An unused
 * link past its time is refused as expired; joining another campaign sends a new one.
 */
export async function verifyReferrer(
  em: EntityManager,
  input: VerificationTokenInput,
  context: VerifyReferrerContext,
): Promise<ReferrerVerifiedDto> {
  const now = context.now ?? new Date();
  const found = await findVerificationToken(em, input.token, 'referrer');
  if (!found?.referrerId) throw ReferralErrors.invalidVerificationLink();
  const referrerId = found.referrerId;

  const newlyVerified = await em.fork().transactional(async (tx) => {
    const person = await tx.findOneOrFail(Person, found.personId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    if (person.verifiedAt) return false;
    if (!found.usedAt && found.expiresAt.getTime() <= now.getTime()) {
      throw ReferralErrors.verificationLinkExpired();
    }
    person.verifiedAt = now;
    (await tx.findOneOrFail(VerificationToken, found.id)).usedAt = now;
    for (const membership of await tx.find(
      Referrer,
      { personId: person.id },
      { orderBy: { createdAt: 'asc' } },
    )) {
      recordEvent(
        tx,
        ReferralEvents.referrerVerified,
        {
          referrerId: membership.id,
          campaignId: membership.campaignId,
          verifiedAt: now.toISOString(),
        } satisfies ReferrerVerifiedData,
        { requestId: context.requestId },
      );
      // The rewards earned while the e-mail was unconfirmed are issued now.
      await settleReferrerRewards(tx, membership.id, {
        publicUrl: context.publicUrl,
        voucherValidDays: context.voucherValidDays,
        now,
        requestId: context.requestId,
      });
    }
    return true;
  });

  const referrer = await em.findOneOrFail(Referrer, referrerId);
  const business = await em.findOne(KnownBusiness, referrer.businessId);
  if (newlyVerified) context.log.info({ event: 'referrer-verified', referrerId }, 'referrer verified');
  return {
    newlyVerified,
    firstName: referrer.firstName,
    referralLink: referralLink(context.publicUrl, business?.businessSlug ?? '', referrer.referralCode),
  };
}
