import { Migration } from '@mikro-orm/migrations';

/**
 * Active referrers are now the referrers (registered, not deleted) with at least one referral
 * (CAMPAIGN_STATISTICS in packages/contracts), where they were every referrer registered: each campaign's figure
 * is counted again from its referrers' rows, which hold everything it needs.
 */
export class Migration20261125160000_active_referrers extends Migration {
  override up(): void {
    this.addSql(`
      update campaign_stats s set active_referrers = (
        select count(*) from campaign_referrer r
        where r.campaign_id = s.campaign_id and r.status = 'active' and r.total_referrals > 0
      )`);
  }
}
