import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in, sign-up and password-check counters moved to the kit's `throttle_counter` (created in every schema by
 * the kit's migration): identity's own table goes. Counters are short-lived, so none are carried over.
 */
export class Migration20261125140000_kit_throttle extends Migration {
  override up(): void {
    this.addSql(`drop table if exists login_throttle`);
  }
}
