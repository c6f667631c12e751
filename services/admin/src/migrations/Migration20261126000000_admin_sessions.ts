import { Migration } from '@mikro-orm/migrations';

/**
 * Admin sign-in: the sessions admin bearer tokens stand for (the token's SHA-256 only). The sign-in throttle's
 * counters are the kit's `throttle_counter`, which the kit's own migration creates in this schema.
 */
export class Migration20261126000000_admin_sessions extends Migration {
  override up(): void {
    this.addSql(`
      create table admin_session (
        id uuid not null primary key,
        admin_id uuid not null,
        token_hash text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        ended_at timestamptz null,
        constraint admin_session_token_hash_unique unique (token_hash),
        constraint admin_session_admin_id_foreign foreign key (admin_id) references admin_user (id) on delete cascade
      )`);
    this.addSql(`create index admin_session_admin_id_index on admin_session (admin_id)`);
  }
}
