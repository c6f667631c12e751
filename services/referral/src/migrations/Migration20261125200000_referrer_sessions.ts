import { Migration } from '@mikro-orm/migrations';

/**
 * The referrer portal: referrers' sessions (one login per person, a session of its own), the campaign's
 * description the portal lists, and reward vouchers cancelled when their holder deletes their account.
 */
export class Migration20261125200000_referrer_sessions extends Migration {
  override up(): void {
    this.addSql(`
      create table referrer_session (
        id uuid not null primary key,
        person_id uuid not null,
        token_hash text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        last_seen_at timestamptz not null,
        constraint referrer_session_token_hash_unique unique (token_hash),
        constraint referrer_session_person_id_foreign foreign key (person_id) references person (id) deferrable initially deferred
      )`);
    this.addSql(`create index referrer_session_person_id_index on referrer_session (person_id)`);
    this.addSql(`alter table known_campaign add column description text null`);
    this.addSql(`alter table voucher add column cancelled_at timestamptz null`);
  }
}
