import { Migration } from '@mikro-orm/migrations';

/**
 * Campaigns and their reward milestones, and the login of each known business (campaign ownership is checked
 * against the caller's login). Rows already in `known_business` keep a null login until identity next
 * publishes their business: nothing is backfilled.
 */
export class Migration20261122130000_campaigns extends Migration {
  override up(): void {
    this.addSql(`alter table known_business add column login_id uuid null`);
    this.addSql(`create index known_business_login_id_index on known_business (login_id)`);
    this.addSql(`
      create table campaign (
        id uuid not null primary key,
        business_id uuid not null,
        name text not null,
        description text null,
        duration text not null default 'ongoing',
        geo_radius text not null default '10 miles',
        target_demo text not null default 'All customers',
        header_image text null,
        logo_image text null,
        primary_color text not null default '#2563eb',
        secondary_color text not null default '#1d4ed8',
        welcome_message text null,
        reward_explanation text null,
        business_value_prop text null,
        referee_content_1_title text null,
        referee_content_1_body text null,
        referee_content_1_image text null,
        referee_content_2_title text null,
        referee_content_2_body text null,
        referee_content_2_image text null,
        referee_content_3_title text null,
        referee_content_3_body text null,
        referee_content_3_image text null,
        constant_reward_enabled boolean not null default false,
        constant_reward_name text null,
        invitee_reward_enabled boolean not null default false,
        invitee_reward_name text null,
        is_active boolean not null default true,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql(`create index campaign_business_id_index on campaign (business_id)`);
    this.addSql(`
      create table reward_milestone (
        id uuid not null primary key,
        campaign_id uuid not null,
        referral_count int not null check (referral_count >= 1),
        reward_name text null,
        reward_description text not null,
        terms_and_conditions text null,
        reward_value text not null,
        reward_type text not null check (reward_type in ('discount', 'cash', 'product', 'service')),
        position int not null
      )`);
    this.addSql(`create index reward_milestone_campaign_id_index on reward_milestone (campaign_id)`);
  }
}
