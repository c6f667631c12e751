import { Migration } from '@mikro-orm/migrations';

/**
 * The referrers who joined each campaign per UTC calendar month (the statistics' "new this month"), counted
 * for the campaigns already there from their referrers' rows (registered, not deleted).
 */
export class Migration20261127120000_referrers_joined extends Migration {
  override up(): void {
    this.addSql(`
      create table campaign_referrers_joined (
        campaign_id uuid not null,
        month date not null,
        referrers integer not null default 0,
        primary key (campaign_id, month)
      )`);
    this.addSql(`
      insert into campaign_referrers_joined (campaign_id, month, referrers)
      select campaign_id, date_trunc('month', created_at at time zone 'UTC')::date, count(*)
      from campaign_referrer
      where status = 'active' and created_at is not null
      group by 1, 2`);
  }
}
