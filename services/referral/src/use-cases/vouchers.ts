import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  ReferralEvents,
  type Principal,
  type RewardTerms,
  type VoucherDto,
  type VoucherHolder,
  type VoucherIssuedData,
  type VoucherKind,
  type VoucherRedeemedData,
  type VoucherReferralReviewDto,
} from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { Voucher } from '../entities/voucher.ts';
import { ReferralErrors } from '../errors.ts';
import { newVoucherCode, parseVoucherCode } from './codes.ts';
import { toReviewDto } from './review-dto.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a welcome pass "rewards": a visit checked in, nothing off. */
export const WELCOME_PASS: RewardTerms = {
  name: 'Welcome pass',
  kind: 'free',
  value: null,
  maxDiscount: null,
};

/**
 * Adds a voucher (or welcome pass) to the unit of work of `em`, with the reward's terms copied as they are now
 * (a later edit of the campaign does not change what was promised), valid `validDays` from `now`, and its
 * `voucherIssued` event. A new code is drawn at random: a clash (about one in 8e17 per voucher) fails the
 * transaction's unique index, and the caller's 409 asks to try again.
 */
export function issueVoucher(
  em: EntityManager,
  fields: {
    kind?: VoucherKind;
    holder: VoucherHolder;
    campaignId: string;
    referrerId: string;
    refereeId: string | null;
    /** A referrer's reward: what earned it (see the entity). */
    rewardKey?: string;
    holderFirstName: string;
    reward: RewardTerms;
    validDays: number;
    now: Date;
    requestId?: string;
  },
): Voucher {
  const voucher = em.create(Voucher, {
    id: randomUUID(),
    code: newVoucherCode(),
    kind: fields.kind ?? 'voucher',
    holder: fields.holder,
    campaignId: fields.campaignId,
    referrerId: fields.referrerId,
    refereeId: fields.refereeId,
    rewardKey: fields.rewardKey ?? null,
    holderFirstName: fields.holderFirstName,
    rewardName: fields.reward.name,
    rewardKind: fields.reward.kind,
    rewardValue: fields.reward.value,
    maxDiscount: fields.reward.kind === 'percentage' ? fields.reward.maxDiscount : null,
    expiresAt: new Date(fields.now.getTime() + fields.validDays * DAY_MS),
    redeemedAt: null,
    cancelledAt: null,
    createdAt: fields.now,
  });
  recordEvent(
    em,
    ReferralEvents.voucherIssued,
    {
      voucherId: voucher.id,
      kind: voucher.kind,
      campaignId: voucher.campaignId,
      holder: voucher.holder,
      referrerId: voucher.referrerId,
      issuedAt: fields.now.toISOString(),
    } satisfies VoucherIssuedData,
    { requestId: fields.requestId },
  );
  return voucher;
}

/** Records `voucherRedeemed` for a voucher just redeemed at `redeemedAt`, in the transaction that redeemed it. */
export function recordVoucherRedeemed(
  em: EntityManager,
  voucher: Voucher,
  redeemedAt: Date,
  requestId?: string,
): void {
  recordEvent(
    em,
    ReferralEvents.voucherRedeemed,
    {
      voucherId: voucher.id,
      kind: voucher.kind,
      campaignId: voucher.campaignId,
      holder: voucher.holder,
      referrerId: voucher.referrerId,
      redeemedAt: redeemedAt.toISOString(),
    } satisfies VoucherRedeemedData,
    { requestId },
  );
}

/** Who reads a voucher, and when: an owner whose login holds its business is offered Redeem. */
export interface VoucherViewer {
  principal?: Principal | null;
  now?: Date;
}

/**
 * The voucher as its page shows it: the reward, its state, the holder's first name only, and the campaign's
 * and business's names and colours (as they are now; a deleted campaign's as it last was). `canRedeem` only
 * for an owner whose login holds the business, while the voucher is neither redeemed, expired nor cancelled
 * and the business is not disabled (a disabled business's vouchers still show, with their expiry, and become
 * redeemable again when it is enabled). A cancelled voucher shows the business's reason (a rejected
 * referral); the owner also sees the flags and review of a referee voucher's referral. Everyone sees whether the
 * business is paused and where and when to use the voucher (the business's address, hours and booking link).
 */
export async function toVoucherDto(
  em: EntityManager,
  voucher: Voucher,
  viewer: VoucherViewer = {},
): Promise<VoucherDto> {
  const campaign = await em.findOne(KnownCampaign, voucher.campaignId);
  const business = campaign && (await em.findOne(KnownBusiness, campaign.businessId));
  if (!campaign || !business) throw ReferralErrors.voucherNotFound();
  const now = viewer.now ?? new Date();
  const isRedeemed = voucher.redeemedAt !== null;
  const isExpired = !isRedeemed && voucher.expiresAt.getTime() <= now.getTime();
  const cancelledAt = isRedeemed ? null : (voucher.cancelledAt ?? null);
  const isCancelled = cancelledAt !== null;
  const isOwners =
    viewer.principal?.kind === 'owner' &&
    business.loginId !== null &&
    business.loginId === viewer.principal.loginId;
  return {
    id: voucher.id,
    code: voucher.code,
    kind: voucher.kind,
    rewardDescription: voucher.rewardName,
    rewardType: voucher.rewardKind,
    type: voucher.holder,
    value: voucher.rewardValue ?? null,
    maxDiscount: voucher.maxDiscount ?? null,
    expiryDate: voucher.expiresAt.toISOString(),
    isRedeemed,
    redeemedAt: voucher.redeemedAt?.toISOString() ?? null,
    isExpired,
    isCancelled,
    cancelledAt: cancelledAt?.toISOString() ?? null,
    cancelReason: isCancelled ? (voucher.cancelReason ?? null) : null,
    createdAt: voucher.createdAt.toISOString(),
    holderFirstName: voucher.holderFirstName,
    canRedeem: isOwners && business.isActive && !isRedeemed && !isExpired && !isCancelled,
    campaignId: campaign.campaignId,
    campaignName: campaign.name,
    businessName: business.businessName,
    businessSlug: business.businessSlug,
    primaryColor: campaign.primaryColor,
    secondaryColor: campaign.secondaryColor,
    logoImage: campaign.logoImage ?? null,
    businessPaused: !business.isActive,
    place: business.place ?? null,
    ...(isOwners && (await referralReview(em, voucher))),
  };
}

/** For the owner at the counter: the flags and review of a referee voucher's referral, when it has flags. */
async function referralReview(
  em: EntityManager,
  voucher: Voucher,
): Promise<{ referral: VoucherReferralReviewDto } | null> {
  const referee = voucher.refereeId ? await em.findOne(Referee, voucher.refereeId, { refresh: true }) : null;
  if (!referee || referee.flags.length === 0) return null;
  const referrer = await em.findOne(Referrer, referee.referrerId);
  return {
    referral: {
      refereeId: referee.id,
      referrerName:
        referrer && !referrer.deletedAt ? `${referrer.firstName} ${referrer.lastName}`.trim() : null,
      flags: referee.flags,
      review: toReviewDto(referee),
    },
  };
}

/**
 * GET /api/vouchers/code/{code}: any case, with or without dashes; 404 for anything that is not a voucher's.
 * The gateway forwards an owner's principal when the caller has an owner session (`canRedeem`).
 */
export async function voucherByCode(
  em: EntityManager,
  rawCode: unknown,
  principal: Principal | null = null,
): Promise<VoucherDto> {
  const code = parseVoucherCode(rawCode);
  const voucher = code ? await em.findOne(Voucher, { code }) : null;
  if (!voucher) throw ReferralErrors.voucherNotFound();
  return toVoucherDto(em, voucher, { principal });
}
