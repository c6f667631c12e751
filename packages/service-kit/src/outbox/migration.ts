import { Migration } from '@mikro-orm/migrations';
import type { MigrationDefinition } from '../service/types.ts';
import { KitSchedulerMigration } from '../scheduler/migration.ts';
import { KitThrottleMigration } from '../throttle/migration.ts';
import { KitWorkflowStepsMigration } from '../workflow-steps/migration.ts';

/** Quotes an identifier for SQL (schema names come from configuration, never from users). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Creates the outbox and processed-event tables in the service's own schema. Runs before the
 * service's migrations, in every schema. PostgreSQL 15 SQL only (PGlite is 18 but production is 15).
 */
export class KitOutboxMigration extends Migration {
  override up(): void {
    const s = quoteIdent(String(this.config.get('schema')));
    this.addSql(`create table if not exists ${s}."outbox_event" (
      "seq" bigint generated always as identity,
      "id" uuid not null primary key,
      "type" text not null,
      "payload" jsonb not null,
      "headers" jsonb not null default '{}'::jsonb,
      "occurred_at" timestamptz not null,
      "published_at" timestamptz null,
      "attempts" integer not null default 0
    );`);
    // The relay only ever reads unpublished rows, in order: a partial index keeps that cheap as the table grows.
    this.addSql(
      `create index if not exists "outbox_event_unpublished_idx" on ${s}."outbox_event" ("seq") where "published_at" is null;`,
    );
    this.addSql(`create table if not exists ${s}."processed_event" (
      "consumer" text not null,
      "event_id" text not null,
      "processed_at" timestamptz not null default now(),
      primary key ("consumer", "event_id")
    );`);
  }

  override down(): void {
    const s = quoteIdent(String(this.config.get('schema')));
    this.addSql(`drop table if exists ${s}."processed_event";`);
    this.addSql(`drop table if exists ${s}."outbox_event";`);
  }
}

/** The kit's migrations, run first in every service schema. */
export const KIT_MIGRATIONS: MigrationDefinition[] = [
  { name: '0000-service-kit-outbox', class: KitOutboxMigration },
  { name: '0001-service-kit-throttle', class: KitThrottleMigration },
  { name: '0002-service-kit-workflow-steps', class: KitWorkflowStepsMigration },
  { name: '0003-service-kit-scheduler', class: KitSchedulerMigration },
];
