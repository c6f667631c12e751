import { Migration } from '@mikro-orm/migrations';

/** Where customers book, and the week's opening hours, shown with the address to a friend on the way in. */
export class Migration20261127130000_business_place extends Migration {
  override up(): void {
    this.addSql('alter table business add column booking_url text null');
    this.addSql('alter table business add column opening_hours jsonb null');
  }
}
