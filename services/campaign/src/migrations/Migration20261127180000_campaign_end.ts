import { Migration } from '@mikro-orm/migrations';

/** When a `custom` campaign ends by itself; null for the other durations and the campaigns already there. */
export class Migration20261127180000_campaign_end extends Migration {
  override up(): void {
    this.addSql(`alter table campaign add column ends_at timestamptz null`);
  }
}
