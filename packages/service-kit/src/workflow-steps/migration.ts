import { Migration } from '@mikro-orm/migrations';

/**
 * Creates the processed workflow steps (`ProcessedStep`, `answerStepOnce`) in the service's own schema.
 * Unqualified names: the kit runs migrations with `search_path` set to the service's schema.
 */
export class KitWorkflowStepsMigration extends Migration {
  override up(): void {
    this.addSql(`create table if not exists "processed_step" (
      "workflow_id" uuid not null,
      "step" text not null,
      "subject" text not null,
      "answer" jsonb null,
      "processed_at" timestamptz not null,
      constraint "processed_step_pkey" primary key ("workflow_id", "step")
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "processed_step";`);
  }
}
