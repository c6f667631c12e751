import { Migration } from '@mikro-orm/migrations';

/** Owner logins, businesses, sessions and sign-in throttling counters. */
export class Migration20261122000000_initial extends Migration {
  override up(): void {
    this.addSql(`
      create table login (
        id uuid not null primary key,
        email text not null,
        email_normalized text not null,
        password_hash text not null,
        password_changed_at timestamptz not null,
        created_at timestamptz not null,
        constraint login_email_normalized_unique unique (email_normalized)
      )`);
    this.addSql(`
      create table business (
        id uuid not null primary key,
        login_id uuid not null,
        business_name text not null,
        business_type text not null,
        business_slug text not null,
        contact_name text not null,
        phone_number text not null,
        business_address text not null,
        postcode text not null,
        website text null,
        subscription_tier text not null default 'basic',
        is_active boolean not null default true,
        trial_ends_at timestamptz not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint business_business_slug_unique unique (business_slug),
        constraint business_login_id_foreign foreign key (login_id) references login (id)
      )`);
    this.addSql(`create index business_login_id_index on business (login_id)`);
    this.addSql(`
      create table session (
        id uuid not null primary key,
        token_hash text not null,
        login_id uuid not null,
        business_id uuid not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        last_seen_at timestamptz not null,
        constraint session_token_hash_unique unique (token_hash),
        constraint session_login_id_foreign foreign key (login_id) references login (id) on delete cascade,
        constraint session_business_id_foreign foreign key (business_id) references business (id) on delete cascade
      )`);
    this.addSql(`create index session_login_id_index on session (login_id)`);
    this.addSql(`create index session_business_id_index on session (business_id)`);
    this.addSql(`
      create table login_throttle (
        key text not null primary key,
        failures int not null,
        window_started_at timestamptz not null
      )`);
    this.addSql(`create index login_throttle_window_started_at_index on login_throttle (window_started_at)`);
  }
}
