import { Migration } from '@mikro-orm/migrations';
import { idempotencyTableSql } from '@referrals/service-kit';

/** The answers of redemptions, friends' sign-ups and referrers' joins made with an idempotency key. */
export class Migration20261129090000_idempotency_keys extends Migration {
  override up(): void {
    for (const sql of idempotencyTableSql()) this.addSql(sql);
  }
}
