import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { RefereeVerifiedDto, VerificationTokenInput } from '@referrals/contracts';
import { conflictOnUniqueViolation, type Logger } from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Person } from '../entities/person.ts';
import { Referee } from '../entities/referee.ts';
import { VerificationToken } from '../entities/verification-token.ts';
import { Voucher } from '../entities/voucher.ts';
import { ReferralErrors } from '../errors.ts';
import { voucherLink } from './links.ts';
import { recordVoucherIssued } from './mails.ts';
import { findVerificationToken } from './verification-tokens.ts';
import { WELCOME_PASS, issueVoucher, toVoucherDto } from './vouchers.ts';

export interface VerifyRefereeContext {
  /** `PUBLIC_URL`: the voucher's page in its e-mail. */
  publicUrl: string;
  /** `VOUCHER_VALID_DAYS`. */
  voucherValidDays: number;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * The referee followed their link: their registration is Verified (and their login's e-mail confirmed), and
 * when the campaign's invitee reward is on, their voucher is issued with the reward's terms as they are now and
 * e-mailed; all of it commits together. A link already used answers `newlyVerified: false` with the voucher
 * issued then, and issues nothing; so does any link of a registration verified meanwhile. An unused link past
 * its 48 hours is refused with {@link ReferralErrors.verificationLinkExpired} (the page offers a new one).
 * Concurrent visits of one link take turns on the registration's row: one issues, the other finds it verified.
 * While an administrator has disabled the business, an unverified registration stays so (409) and its link
 * unused: no voucher is issued until the business is enabled again.
 */
export async function verifyReferee(
  em: EntityManager,
  input: VerificationTokenInput,
  context: VerifyRefereeContext,
): Promise<RefereeVerifiedDto> {
  const now = context.now ?? new Date();
  const found = await findVerificationToken(em, input.token, 'referee');
  if (!found?.refereeId) throw ReferralErrors.invalidVerificationLink();
  const refereeId = found.refereeId;

  const outcome = await conflictOnUniqueViolation(() =>
    em.fork().transactional(async (tx) => {
      const referee = await tx.findOneOrFail(Referee, refereeId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (referee.verifiedAt) {
        return { referee, newlyVerified: false, voucher: await tx.findOne(Voucher, { refereeId }) };
      }
      if (!found.usedAt && found.expiresAt.getTime() <= now.getTime()) {
        throw ReferralErrors.verificationLinkExpired();
      }
      const campaign = await tx.findOne(KnownCampaign, referee.campaignId);
      const business = campaign && (await tx.findOne(KnownBusiness, campaign.businessId));
      // Left unused: the link works again once the business is enabled (or gives a new one if expired).
      if (business && !business.isActive) throw ReferralErrors.businessNotTakingReferrals();
      const token = await tx.findOneOrFail(VerificationToken, found.id);
      token.usedAt = now;
      referee.verifiedAt = now;
      // Only a registration through the link has a verification link: it has a login.
      const person = await tx.findOneOrFail(Person, referee.personId as string);
      person.verifiedAt ??= now;

      if (!campaign || campaign.isDeleted || !business)
        return { referee, newlyVerified: true, voucher: null };
      const voucher = issueVoucher(tx, {
        kind: campaign.inviteeReward ? 'voucher' : 'pass',
        holder: 'referee',
        campaignId: referee.campaignId,
        referrerId: referee.referrerId,
        refereeId,
        holderFirstName: referee.firstName,
        reward: campaign.inviteeReward ?? WELCOME_PASS,
        validDays: context.voucherValidDays,
        now,
        requestId: context.requestId,
      });
      // The business rejected the referral before the friend confirmed: the voucher shows why, and is not sent.
      if (referee.reviewState === 'rejected') {
        voucher.cancelledAt = now;
        voucher.cancelReason = referee.rejectionReason ?? null;
        return { referee, newlyVerified: true, voucher };
      }
      recordVoucherIssued(
        tx,
        { campaign, business },
        { voucher, to: referee.email ?? person.email, link: voucherLink(context.publicUrl, voucher.code) },
        { requestId: context.requestId },
      );
      return { referee, newlyVerified: true, voucher };
    }),
  );

  const { referee, newlyVerified, voucher } = outcome;
  if (newlyVerified) {
    context.log.info(
      { event: 'referee-verified', refereeId: referee.id, voucherId: voucher?.id ?? null },
      'referee verified',
    );
  }
  return {
    newlyVerified,
    firstName: referee.firstName,
    campaignId: referee.campaignId,
    voucher: voucher ? await toVoucherDto(em, voucher) : null,
  };
}
