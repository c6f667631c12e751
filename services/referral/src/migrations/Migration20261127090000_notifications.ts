import { Migration } from '@mikro-orm/migrations';

/**
 * Referrer notifications: the business's postal address for the footers of its e-mails, a referrer's choice to
 * hear no more about their friends, and the unsubscribe links that make it.
 */
export class Migration20261127090000_notifications extends Migration {
  override up(): void {
    this.addSql(`alter table known_business add column postal_address text null`);
    this.addSql(`alter table referrer add column friend_mails_off_at timestamptz null`);
    this.addSql(
      `create table unsubscribe_link (token_hash text not null primary key, referrer_id uuid not null, ` +
        `kind text not null, created_at timestamptz not null)`,
    );
    this.addSql(`create index unsubscribe_link_referrer_id_index on unsubscribe_link (referrer_id)`);
  }
}
