import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { ReferrerDataExportDto, ReferrerPrincipal } from '@referrals/contracts';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Person } from '../entities/person.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { Voucher } from '../entities/voucher.ts';

/** A voucher's state as its page words it. */
function voucherState(voucher: Voucher, now: Date): 'redeemed' | 'cancelled' | 'expired' | 'valid' {
  if (voucher.redeemedAt) return 'redeemed';
  if (voucher.cancelledAt) return 'cancelled';
  return voucher.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/**
 * GET /api/referrers/me/data: everything held about the signed-in person, to download: their login (without
 * the password's hash), every membership they have or had (whole, with its campaign's and business's names),
 * the friends who signed up through them (first name, when, whether confirmed, their voucher's state: the
 * friend's contact details are the friend's, not theirs) and their own reward vouchers.
 */
export async function exportReferrerData(
  em: EntityManager,
  referrer: ReferrerPrincipal,
  now: Date = new Date(),
): Promise<ReferrerDataExportDto> {
  const person = await em.findOneOrFail(Person, referrer.personId);
  const memberships = await em.find(
    Referrer,
    { personId: referrer.personId },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const membershipIds = memberships.map(({ id }) => id);
  const campaigns = await em.find(KnownCampaign, {
    campaignId: { $in: memberships.map(({ campaignId }) => campaignId) },
  });
  const businesses = await em.find(KnownBusiness, {
    businessId: { $in: memberships.map(({ businessId }) => businessId) },
  });
  const referees = await em.find(
    Referee,
    { referrerId: { $in: membershipIds } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const refereeVouchers = await em.find(Voucher, { refereeId: { $in: referees.map(({ id }) => id) } });
  const rewards = await em.find(
    Voucher,
    { holder: 'referrer', referrerId: { $in: membershipIds } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );

  const campaignName = new Map(campaigns.map((campaign) => [campaign.campaignId, campaign.name]));
  const businessName = new Map(businesses.map((business) => [business.businessId, business.businessName]));
  const voucherOf = new Map(refereeVouchers.map((voucher) => [voucher.refereeId, voucher]));
  return {
    exportedAt: now.toISOString(),
    login: {
      email: person.email,
      verifiedAt: person.verifiedAt?.toISOString() ?? null,
      createdAt: person.createdAt.toISOString(),
    },
    memberships: memberships.map((membership) => ({
      ...wrap(membership).toPOJO(),
      campaignName: campaignName.get(membership.campaignId) ?? null,
      businessName: businessName.get(membership.businessId) ?? null,
    })),
    referees: referees.map((referee) => {
      const voucher = voucherOf.get(referee.id);
      return {
        referrerId: referee.referrerId,
        campaignId: referee.campaignId,
        firstName: referee.firstName,
        createdAt: referee.createdAt.toISOString(),
        isVerified: referee.verifiedAt !== null,
        voucher: voucher ? { kind: voucher.kind, state: voucherState(voucher, now) } : null,
      };
    }),
    vouchers: rewards.map((voucher) => ({
      code: voucher.code,
      referrerId: voucher.referrerId,
      campaignId: voucher.campaignId,
      rewardName: voucher.rewardName,
      rewardKind: voucher.rewardKind,
      rewardValue: voucher.rewardValue ?? null,
      maxDiscount: voucher.maxDiscount ?? null,
      state: voucherState(voucher, now),
      expiresAt: voucher.expiresAt.toISOString(),
      redeemedAt: voucher.redeemedAt?.toISOString() ?? null,
      cancelledAt: voucher.cancelledAt?.toISOString() ?? null,
      createdAt: voucher.createdAt.toISOString(),
    })),
  };
}
