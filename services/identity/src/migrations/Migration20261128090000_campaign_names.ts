import { Migration } from '@mikro-orm/migrations';

/** The campaign's name, which the owner's daily summary says where activity happened. */
export class Migration20261128090000_campaign_names extends Migration {
  override up(): void {
    this.addSql('alter table known_campaign add column name text null');
  }
}
