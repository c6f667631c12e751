import { Migration } from '@mikro-orm/migrations';

/**
 * Every business existing now is published again at the next start (BusinessAnnouncement): businesses
 * registered before identity's events carried the postal address and the place are known to the referral
 * service without them, so its e-mails in their name had no address in the footer.
 */
export class Migration20261128100000_announce_businesses extends Migration {
  override up(): void {
    this.addSql('create table business_announcement (business_id uuid not null primary key)');
    this.addSql('insert into business_announcement (business_id) select id from business');
  }
}
