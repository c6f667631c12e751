import { Migration } from '@mikro-orm/migrations';

/**
 * The "Customer for" answer of referrers who deleted their account, which the erasure kept until now
 * (docs/privacy.md: every answer goes).
 */
export class Migration20261127190000_erased_answers extends Migration {
  override up(): void {
    this.addSql(`update campaign_referrer set customer_duration = null where erased_at is not null`);
  }
}
