import { Migration } from '@mikro-orm/migrations';
import { passwordResetTableSql } from '@referrals/service-kit';

/** People's e-mailed sign-in links (the shape of the kit's single-use link tables). */
export class Migration20261127110000_login_links extends Migration {
  override up(): void {
    for (const sql of passwordResetTableSql('referrer_login_link')) this.addSql(sql);
  }
}
