import type { EntityManager } from '@mikro-orm/sql';
import { planFactsOf, type OwnerPrincipal, type PlanUsageDto } from '@referrals/contracts';
import { serviceTable } from '@referrals/service-kit';
import { findOwnedBusiness } from './owner.ts';

/** The share of the monthly limit from which the owner is shown their usage (`nearLimit`). */
const NEAR_LIMIT_SHARE = 0.8;

/** The first day (YYYY-MM-DD, UTC) of the calendar month `offset` months after the one holding `now`. */
const monthStart = (now: Date, offset: number): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);

/**
 * GET /api/analytics/business/{userId}/usage: the referrals of every campaign of the business this UTC calendar
 * month, added up from the statistics' daily rows in one query, against the monthly figure of the plan the
 * business is on as identity last said (`known_business`). Only informs: referrals over the limit are taken.
 */
export async function getPlanUsage(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  now: Date = new Date(),
): Promise<PlanUsageDto> {
  const business = await findOwnedBusiness(em, owner, businessId);
  const [row] = await em.execute<{ referrals: number }[]>(
    `select coalesce(sum(d.referrals), 0)::int as referrals
     from ${serviceTable(em, 'campaign_stats_day')} d
     join ${serviceTable(em, 'campaign')} c on c.id = d.campaign_id
     where c.business_id = ? and d.day >= ?::date and d.day < ?::date`,
    [business.businessId, monthStart(now, 0), monthStart(now, 1)],
  );
  const referralsThisMonth = row?.referrals ?? 0;
  const limit = planFactsOf(business.subscriptionTier).monthlyReferralLimit;
  const monthlyReferralLimit = Number.isFinite(limit) ? limit : null;
  return {
    month: monthStart(now, 0).slice(0, 7),
    referralsThisMonth,
    monthlyReferralLimit,
    nearLimit: monthlyReferralLimit !== null && referralsThisMonth >= monthlyReferralLimit * NEAR_LIMIT_SHARE,
    overLimit: monthlyReferralLimit !== null && referralsThisMonth > monthlyReferralLimit,
  };
}
