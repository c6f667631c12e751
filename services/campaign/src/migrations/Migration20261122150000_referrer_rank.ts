import { Migration } from '@mikro-orm/migrations';

/**
 * The owner's referrer lists read a campaign's best referrers (Top Referrers, the detail page's list) in the
 * order of this index and stop at the limit, instead of sorting every referrer of a large campaign.
 */
export class Migration20261122150000_referrer_rank extends Migration {
  override up(): void {
    this.addSql(`
      create index campaign_referrer_rank_index on campaign_referrer
        (campaign_id, successful_referrals desc, total_referrals desc, created_at asc, id asc)
        where status = 'active'`);
  }
}
