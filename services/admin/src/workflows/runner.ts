import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/sql';
import {
  asService,
  Errors,
  runWorkflow,
  serviceTable,
  type Bus,
  type Logger,
  type ServiceRuntime,
  type WorkflowProgress,
  type WorkflowStep,
} from '@referrals/service-kit';
import { BusinessWorkflow, UNFINISHED_STATUSES } from '../entities/business-workflow.ts';
import { deleteBusinessSteps } from './delete-business.ts';
import { duplicateBusinessSteps } from './duplicate-business.ts';

/** How often each replica looks for runs to resume (interrupted, failed and due, or never started). */
const RESUME_INTERVAL_MS = 2_000;
/** Runs one replica takes over per look. */
const RESUME_BATCH = 10;
/** A failed run is tried again after 5 s, then twice as long each time, at most every 5 minutes. */
const FIRST_RETRY_DELAY_MS = 5_000;
const MAX_RETRY_DELAY_MS = 5 * 60_000;

/** Another replica took the run over (this one stalled past its lease): this one must stop writing. */
class LeaseLost extends Error {}

/** The steps of a recorded workflow, calling the other services through `bus` (as the admin service). */
function stepsOf(row: BusinessWorkflow, bus: Bus): WorkflowStep<unknown>[] {
  if (row.kind === 'duplicate-business') {
    return duplicateBusinessSteps(
      { sourceBusinessId: row.businessId, includeData: row.includeData, name: row.copyName ?? null },
      bus,
    );
  }
  return deleteBusinessSteps(row.businessId, bus);
}

/**
 * Runs the business workflows of one admin replica (docs/adr/0014-service-calls-and-workflows.md). A run
 * starts when this replica claims the workflow's lease: from the `admin.workflow-requested` consumer, in the
 * consumer's transaction, then runs once it committed; or from the resumer, which every few seconds claims
 * the unfinished runs whose lease expired (their replica crashed or stopped) and the failed runs that are due.
 * The run itself holds no transaction: every bus call happens between the short transactions that record the
 * progress, and a record only writes while the lease is still this replica's, so two replicas never run one
 * workflow at once. Steps are idempotent in the callees, so a step sent again after a crash happens once.
 */
export class WorkflowRunner {
  /** This replica, as lease owner. */
  private readonly owner = randomUUID();
  private readonly runs = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private stopping = false;
  // Runs start from a consumer's afterCommit or a timer: never inside the async context of a transaction.
  private readonly detached = AsyncLocalStorage.snapshot();

  private readonly orm: MikroORM;
  private readonly bus: Bus;
  private readonly log: Logger;
  /** How long this replica's claim on a run lasts (`config.workflowLeaseMs`); renewed every third of it. */
  private readonly leaseMs: number;

  constructor(orm: MikroORM, bus: Bus, log: Logger, leaseMs: number) {
    this.orm = orm;
    this.bus = bus;
    this.log = log;
    this.leaseMs = leaseMs;
  }

  private get table(): string {
    return serviceTable(this.orm.em, 'business_workflow');
  }

  /** Starts resuming: at once (runs a previous process left), then every {@link RESUME_INTERVAL_MS}. */
  start(): void {
    const next = () => {
      if (this.stopping) return;
      this.timer = setTimeout(() => {
        this.pass = this.resumeDue().finally(next);
      }, RESUME_INTERVAL_MS);
      this.timer.unref();
    };
    this.pass = this.resumeDue().finally(next);
  }

  /**
   * Claims the workflow's lease in the caller's transaction (the consumer's): true when this replica is to
   * run it once that transaction commits. False when it is over, or another replica runs it.
   */
  async claim(em: EntityManager, workflowId: string): Promise<boolean> {
    if (this.stopping) return false;
    const claimed = await em.execute<{ id: string }[]>(
      `update ${this.table} set lease_owner = ?, lease_until = now() + ? * interval '1 millisecond',
         attempts = attempts + 1
       where id = ? and status in ('running', 'failed') and (lease_until is null or lease_until <= now())
       returning id`,
      [this.owner, this.leaseMs, workflowId],
    );
    return claimed.length > 0;
  }

  /** Runs a workflow this replica claimed, in the background; `bus` carries the request's id, if any. */
  run(workflowId: string, bus: Bus = this.bus): void {
    if (this.runs.has(workflowId)) return;
    const run = this.detached(() => this.execute(workflowId, bus))
      .catch((err: unknown) => this.log.error({ err, workflowId }, 'workflow run failed unexpectedly'))
      .finally(() => this.runs.delete(workflowId));
    this.runs.set(workflowId, run);
  }

  /**
   * Stops claiming, and lets the runs in progress end at their next step: each ends `failed` ("The admin
   * service is stopping"), recorded, with its lease released so that another replica, or the next start,
   * resumes it at once. Waits for them.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pass;
    await Promise.all([...this.runs.values()]);
  }

  /** Claims the runs that are due (see the class) and runs them. */
  private async resumeDue(): Promise<void> {
    if (this.stopping) return;
    try {
      const claimed = await this.orm.em.fork().execute<{ id: string }[]>(
        `update ${this.table} set lease_owner = ?, lease_until = now() + ? * interval '1 millisecond',
           attempts = attempts + 1
         where id in (
           select id from ${this.table}
           where status in ('running', 'failed') and (lease_until is null or lease_until <= now())
           order by created_at limit ${RESUME_BATCH} for update skip locked)
         returning id`,
        [this.owner, this.leaseMs],
      );
      for (const { id } of claimed) {
        this.log.info({ workflowId: id }, 'resuming workflow');
        this.run(id);
      }
    } catch (err) {
      if (!this.stopping) this.log.error({ err }, 'looking for workflows to resume failed');
    }
  }

  private async execute(workflowId: string, bus: Bus): Promise<void> {
    const row = await this.orm.em
      .fork()
      .findOne(BusinessWorkflow, { id: workflowId, leaseOwner: this.owner });
    if (!row || !UNFINISHED_STATUSES.includes(row.status)) return;
    const log = this.log.child({ workflowId, kind: row.kind, attempt: row.attempts });

    let lost = false;
    const heartbeat = setInterval(() => {
      this.renew(workflowId).then(
        (renewed) => {
          lost ||= !renewed;
        },
        (err: unknown) => log.warn({ err }, 'renewing the workflow lease failed'),
      );
    }, this.leaseMs / 3);
    heartbeat.unref();

    const record = async (progress: WorkflowProgress<unknown>): Promise<void> => {
      if (lost) throw new LeaseLost();
      const updated = await this.orm.em.fork().nativeUpdate(
        BusinessWorkflow,
        { id: workflowId, leaseOwner: this.owner },
        {
          status: progress.status,
          done: progress.done,
          state: progress.state as Record<string, unknown>,
          error: progress.error ?? null,
          updatedAt: new Date(),
        },
      );
      if (updated === 0) {
        lost = true;
        throw new LeaseLost();
      }
    };

    let outcome: WorkflowProgress<unknown>;
    try {
      outcome = await runWorkflow(this.guarded(stepsOf(row, asService(bus, 'admin'))), {
        workflowId,
        name: row.kind,
        state: row.state,
        done: row.done,
        record,
      });
    } catch (error) {
      if (!(error instanceof LeaseLost)) throw error;
      log.warn('another replica took the workflow over; this run stops');
      return;
    } finally {
      clearInterval(heartbeat);
    }

    const retryDelay =
      outcome.status === 'failed' && !this.stopping
        ? Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, row.attempts - 1), MAX_RETRY_DELAY_MS)
        : 0;
    await this.release(workflowId, retryDelay);
    if (outcome.status === 'failed') {
      log.warn({ error: outcome.error, retryInMs: retryDelay }, 'workflow failed; it will be resumed');
    } else {
      log.info({ status: outcome.status, error: outcome.error }, 'workflow ended');
    }
  }

  /** Steps that refuse to start once the replica is stopping (a transient failure: the run is resumed). */
  private guarded(steps: WorkflowStep<unknown>[]): WorkflowStep<unknown>[] {
    const unlessStopping = () => {
      if (this.stopping) throw Errors.unavailable('The admin service is stopping');
    };
    return steps.map(({ name, run, compensate }) => ({
      name,
      run: async (ctx) => {
        unlessStopping();
        return run(ctx);
      },
      ...(compensate
        ? {
            compensate: async (ctx) => {
              unlessStopping();
              await compensate(ctx);
            },
          }
        : {}),
    }));
  }

  /** Extends this replica's lease; false when it is no longer this replica's. */
  private async renew(workflowId: string): Promise<boolean> {
    const renewed = await this.orm.em.fork().execute<{ id: string }[]>(
      `update ${this.table} set lease_until = now() + ? * interval '1 millisecond'
       where id = ? and lease_owner = ? returning id`,
      [this.leaseMs, workflowId, this.owner],
    );
    return renewed.length > 0;
  }

  /** Gives the run up: anyone may claim it again after `delayMs` (an unfinished run at once). */
  private async release(workflowId: string, delayMs: number): Promise<void> {
    await this.orm.em.fork().execute(
      `update ${this.table} set lease_owner = null, lease_until = now() + ? * interval '1 millisecond'
       where id = ? and lease_owner = ?`,
      [delayMs, workflowId, this.owner],
    );
  }
}

/* One runner per running service (per ORM), found from any EntityManager of it, as consumers get forks. */
const runners = new WeakMap<object, WorkflowRunner>();

/** Starts the service's workflow runner (the service's onStart). */
export function startWorkflowRunner(runtime: ServiceRuntime): void {
  const runner = new WorkflowRunner(
    runtime.orm,
    runtime.bus,
    runtime.log.child({ component: 'workflows' }),
    runtime.config.workflowLeaseMs,
  );
  runners.set(runtime.orm.config, runner);
  runner.start();
}

/**
 * Stops the service's workflow runner (the service's onStop, before its database closes): the runs in flight
 * end and record their progress.
 */
export async function stopWorkflowRunner(runtime: ServiceRuntime): Promise<void> {
  await runners.get(runtime.orm.config)?.stop();
}

/** The workflow runner of the running service `em` belongs to. */
export function workflowRunnerOf(em: EntityManager): WorkflowRunner {
  const runner = runners.get(em.config);
  if (!runner) throw new Error('The workflow runner is started by the admin service at start (onStart)');
  return runner;
}
