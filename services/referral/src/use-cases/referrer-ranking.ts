import type { EntityManager } from '@mikro-orm/sql';
import { serviceTable } from '@referrals/service-kit';

/**
 * How a campaign's live (not deleted) referrers rank: most successful referrals, then most referrals, then the
 * earliest sign-up (the id settles a tie to the millisecond). `referrer_campaign_rank_index` holds this order.
 */
const RANK_ORDER = 'successful_referrals desc, referral_count desc, created_at asc, id asc';

/** A referrer's place among their campaign's live referrers, and how many are ranked; null when not ranked. */
export async function rankOf(
  em: EntityManager,
  campaignId: string,
  referrerId: string,
): Promise<{ rank: number; rankedReferrers: number } | null> {
  const rows = await em.execute<{ rank: number; ranked: number }[]>(
    `select ranked.rank, ranked.ranked from (
       select id, row_number() over (order by ${RANK_ORDER})::int as rank, count(*) over ()::int as ranked
       from ${serviceTable(em, 'referrer')}
       where campaign_id = ? and deleted_at is null
     ) ranked
     where ranked.id = ?`,
    [campaignId, referrerId],
  );
  const row = rows[0];
  return row ? { rank: row.rank, rankedReferrers: row.ranked } : null;
}

/** One ranked referrer, as the leaderboard reads it. */
export interface RankedReferrer {
  id: string;
  personId: string;
  firstName: string;
  lastName: string;
  successfulReferrals: number;
  referralCount: number;
}

/** The campaign's first `limit` live referrers, best first. */
export function topReferrers(
  em: EntityManager,
  campaignId: string,
  limit: number,
): Promise<RankedReferrer[]> {
  return em.execute<RankedReferrer[]>(
    `select id, person_id as "personId", first_name as "firstName", last_name as "lastName",
       successful_referrals as "successfulReferrals", referral_count as "referralCount"
     from ${serviceTable(em, 'referrer')}
     where campaign_id = ? and deleted_at is null
     order by ${RANK_ORDER}
     limit ?`,
    [campaignId, limit],
  );
}
