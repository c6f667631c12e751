import { Migration } from '@mikro-orm/migrations';
import { passwordResetTableSql } from '@referrals/service-kit';

/** People's forgotten-password links (the kit's password-reset table). */
export class Migration20261125202000_password_resets extends Migration {
  override up(): void {
    for (const sql of passwordResetTableSql('referrer_password_reset')) this.addSql(sql);
  }
}
