import type { EntityManager } from '@mikro-orm/sql';
import type {
  CampaignStatsDto,
  CampaignTimeseriesDto,
  OwnerPrincipal,
  TimeseriesGranularity,
  TimeseriesPeriod,
  TimeseriesPoint,
} from '@referrals/contracts';
import { serviceTable } from '@referrals/service-kit';
import { findOwnedCampaign } from './owner.ts';
import { statsOf } from './statistics.ts';

/** The buckets of each period: how many, how wide (a PostgreSQL `date_trunc` unit and interval). */
const PERIODS: Record<TimeseriesPeriod, { granularity: TimeseriesGranularity; points: number }> = {
  '30d': { granularity: 'day', points: 30 },
  '3m': { granularity: 'week', points: 13 },
  '1y': { granularity: 'month', points: 12 },
};

/** GET /api/analytics/campaign/{id}: the campaign's figures from the read model. */
export async function getCampaignAnalytics(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
): Promise<CampaignStatsDto> {
  const { campaign } = await findOwnedCampaign(em, owner, campaignId);
  return (await statsOf(em, [campaign.id])).get(campaign.id)!;
}

interface BucketRow {
  start: string;
  referrals: number;
  conversions: number;
  vouchers_redeemed: number;
}

/**
 * GET /api/analytics/campaign/{id}/timeseries: the period's buckets, oldest first, ending with the one that holds
 * `now` (UTC; ISO weeks start on Monday, which is what `date_trunc('week')` gives), added up from the daily rows
 * in one query; a bucket without rows is zeros.
 */
export async function getCampaignTimeseries(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  period: TimeseriesPeriod,
  now: Date = new Date(),
): Promise<CampaignTimeseriesDto> {
  const { campaign } = await findOwnedCampaign(em, owner, campaignId);
  const { granularity, points } = PERIODS[period];
  const today = now.toISOString().slice(0, 10);
  const step = `1 ${granularity}`;
  const rows = await em.execute<BucketRow[]>(
    `with buckets as (
       select generate_series(
         date_trunc(?, ?::timestamp) - (? - 1) * ?::interval,
         date_trunc(?, ?::timestamp),
         ?::interval
       )::date as start
     ),
     totals as (
       select date_trunc(?, day::timestamp)::date as start,
         sum(referrals) as referrals, sum(conversions) as conversions, sum(vouchers_redeemed) as vouchers_redeemed
       from ${serviceTable(em, 'campaign_stats_day')}
       where campaign_id = ? and day >= (select min(start) from buckets) and day <= ?::date
       group by 1
     )
     select to_char(buckets.start, 'YYYY-MM-DD') as start,
       coalesce(totals.referrals, 0)::int as referrals,
       coalesce(totals.conversions, 0)::int as conversions,
       coalesce(totals.vouchers_redeemed, 0)::int as vouchers_redeemed
     from buckets left join totals on totals.start = buckets.start
     order by buckets.start`,
    [granularity, today, points, step, granularity, today, step, granularity, campaign.id, today],
  );
  return {
    period,
    granularity,
    points: rows.map((row): TimeseriesPoint => ({
      start: row.start,
      referrals: row.referrals,
      conversions: row.conversions,
      vouchersRedeemed: row.vouchers_redeemed,
    })),
  };
}
