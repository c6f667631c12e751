import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { serviceTable } from '../db/tables.ts';
import type { JobState } from './entity.ts';

/** Longest `key` of a job: keys name their cause (`trial-reminder:<businessId>`), never free text. */
export const MAX_JOB_KEY_LENGTH = 200;

export interface JobRequest<T = unknown> {
  /** The `JobDefinition` of this service that runs it. */
  name: string;
  /** When it is due (it runs at the first poll at or after this time). */
  runAt: Date;
  /** What names its cause: a key is scheduled at most once (see {@link scheduleJob}). */
  key: string;
  /** Handed to the handler; stored as JSON. */
  data?: T;
}

/** A job as {@link findJob} reads it. */
export interface JobRecord {
  id: string;
  key: string;
  name: string;
  data: unknown;
  runAt: Date;
  state: JobState;
  attempts: number;
  lastError: string | null;
  finishedAt: Date | null;
}

/**
 * Schedules a job inside the caller's transaction, so that it exists if and only if the cause commits. The key
 * makes it idempotent: while a job of that key is kept (waiting, running, parked, or done within the
 * retention), scheduling it again changes nothing and answers false. Throws outside a transaction, where the
 * job would commit without its cause.
 */
export async function scheduleJob<T>(em: EntityManager, request: JobRequest<T>): Promise<boolean> {
  if (!em.isInTransaction()) throw new Error('scheduleJob must run inside the transaction of its cause');
  const { name, key, runAt } = request;
  if (!name) throw new Error('a job needs a name');
  if (!key || key.length > MAX_JOB_KEY_LENGTH)
    throw new Error(`a job key must be 1 to ${MAX_JOB_KEY_LENGTH} characters`);
  if (!(runAt instanceof Date) || Number.isNaN(runAt.getTime())) throw new Error('a job needs a valid runAt');
  const data = JSON.stringify(request.data ?? null);
  const inserted = await em.execute<{ id: string }[]>(
    `insert into ${serviceTable(em, 'scheduled_job')}
       ("id", "key", "name", "data", "run_at", "state", "attempts", "created_at")
     values (?, ?, ?, ?::jsonb, ?, 'pending', 0, ?)
     on conflict ("key") do nothing returning "id"`,
    [randomUUID(), key, name, data, runAt, new Date()],
  );
  return inserted.length > 0;
}

/**
 * Cancels the waiting job of `key` (e.g. the auto-approval of a referral its owner approved by hand) and frees
 * the key. Answers false when there is none waiting: already running, done, parked or never scheduled. Inside
 * the caller's transaction when it has one, so a cancellation rolls back with its cause.
 */
export async function cancelJob(em: EntityManager, key: string): Promise<boolean> {
  const deleted = await em.execute<{ id: string }[]>(
    `delete from ${serviceTable(em, 'scheduled_job')} where "key" = ? and "state" = 'pending' returning "id"`,
    [key],
  );
  return deleted.length > 0;
}

/** A waiting job as {@link cancelJobsWithPrefix} took it out. */
export interface CancelledJob {
  key: string;
  name: string;
  data: unknown;
  runAt: Date;
}

/**
 * Cancels every waiting job whose key starts with `prefix` (e.g. `daily-summary:<businessId>:`, to schedule
 * a business's jobs again at another time) and answers them; running, done and parked jobs stay. Inside the
 * caller's transaction when it has one.
 */
export async function cancelJobsWithPrefix(em: EntityManager, prefix: string): Promise<CancelledJob[]> {
  if (!prefix) throw new Error('a key prefix is needed');
  const deleted = await em.execute<Array<{ key: string; name: string; data: unknown; run_at: string }>>(
    `delete from ${serviceTable(em, 'scheduled_job')}
     where left("key", ?) = ? and "state" = 'pending'
     returning "key", "name", "data", to_json("run_at") #>> '{}' as "run_at"`,
    [prefix.length, prefix],
  );
  return deleted.map((row) => ({
    key: row.key,
    name: row.name,
    data: row.data,
    runAt: new Date(row.run_at),
  }));
}

interface JobRow {
  id: string;
  key: string;
  name: string;
  data: unknown;
  run_at: string;
  state: JobState;
  attempts: number;
  last_error: string | null;
  finished_at: string | null;
}

/** The job of `key`, whatever its state, or null. */
export async function findJob(em: EntityManager, key: string): Promise<JobRecord | null> {
  const [row] = await em.execute<JobRow[]>(
    `select "id", "key", "name", "data", "state", "attempts", "last_error",
            to_json("run_at") #>> '{}' as "run_at", to_json("finished_at") #>> '{}' as "finished_at"
     from ${serviceTable(em, 'scheduled_job')} where "key" = ?`,
    [key],
  );
  if (!row) return null;
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    data: row.data,
    runAt: new Date(row.run_at),
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
  };
}
