import { Migration } from '@mikro-orm/migrations';

/**
 * The referral loop: read models of businesses and campaigns, people (logins), referrers (memberships),
 * referees (registrations), verification links and vouchers. Foreign keys are checked at commit: a sign-up
 * writes the person, their registration and its link in one flush, in whatever order the ORM picks.
 */
export class Migration20261125130000_referral_loop extends Migration {
  override up(): void {
    this.addSql(`
      create table known_business (
        business_id uuid not null primary key,
        business_name text not null,
        business_slug text not null,
        business_type text not null,
        is_active boolean not null,
        updated_at timestamptz not null
      )`);
    this.addSql(`
      create table known_campaign (
        campaign_id uuid not null primary key,
        business_id uuid not null,
        name text not null,
        is_active boolean not null,
        is_deleted boolean not null default false,
        primary_color text not null,
        secondary_color text not null,
        logo_image text null,
        header_image text null,
        invitee_reward jsonb null,
        constant_reward jsonb null,
        milestones jsonb not null,
        updated_at timestamptz not null
      )`);
    this.addSql(`create index known_campaign_business_id_index on known_campaign (business_id)`);
    this.addSql(`
      create table person (
        id uuid not null primary key,
        email text not null,
        email_normalized text not null,
        email_canonical text not null,
        password_hash text not null,
        verified_at timestamptz null,
        created_at timestamptz not null,
        constraint person_email_normalized_unique unique (email_normalized)
      )`);
    this.addSql(`create index person_email_canonical_index on person (email_canonical)`);
    this.addSql(`
      create table referrer (
        id uuid not null primary key,
        person_id uuid not null,
        campaign_id uuid not null,
        business_id uuid not null,
        referral_code text not null,
        first_name text not null,
        last_name text not null,
        phone_number text not null,
        phone_normalized text not null,
        postcode text not null,
        customer_duration text null,
        testimonial text null,
        heard_about_business text null,
        program_consent_at timestamptz not null,
        privacy_accepted_at timestamptz not null,
        marketing_consent_at timestamptz null,
        client_address text null,
        referral_count int not null default 0,
        created_at timestamptz not null,
        constraint referrer_referral_code_unique unique (referral_code),
        constraint referrer_person_campaign_unique unique (person_id, campaign_id),
        constraint referrer_person_id_foreign foreign key (person_id) references person (id) deferrable initially deferred
      )`);
    this.addSql(`create index referrer_person_id_index on referrer (person_id)`);
    this.addSql(`create index referrer_campaign_id_index on referrer (campaign_id)`);
    this.addSql(`create index referrer_campaign_phone_index on referrer (campaign_id, phone_normalized)`);
    this.addSql(`
      create table referee (
        id uuid not null primary key,
        person_id uuid not null,
        campaign_id uuid not null,
        referrer_id uuid not null,
        first_name text not null,
        last_name text not null,
        email text not null,
        email_canonical text not null,
        phone_number text not null,
        phone_normalized text not null,
        postcode text not null,
        program_consent_at timestamptz not null,
        privacy_accepted_at timestamptz not null,
        marketing_consent_at timestamptz null,
        client_address text null,
        flags jsonb not null default '[]'::jsonb,
        verified_at timestamptz null,
        created_at timestamptz not null,
        constraint referee_campaign_email_unique unique (campaign_id, email_canonical),
        constraint referee_campaign_phone_unique unique (campaign_id, phone_normalized),
        constraint referee_person_id_foreign foreign key (person_id) references person (id) deferrable initially deferred,
        constraint referee_referrer_id_foreign foreign key (referrer_id) references referrer (id) deferrable initially deferred
      )`);
    this.addSql(`create index referee_person_id_index on referee (person_id)`);
    // The hourly sign-up limits count a code's and an address's newest registrations.
    this.addSql(`create index referee_referrer_created_index on referee (referrer_id, created_at)`);
    this.addSql(`create index referee_client_address_created_index on referee (client_address, created_at)`);
    this.addSql(`
      create table verification_token (
        id uuid not null primary key,
        token_hash text not null,
        purpose text not null check (purpose in ('referrer', 'referee')),
        person_id uuid not null,
        referrer_id uuid null,
        referee_id uuid null,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null,
        constraint verification_token_token_hash_unique unique (token_hash),
        constraint verification_token_person_id_foreign foreign key (person_id) references person (id) deferrable initially deferred,
        constraint verification_token_referrer_id_foreign foreign key (referrer_id) references referrer (id) deferrable initially deferred,
        constraint verification_token_referee_id_foreign foreign key (referee_id) references referee (id) deferrable initially deferred
      )`);
    this.addSql(`create index verification_token_referee_id_index on verification_token (referee_id)`);
    this.addSql(`
      create table voucher (
        id uuid not null primary key,
        code text not null,
        holder text not null check (holder in ('referee', 'referrer')),
        campaign_id uuid not null,
        referrer_id uuid not null,
        referee_id uuid null,
        holder_first_name text not null,
        reward_name text not null,
        reward_kind text not null,
        reward_value numeric(10, 2) null,
        max_discount numeric(10, 2) null,
        expires_at timestamptz not null,
        redeemed_at timestamptz null,
        created_at timestamptz not null,
        constraint voucher_code_unique unique (code),
        constraint voucher_referee_id_unique unique (referee_id),
        constraint voucher_referrer_id_foreign foreign key (referrer_id) references referrer (id) deferrable initially deferred,
        constraint voucher_referee_id_foreign foreign key (referee_id) references referee (id) deferrable initially deferred
      )`);
    this.addSql(`create index voucher_campaign_id_index on voucher (campaign_id)`);
  }
}
