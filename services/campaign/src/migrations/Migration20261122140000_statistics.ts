import { Migration } from '@mikro-orm/migrations';

/**
 * The campaign statistics read model, fed by the referral service's events: counters per campaign, per campaign
 * and UTC day (the time series), and the campaign's referrers with theirs. A referrer's row can exist before
 * their registration arrives (`pending`: events of one referrer may be handled out of order) and stays after
 * their deletion without their details (`deleted`), so that no late event brings them back. Every figure starts
 * at zero: nothing is backfilled, because the referral service published nothing before this read model existed.
 */
export class Migration20261122140000_statistics extends Migration {
  override up(): void {
    this.addSql(`
      create table campaign_stats (
        campaign_id uuid not null primary key,
        total_referrals int not null default 0,
        active_referrers int not null default 0,
        conversions int not null default 0,
        total_vouchers int not null default 0,
        redeemed_vouchers int not null default 0
      )`);
    this.addSql(`
      create table campaign_stats_day (
        campaign_id uuid not null,
        day date not null,
        referrals int not null default 0,
        conversions int not null default 0,
        vouchers_redeemed int not null default 0,
        primary key (campaign_id, day)
      )`);
    this.addSql(`
      create table campaign_referrer (
        id uuid not null primary key,
        campaign_id uuid not null,
        status text not null check (status in ('pending', 'active', 'deleted')),
        first_name text null,
        last_name text null,
        email text null,
        phone_number text null,
        postcode text null,
        customer_duration text null,
        testimonial text null,
        heard_about_business text null,
        referral_code text null,
        is_verified boolean null,
        created_at timestamptz null,
        total_referrals int not null default 0,
        successful_referrals int not null default 0,
        vouchers_earned int not null default 0
      )`);
    this.addSql(`create index campaign_referrer_campaign_id_index on campaign_referrer (campaign_id)`);
  }
}
