import { Migration } from '@mikro-orm/migrations';

/**
 * The business workflows the admin service orchestrates (duplicate, delete) with their recorded progress and
 * the lease of the replica running each.
 */
export class Migration20261126120000_business_workflows extends Migration {
  override up(): void {
    this.addSql(`
      create table business_workflow (
        id uuid not null primary key,
        kind text not null,
        business_id uuid not null,
        business_name text not null,
        include_data boolean not null,
        status text not null,
        done jsonb not null,
        state jsonb not null,
        error jsonb null,
        requested_by uuid not null,
        attempts integer not null default 0,
        lease_owner text null,
        lease_until timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint business_workflow_kind_check check (kind in ('duplicate-business', 'delete-business')),
        constraint business_workflow_status_check check (status in ('running', 'done', 'failed', 'compensated'))
      )`);
    // One delete of a business at a time: the backstop of the check made before inserting.
    this.addSql(`
      create unique index business_workflow_one_delete_unique on business_workflow (business_id)
        where kind = 'delete-business' and status in ('running', 'failed')`);
    // The resumer's and the list's look-up of unfinished runs.
    this.addSql(`
      create index business_workflow_unfinished_index on business_workflow (created_at)
        where status in ('running', 'failed')`);
    this.addSql(`create index business_workflow_updated_at_index on business_workflow (updated_at)`);
  }
}
