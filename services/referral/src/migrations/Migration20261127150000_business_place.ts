import { Migration } from '@mikro-orm/migrations';

/** Where and when customers find a business (address, opening hours, booking link), as identity last said. */
export class Migration20261127150000_business_place extends Migration {
  override up(): void {
    this.addSql('alter table known_business add column place jsonb null');
  }
}
