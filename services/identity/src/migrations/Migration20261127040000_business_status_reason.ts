import { Migration } from '@mikro-orm/migrations';

/** The reason an administrator gave with the last change of a business's status, and when it changed. */
export class Migration20261127040000_business_status_reason extends Migration {
  override up(): void {
    this.addSql('alter table business add column status_reason text null');
    this.addSql('alter table business add column status_changed_at timestamptz null');
  }
}
