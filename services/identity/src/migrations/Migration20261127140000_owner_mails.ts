import { Migration } from '@mikro-orm/migrations';

/**
 * Owner e-mails: a business's time zone (null: the platform's) and its owner's choices to get no e-mail when a
 * referral needs a decision or no daily summary; the unsubscribe links that make those choices; and the
 * activity waiting for the next daily summary.
 */
export class Migration20261127140000_owner_mails extends Migration {
  override up(): void {
    this.addSql('alter table business add column time_zone text null');
    this.addSql('alter table business add column review_mails_off_at timestamptz null');
    this.addSql('alter table business add column daily_summary_off_at timestamptz null');
    this.addSql(
      'create table owner_unsubscribe_link (token_hash text not null primary key, business_id uuid not null, ' +
        'kind text not null, created_at timestamptz not null)',
    );
    this.addSql(
      'create index owner_unsubscribe_link_business_id_index on owner_unsubscribe_link (business_id)',
    );
    this.addSql(
      'create table owner_activity (key text not null primary key, business_id uuid not null, ' +
        'campaign_id uuid not null, kind text not null, occurred_at timestamptz not null, ' +
        'summarized_at timestamptz null)',
    );
    this.addSql(
      'create index owner_activity_business_id_summarized_at_index on owner_activity (business_id, summarized_at)',
    );
  }
}
