import { Migration } from '@mikro-orm/migrations';

/** The index that finds a business's memberships (its referrer list, its copy and removal). */
export class Migration20261126090000_business_workflows extends Migration {
  override up(): void {
    this.addSql(`create index referrer_business_id_index on referrer (business_id)`);
  }
}
