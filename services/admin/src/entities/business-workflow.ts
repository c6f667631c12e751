import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AdminWorkflowKind, AdminWorkflowStatus, WireError } from '@referrals/contracts';

export const WORKFLOW_KINDS = [
  'duplicate-business',
  'delete-business',
] as const satisfies readonly AdminWorkflowKind[];
export const WORKFLOW_STATUSES = [
  'running',
  'done',
  'failed',
  'compensated',
] as const satisfies readonly AdminWorkflowStatus[];

/** Statuses of a workflow that is not over: `failed` is resumed automatically, like an interrupted `running`. */
export const UNFINISHED_STATUSES: readonly AdminWorkflowStatus[] = ['running', 'failed'];

/**
 * One run of a business workflow (duplicate or delete, docs/adr/0014-service-calls-and-workflows.md) and its
 * recorded progress: the steps done in order and the state they left, written after every step, so a run cut
 * short resumes where it stopped. `leaseOwner` / `leaseUntil` say which replica is running it and until when:
 * a replica renews its lease while it runs, and any replica may take over a lease that has expired.
 */
export const BusinessWorkflow = defineEntity({
  name: 'BusinessWorkflow',
  tableName: 'business_workflow',
  indexes: [
    {
      // One delete of a business at a time: the backstop of the check made before inserting.
      name: 'business_workflow_one_delete_unique',
      expression:
        'create unique index "business_workflow_one_delete_unique" on "business_workflow" ("business_id") where "kind" = \'delete-business\' and "status" in (\'running\', \'failed\')',
    },
    {
      // The resumer's and the list's look-up of unfinished runs.
      name: 'business_workflow_unfinished_index',
      expression:
        'create index "business_workflow_unfinished_index" on "business_workflow" ("created_at") where "status" in (\'running\', \'failed\')',
    },
  ],
  properties: {
    id: p.uuid().primary(),
    kind: p.enum(WORKFLOW_KINDS),
    businessId: p.uuid(),
    businessName: p.text(),
    includeData: p.boolean(),
    /** A duplicate's name for the new business as the administrator chose it; null: the default one. */
    copyName: p.text().nullable(),
    status: p.enum(WORKFLOW_STATUSES),
    done: p.json<string[]>(),
    state: p.json<Record<string, unknown>>(),
    error: p.json<WireError>().nullable(),
    requestedBy: p.uuid(),
    /** Runs started (the first one included). */
    attempts: p.integer().default(0),
    leaseOwner: p.text().nullable(),
    leaseUntil: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime().index('business_workflow_updated_at_index'),
  },
});

export type BusinessWorkflow = InferEntity<typeof BusinessWorkflow>;
