import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager, MikroORM } from '@mikro-orm/sql';
import type { Logger } from 'pino';
import type { Bus } from '../bus/types.ts';
import type { PlatformConfig } from '../config.ts';
import { quoteIdent } from '../outbox/migration.ts';
import { pollEvery } from '../poll.ts';
import type { Clock } from './clock.ts';
import type { DueJob, JobDefinition } from './types.ts';

/** Finished jobs are kept this long (their keys stay taken), then deleted. */
export const JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const DEFAULTS = { maxAttempts: 5, backoffMs: 60_000, maxBackoffMs: 60 * 60 * 1000, leaseMs: 5 * 60_000 };
const MAX_ERROR_LENGTH = 2000;
/** Jobs one pass runs at most: a handler that keeps scheduling work due at once cannot hold a pass forever. */
const PASS_LIMIT = 100;

export interface SchedulerOptions {
  orm: MikroORM;
  bus: Bus;
  logger: Logger;
  config: PlatformConfig;
  clock: Clock;
  jobs: JobDefinition[];
  /** Poll interval (default `config.schedulerIntervalMs`). */
  intervalMs?: number;
  /** Called after a job committed, e.g. to relay events its handler recorded. */
  afterCommit?: () => void;
}

/** Runs a service's due jobs. */
export interface Scheduler {
  /**
   * Runs the jobs due by the clock now (up to 100), one after the other, and resolves with how many ran
   * (succeeded or failed), those of a pass already under way included (it waits for it first). What tests call instead of waiting for the poll.
   */
  runDueJobs(): Promise<number>;
  /** Stops polling and waits for the job in progress. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  key: string;
  name: string;
  data: unknown;
  run_at: string;
  attempts: number;
}

/**
 * Starts the scheduler of one service (ADR 0021). Each pass claims one due job at a time with a conditional
 * UPDATE over `FOR UPDATE SKIP LOCKED` (replicas never claim the same job), committing the claim, its lease and
 * the attempt; then runs the handler in a second transaction that first locks the row and checks the claim is
 * still its own, and marks the job done in that same transaction. A failure rolls the handler back and puts the
 * job back with a delay, or parks it after the last attempt. A replica that dies mid-job leaves a claim whose
 * lease ends; another replica then claims the job again (counted as an attempt, so a job that kills its process
 * is parked in the end).
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { orm, clock } = options;
  const log = options.logger.child({ component: 'scheduler' });
  const intervalMs = options.intervalMs ?? options.config.schedulerIntervalMs;
  const definitions = new Map(options.jobs.map((job) => [job.name, job]));
  if (definitions.size !== options.jobs.length) throw new Error('two job definitions have the same name');
  const table = `${quoteIdent(String(orm.config.get('schema')))}."scheduled_job"`;
  const names = [...definitions.keys()];
  const nameList = names.map(() => '?').join(', ');
  let stopped = false;
  let running: Promise<number> | null = null;
  let prunedAt = Number.NEGATIVE_INFINITY;
  // Passes start from timers and from test requests: never inside a caller's async context (its transaction).
  const detached = AsyncLocalStorage.snapshot();

  async function claimNext(now: Date): Promise<{ row: ClaimedRow; claim: string } | null> {
    const claim = randomUUID();
    const leaseEnds = (name: string) =>
      new Date(now.getTime() + (definitions.get(name)?.leaseMs ?? DEFAULTS.leaseMs));
    return orm.em.fork().transactional(async (em) => {
      const [due] = await em.execute<{ id: string; name: string }[]>(
        `select "id", "name" from ${table}
         where "name" in (${nameList})
           and (("state" = 'pending' and "run_at" <= ?) or ("state" = 'running' and "lease_ends_at" <= ?))
         order by "run_at", "id" limit 1 for update skip locked`,
        [...names, now, now],
      );
      if (!due) return null;
      const [row] = await em.execute<ClaimedRow[]>(
        `update ${table} set "state" = 'running', "attempts" = "attempts" + 1, "claim" = ?, "lease_ends_at" = ?
         where "id" = ?
         returning "id", "key", "name", "data", to_json("run_at") #>> '{}' as "run_at", "attempts"`,
        [claim, leaseEnds(due.name), due.id],
      );
      return row ? { row, claim } : null;
    });
  }

  /** Marks a failed try: back to waiting after the backoff, or parked after the last attempt. */
  async function recordFailure(row: ClaimedRow, claim: string, definition: JobDefinition, error: unknown) {
    const policy = { ...DEFAULTS, ...definition.retry };
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
      0,
      MAX_ERROR_LENGTH,
    );
    const jobLog = log.child({ job: row.name, key: row.key, attempt: row.attempts });
    if (row.attempts >= policy.maxAttempts) {
      await orm.em.fork().execute(
        `update ${table} set "state" = 'parked', "last_error" = ?, "claim" = null, "lease_ends_at" = null,
           "finished_at" = ? where "id" = ? and "claim" = ?`,
        [message, clock.now(), row.id, claim],
      );
      jobLog.error({ err: error }, 'scheduled job parked after its last attempt');
      return;
    }
    const delay = Math.min(policy.backoffMs * 2 ** (row.attempts - 1), policy.maxBackoffMs);
    const retryAt = new Date(clock.now().getTime() + delay);
    await orm.em.fork().execute(
      `update ${table} set "state" = 'pending', "run_at" = ?, "last_error" = ?, "claim" = null,
         "lease_ends_at" = null where "id" = ? and "claim" = ?`,
      [retryAt, message, row.id, claim],
    );
    jobLog.warn({ err: error, retryAt }, 'scheduled job failed; will retry');
  }

  /** Runs one claimed job; answers whether it ran at all (the claim may have been lost meanwhile). */
  async function execute(row: ClaimedRow, claim: string): Promise<boolean> {
    const definition = definitions.get(row.name)!;
    const jobLog = log.child({ job: row.name, key: row.key, attempt: row.attempts });
    const maxAttempts = definition.retry?.maxAttempts ?? DEFAULTS.maxAttempts;
    if (row.attempts > maxAttempts) {
      // Claimed again after each try's lease ran out: the replicas running it died, maybe because of it.
      await recordFailure(row, claim, definition, new Error('every attempt ended without the job finishing'));
      return true;
    }
    const committed: Array<() => void> = [];
    const job: DueJob = {
      id: row.id,
      name: row.name,
      key: row.key,
      data: row.data,
      runAt: new Date(row.run_at),
      attempt: row.attempts,
    };
    try {
      const ran = await orm.em.fork().transactional(async (em: EntityManager) => {
        // Waits for a replica still committing the same job, and refuses a claim that is no longer ours.
        const [mine] = await em.execute<{ id: string }[]>(
          `select "id" from ${table} where "id" = ? and "state" = 'running' and "claim" = ? for update`,
          [row.id, claim],
        );
        if (!mine) return false;
        await definition.handle(job, {
          em,
          log: jobLog,
          bus: options.bus,
          config: options.config,
          clock,
          afterCommit: (task) => committed.push(task),
        });
        await em.flush();
        await em.execute(
          `update ${table} set "state" = 'done', "finished_at" = ?, "last_error" = null, "claim" = null,
             "lease_ends_at" = null where "id" = ?`,
          [clock.now(), row.id],
        );
        return true;
      });
      if (!ran) {
        jobLog.warn('scheduled job claimed by another replica after its lease ended; left to it');
        return false;
      }
    } catch (error) {
      await recordFailure(row, claim, definition, error);
      return true;
    }
    for (const task of committed) task();
    options.afterCommit?.();
    jobLog.info('scheduled job done');
    return true;
  }

  async function prune(now: Date): Promise<void> {
    if (now.getTime() - prunedAt < PRUNE_INTERVAL_MS) return;
    prunedAt = now.getTime();
    await orm.em
      .fork()
      .execute(`delete from ${table} where "state" = 'done' and "finished_at" < ?`, [
        new Date(now.getTime() - JOB_RETENTION_MS),
      ]);
  }

  async function pass(): Promise<number> {
    let ran = 0;
    try {
      while (!stopped && ran < PASS_LIMIT) {
        const claimed = await claimNext(clock.now());
        if (!claimed) break;
        if (await execute(claimed.row, claimed.claim)) ran += 1;
      }
      if (!stopped) await prune(clock.now());
    } catch (err) {
      if (!stopped) log.error({ err }, 'scheduler pass failed');
    }
    return ran;
  }

  function run(): Promise<number> {
    running ??= detached(() => pass()).finally(() => {
      running = null;
    });
    return running;
  }

  // The first pass waits for the interval too: a start (often many replicas at once) has enough to do.
  const poll = names.length > 0 ? pollEvery(intervalMs, run) : null;

  return {
    async runDueJobs() {
      if (stopped || names.length === 0) return 0;
      // A pass under way may have read the clock before it was moved: run one more after it.
      const underWay = running ? await running : 0;
      return underWay + (await run());
    },
    async stop() {
      stopped = true;
      poll?.stop();
      await running;
    },
  };
}
