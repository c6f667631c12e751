import { Migration } from '@mikro-orm/migrations';

/**
 * Creates the throttle counters (`throttle.ts`) in the service's own schema, so that every service that
 * throttles (sign-ins, sign-ups, password checks) counts across its replicas and restarts. Unqualified names:
 * the kit runs migrations with `search_path` set to the service's schema.
 */
export class KitThrottleMigration extends Migration {
  override up(): void {
    this.addSql(`create table if not exists "throttle_counter" (
      "key" text not null primary key,
      "failures" integer not null,
      "window_started_at" timestamptz not null,
      "window_ends_at" timestamptz not null
    );`);
    this.addSql(
      `create index if not exists "throttle_counter_window_ends_at_index" on "throttle_counter" ("window_ends_at");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "throttle_counter";`);
  }
}
