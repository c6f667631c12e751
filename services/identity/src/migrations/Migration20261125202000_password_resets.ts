import { Migration } from '@mikro-orm/migrations';
import { passwordResetTableSql } from '@referrals/service-kit';

/** Owners' forgotten-password links (the kit's password-reset table). */
export class Migration20261125202000_password_resets extends Migration {
  override up(): void {
    for (const sql of passwordResetTableSql('password_reset_token')) this.addSql(sql);
  }
}
