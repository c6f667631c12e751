import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  ReferralEvents,
  type RewardTerms,
  type VoucherDto,
  type VoucherHolder,
  type VoucherIssuedData,
} from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Voucher } from '../entities/voucher.ts';
import { ReferralErrors } from '../errors.ts';
import { newVoucherCode, parseVoucherCode } from './codes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds a voucher to the unit of work of `em`, with the reward's terms copied as they are now (a later edit of
 * the campaign does not change what was promised), valid `validDays` from `now`, and its `voucherIssued` event.
 * A new code is drawn at random: a clash (about one in 8e17 per voucher) fails the transaction's unique index,
 * and the caller's 409 asks to try again.
 */
export function issueVoucher(
  em: EntityManager,
  fields: {
    holder: VoucherHolder;
    campaignId: string;
    referrerId: string;
    refereeId: string | null;
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
    holder: fields.holder,
    campaignId: fields.campaignId,
    referrerId: fields.referrerId,
    refereeId: fields.refereeId,
    holderFirstName: fields.holderFirstName,
    rewardName: fields.reward.name,
    rewardKind: fields.reward.kind,
    rewardValue: fields.reward.value,
    maxDiscount: fields.reward.kind === 'percentage' ? fields.reward.maxDiscount : null,
    expiresAt: new Date(fields.now.getTime() + fields.validDays * DAY_MS),
    redeemedAt: null,
    createdAt: fields.now,
  });
  recordEvent(
    em,
    ReferralEvents.voucherIssued,
    {
      voucherId: voucher.id,
      campaignId: voucher.campaignId,
      holder: voucher.holder,
      referrerId: voucher.referrerId,
      issuedAt: fields.now.toISOString(),
    } satisfies VoucherIssuedData,
    { requestId: fields.requestId },
  );
  return voucher;
}

/**
 * The voucher as its page shows it: the reward, its state, the holder's first name only, and the campaign's
 * and business's names and colours (as they are now; a deleted campaign's as it last was).
 */
export async function toVoucherDto(em: EntityManager, voucher: Voucher): Promise<VoucherDto> {
  const campaign = await em.findOne(KnownCampaign, voucher.campaignId);
  const business = campaign && (await em.findOne(KnownBusiness, campaign.businessId));
  if (!campaign || !business) throw ReferralErrors.voucherNotFound();
  return {
    id: voucher.id,
    code: voucher.code,
    rewardDescription: voucher.rewardName,
    rewardType: voucher.rewardKind,
    type: voucher.holder,
    value: voucher.rewardValue ?? null,
    maxDiscount: voucher.maxDiscount ?? null,
    expiryDate: voucher.expiresAt.toISOString(),
    isRedeemed: voucher.redeemedAt !== null,
    redeemedAt: voucher.redeemedAt?.toISOString() ?? null,
    createdAt: voucher.createdAt.toISOString(),
    holderFirstName: voucher.holderFirstName,
    campaignId: campaign.campaignId,
    campaignName: campaign.name,
    businessName: business.businessName,
    businessSlug: business.businessSlug,
    primaryColor: campaign.primaryColor,
    secondaryColor: campaign.secondaryColor,
    logoImage: campaign.logoImage ?? null,
  };
}

/** GET /api/vouchers/code/{code}: any case, with or without dashes; 404 for anything that is not a voucher's. */
export async function voucherByCode(em: EntityManager, rawCode: unknown): Promise<VoucherDto> {
  const code = parseVoucherCode(rawCode);
  const voucher = code ? await em.findOne(Voucher, { code }) : null;
  if (!voucher) throw ReferralErrors.voucherNotFound();
  return toVoucherDto(em, voucher);
}
