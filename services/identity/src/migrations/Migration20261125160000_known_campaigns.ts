import { Migration } from '@mikro-orm/migrations';

/** The read model of campaigns (active or not, per business) that plan changes are checked against. */
export class Migration20261125160000_known_campaigns extends Migration {
  override up(): void {
    this.addSql(`
      create table known_campaign (
        campaign_id uuid not null primary key,
        business_id uuid not null,
        is_active boolean not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index known_campaign_business_id_index on known_campaign (business_id)');
  }
}
