import { Migration } from '@mikro-orm/migrations';

/**
 * Creates the scheduled jobs (`scheduleJob`, the scheduler) in the service's own schema. Unqualified names: the
 * kit runs migrations with `search_path` set to the service's schema. PostgreSQL 15 SQL.
 */
export class KitSchedulerMigration extends Migration {
  override up(): void {
    this.addSql(`create table if not exists "scheduled_job" (
      "id" uuid not null primary key,
      "key" text not null,
      "name" text not null,
      "data" jsonb not null,
      "run_at" timestamptz not null,
      "state" text not null,
      "attempts" integer not null default 0,
      "last_error" text null,
      "claim" uuid null,
      "lease_ends_at" timestamptz null,
      "created_at" timestamptz not null,
      "finished_at" timestamptz null,
      constraint "scheduled_job_key_unique" unique ("key")
    );`);
    // The scheduler looks for waiting and expired running jobs by time.
    this.addSql(
      `create index if not exists "scheduled_job_state_run_at_index" on "scheduled_job" ("state", "run_at");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "scheduled_job";`);
  }
}
