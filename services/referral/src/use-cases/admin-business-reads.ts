import type { EntityManager } from '@mikro-orm/sql';
import {
  rewardTermsLine,
  type AdminRefereeDto,
  type AdminReferrerDto,
  type AdminVoucherDto,
} from '@referrals/contracts';
import { serviceTable } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { Voucher } from '../entities/voucher.ts';
import { isErasedLogin } from './delete-referrer-account.ts';

/**
 * The administrators' view of one business (the master view's Referrers, Referees and Vouchers tabs), newest
 * first. The business id comes from the admin screens; a business this service holds nothing about has
 * nothing to list. A referrer who deleted their account is listed as the owner's list shows them: "Deleted
 * referrer", without e-mail or code, counts kept; one the owner removed is not listed.
 */

/** GET /api/admin/businesses/{id}/referrers: live memberships, and erased ones without their details. */
export async function adminBusinessReferrers(
  em: EntityManager,
  businessId: string,
): Promise<AdminReferrerDto[]> {
  const referrers = await em.find(Referrer, { businessId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const people = await em.find(Person, { id: { $in: [...new Set(referrers.map((r) => r.personId))] } });
  const personById = new Map(people.map((person) => [person.id, person]));
  return referrers.flatMap((referrer): AdminReferrerDto[] => {
    const person = personById.get(referrer.personId);
    const erased = !person || isErasedLogin(person);
    if (referrer.deletedAt && !erased) return [];
    return [
      {
        id: referrer.id,
        campaignId: referrer.campaignId,
        firstName: referrer.firstName,
        lastName: referrer.lastName,
        email: erased ? '' : person.email,
        referralCode: erased ? '' : referrer.referralCode,
        totalReferrals: referrer.referralCount,
        isVerified: Boolean(person?.verifiedAt),
        createdAt: referrer.createdAt.toISOString(),
      },
    ];
  });
}

/** GET /api/admin/businesses/{id}/referees: every registration through the business's referrers. */
export async function adminBusinessReferees(
  em: EntityManager,
  businessId: string,
): Promise<AdminRefereeDto[]> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `select r.* from ${serviceTable(em, 'referee')} r
     join ${serviceTable(em, 'referrer')} rr on rr.id = r.referrer_id
     where rr.business_id = ?
     order by r.created_at desc, r.id desc`,
    [businessId],
  );
  const referees = rows.map((row) => em.map(Referee, row));
  const referrers = await em.find(Referrer, {
    id: { $in: [...new Set(referees.map((referee) => referee.referrerId))] },
  });
  const referrerById = new Map(referrers.map((referrer) => [referrer.id, referrer]));
  return referees.map((referee) => {
    const referrer = referrerById.get(referee.referrerId);
    return {
      id: referee.id,
      campaignId: referee.campaignId,
      firstName: referee.firstName,
      lastName: referee.lastName,
      email: referee.email ?? '',
      // A removed or erased referrer is not named, as in the owner's referee list.
      referrerName:
        referrer && !referrer.deletedAt ? `${referrer.firstName} ${referrer.lastName}`.trim() : null,
      isVerified: referee.verifiedAt !== null,
      createdAt: referee.createdAt.toISOString(),
    };
  });
}

/**
 * What a voucher is worth as its page words it ("20% off · Maximum discount: £50", "£10 off", "Free"), or
 * its reward's name when the terms say nothing; a welcome pass is worth a visit.
 */
function voucherValue(voucher: Voucher): string {
  if (voucher.kind === 'pass') return 'Welcome pass';
  const terms = rewardTermsLine({
    kind: voucher.rewardKind,
    value: voucher.rewardValue ?? null,
    maxDiscount: voucher.maxDiscount ?? null,
  });
  return terms ?? voucher.rewardName;
}

/** GET /api/admin/businesses/{id}/vouchers: referees' welcome vouchers and passes, and referrers' rewards. */
export async function adminBusinessVouchers(
  em: EntityManager,
  businessId: string,
): Promise<AdminVoucherDto[]> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `select v.* from ${serviceTable(em, 'voucher')} v
     join ${serviceTable(em, 'referrer')} rr on rr.id = v.referrer_id
     where rr.business_id = ?
     order by v.created_at desc, v.id desc`,
    [businessId],
  );
  return rows
    .map((row) => em.map(Voucher, row))
    .map((voucher) => ({
      id: voucher.id,
      campaignId: voucher.campaignId,
      code: voucher.code,
      type: voucher.holder === 'referee' ? 'invitee' : 'referrer',
      value: voucherValue(voucher),
      isRedeemed: voucher.redeemedAt !== null,
      isCancelled: voucher.redeemedAt === null && voucher.cancelledAt !== null,
      createdAt: voucher.createdAt.toISOString(),
    }));
}
