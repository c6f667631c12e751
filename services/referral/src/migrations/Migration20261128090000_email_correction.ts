import { Migration } from '@mikro-orm/migrations';

/** The secret with which the page that signed a friend up may correct their mistyped e-mail while Pending. */
export class Migration20261128090000_email_correction extends Migration {
  override up(): void {
    this.addSql('alter table referee add column correction_token_hash text null');
  }
}
