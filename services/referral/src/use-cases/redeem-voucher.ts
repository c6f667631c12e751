import type { EntityManager } from '@mikro-orm/sql';
import type { OwnerPrincipal, VoucherRedeemedDto, VoucherRedemptionInput } from '@referrals/contracts';
import type { Logger, RecordAnswer } from '@referrals/service-kit';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Voucher } from '../entities/voucher.ts';
import { ReferralErrors } from '../errors.ts';
import { parseVoucherCode } from './codes.ts';
import { decideLocked, lockReferee } from './decide-referral.ts';
import { findOwnedBusiness } from './owner.ts';
import { recordSuccessfulReferral } from './settle-referrer-rewards.ts';
import { recordVoucherRedeemed, toVoucherDto } from './vouchers.ts';

export interface RedeemVoucherContext {
  /** `PUBLIC_URL`: the pages of the rewards the redemption earned, in their e-mails. */
  publicUrl: string;
  /** `VOUCHER_VALID_DAYS`: of those rewards. */
  voucherValidDays: number;
  log: Logger;
  requestId?: string;
  now?: Date;
  /** Records the answer with the redemption (the request's idempotency key, `answerOnce`). */
  recordAnswer?: RecordAnswer;
}

/**
 * POST /api/vouchers/code/{code}/redeem: the owner redeems a voucher (or welcome pass) of a business of their
 * login at the counter; 404 for an unknown code or anyone else's voucher. One conditional update redeems it
 * (not redeemed, not cancelled, not expired), so of any number of simultaneous redemptions exactly one
 * succeeds; the others are told when it was redeemed, cancelled, or when it expired (409). A deactivated
 * campaign's vouchers stay redeemable until they expire; a disabled business's are refused (409) while it is
 * disabled. A referee's voucher or pass makes the referral successful: the referrer's rewards it earned are
 * issued in the same transaction as the redemption and its `voucherRedeemed` event. While its referral waits
 * for the owner's decision (flagged), the rewards wait with it, unless `approve` is given: Redeem at the
 * counter is then the decision, the approval and the redemption committing together. A rejected referral's
 * voucher is cancelled: refused with the owner's reason. The answer is made in the redemption's transaction, so
 * that it is recorded with it (`recordAnswer`): a retry with the same idempotency key is given it again.
 */
export async function redeemVoucher(
  em: EntityManager,
  owner: OwnerPrincipal,
  rawCode: unknown,
  input: VoucherRedemptionInput,
  context: RedeemVoucherContext,
): Promise<VoucherRedeemedDto> {
  const now = context.now ?? new Date();
  const code = parseVoucherCode(rawCode);
  const found = code ? await em.findOne(Voucher, { code }) : null;
  const campaign = found && (await em.findOne(KnownCampaign, found.campaignId));
  const business = campaign && (await findOwnedBusiness(em, owner, campaign.businessId));
  if (!found || !business) throw ReferralErrors.voucherNotFound();
  if (!business.isActive) throw ReferralErrors.businessNotTakingReferrals();

  const { voucher, rewards, answer } = await em.fork().transactional(async (tx) => {
    const redeemed = await redeemLocked(tx, found, owner, input, { ...context, now });
    const answer: VoucherRedeemedDto = {
      voucher: await toVoucherDto(tx, redeemed.voucher, { principal: owner, now }),
      referrerRewards: await Promise.all(redeemed.rewards.map((reward) => toVoucherDto(tx, reward, { now }))),
      reviewState: redeemed.reviewState,
    };
    await context.recordAnswer?.(tx, answer);
    return { ...redeemed, answer };
  });

  context.log.info(
    {
      event: 'voucher-redeemed',
      voucherId: voucher.id,
      kind: voucher.kind,
      rewardVoucherIds: rewards.map(({ id }) => id),
    },
    'voucher redeemed',
  );
  return answer;
}

/** What a redemption changed: the voucher as redeemed, the rewards it issued, its referral's review. */
interface Redeemed {
  voucher: Voucher;
  rewards: Voucher[];
  reviewState: VoucherRedeemedDto['reviewState'];
}

/** The redemption's changes, inside its transaction (see {@link redeemVoucher}). */
async function redeemLocked(
  tx: EntityManager,
  found: Voucher,
  owner: OwnerPrincipal,
  input: VoucherRedemptionInput,
  context: RedeemVoucherContext & { now: Date },
): Promise<Redeemed> {
  const { now } = context;
  // A referee's voucher: its referral's review and its redemption take turns on the referee's row.
  const referee = found.refereeId ? await lockReferee(tx, found.refereeId) : null;
  const redeemed = await tx
    .createQueryBuilder(Voucher)
    .update({ redeemedAt: now })
    .where({ id: found.id, redeemedAt: null, cancelledAt: null, expiresAt: { $gt: now } })
    .execute('run');
  const current = await tx.findOneOrFail(Voucher, found.id, { refresh: true });
  if (redeemed.affectedRows === 0) {
    if (current.redeemedAt) throw ReferralErrors.voucherAlreadyRedeemed(current.redeemedAt);
    throw current.cancelledAt
      ? ReferralErrors.voucherCancelled(current.cancelledAt, current.cancelReason ?? null)
      : ReferralErrors.voucherExpired(current.expiresAt);
  }
  recordVoucherRedeemed(tx, current, now, context.requestId);
  const rewardContext = {
    publicUrl: context.publicUrl,
    voucherValidDays: context.voucherValidDays,
    now,
    requestId: context.requestId,
  };
  if (current.holder !== 'referee') return { voucher: current, rewards: [], reviewState: null };
  if (referee?.reviewState === 'pending') {
    const earned = input.approve
      ? await decideLocked(tx, referee, { approve: true }, { loginId: owner.loginId }, rewardContext)
      : [];
    return { voucher: current, rewards: earned, reviewState: referee.reviewState };
  }
  return {
    voucher: current,
    rewards: await recordSuccessfulReferral(tx, current.referrerId, rewardContext),
    reviewState: referee?.reviewState ?? null,
  };
}
