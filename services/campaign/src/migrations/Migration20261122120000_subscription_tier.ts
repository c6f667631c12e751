import { Migration } from '@mikro-orm/migrations';

/**
 * The plan of each known business (campaign plan limits need it), fed by `businessRegistered` and
 * `businessUpdated`. Rows already there came from `businessRegistered` alone, and every business registers on
 * `basic`, so that is what they get; the column has no default afterwards (every event carries the tier).
 */
export class Migration20261122120000_subscription_tier extends Migration {
  override up(): void {
    this.addSql(`alter table known_business add column subscription_tier text not null default 'basic'`);
    this.addSql(`alter table known_business alter column subscription_tier drop default`);
  }
}
