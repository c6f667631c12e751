import { Migration } from '@mikro-orm/migrations';

/** The read model of identity's businesses. */
export class Migration20261122000000_initial extends Migration {
  override up(): void {
    this.addSql(`
      create table known_business (
        business_id uuid not null primary key,
        business_slug text not null,
        business_name text not null,
        is_active boolean not null,
        updated_at timestamptz not null
      )`);
    this.addSql(`create index known_business_business_slug_index on known_business (business_slug)`);
  }
}
