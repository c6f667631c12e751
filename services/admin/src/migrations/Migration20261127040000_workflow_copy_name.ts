import { Migration } from '@mikro-orm/migrations';

/** The name the administrator chose for a duplicate's new business (null: the default one). */
export class Migration20261127040000_workflow_copy_name extends Migration {
  override up(): void {
    this.addSql('alter table business_workflow add column copy_name text null');
  }
}
