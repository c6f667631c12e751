import { hash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { serviceTable } from '../db/tables.ts';
import { Errors } from '../errors.ts';
import { scheduleJob } from '../scheduler/schedule.ts';
import type { JobDefinition } from '../scheduler/types.ts';
import { IdempotentAnswer } from './entity.ts';
import { parseIdempotencyKey, replayed, type ReplayedReply } from './key.ts';

/**
 * How long a key answers its first answer. A client retries a lost answer within seconds or minutes (a till
 * back on the network, a friend pressing again); a day covers a device that stayed offline overnight. After
 * that the key is free again and a repeat is a new request.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The job (`idempotencyExpiryJob`) that deletes expired answers, scheduled by the writes that record them. */
export const IDEMPOTENCY_EXPIRY_JOB = 'idempotency-expiry';

/** Answers recorded within one hour share one expiry job: one job per hour with keys, not one per key. */
const EXPIRY_BATCH_MS = 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/** One write made with the client's idempotency key. */
export interface IdempotentWrite {
  /** The operation, its bus subject: a key answers requests of one operation only. */
  scope: string;
  /**
   * Whose key it is, so that nobody else's request is ever answered with another's answer: the operation
   * says (an owner's login; for a public sign-up, which has no session, the campaign, the request itself
   * then being the proof: see the callers).
   */
  caller: string;
  /** The key as the request brought it (`RequestContext.idempotencyKey`); null runs the write as is. */
  key: string | null;
  /** What the request asks (its path parameters and parsed body): a repeat must ask exactly the same. */
  request: unknown;
  /** The service's clock's now: when the answer is recorded, and what has expired. */
  now: Date;
}

/**
 * Records the write's answer under its key. The write calls it inside its own transaction, after its
 * changes, with the answer it is about to give, so that the answer commits if and only if the write does.
 */
export type RecordAnswer = (tx: EntityManager, answer: unknown) => Promise<void>;

const recordNothing: RecordAnswer = async () => undefined;

/**
 * Makes a write idempotent by the client's key. Without a key `write` runs as before. With one:
 * - the answer recorded for the key (within {@link IDEMPOTENCY_KEY_TTL_MS}) is given again, as a
 *   {@link replayed} reply, and `write` does not run: a retry whose first attempt committed but whose answer
 *   was lost gets that answer, not the refusal a second attempt would earn ("already redeemed");
 * - a recorded key with another request is an UnprocessableError (422), whatever the write would say;
 * - otherwise `write` runs and records its answer in its own transaction (`record`). Two requests with one key
 *   at once: the later one's record waits on the earlier one's row and fails once it commits, so the later
 *   write rolls back whole (its own refusal, a 409 say, may even come first); whatever it failed with, a
 *   failed write whose key has an answer by then gives that answer. Never two writes, never a 5xx.
 * A write that fails records nothing: the client may send the key again, and it runs again.
 */
export async function answerOnce<T>(
  em: EntityManager,
  write: IdempotentWrite,
  run: (record: RecordAnswer) => Promise<T>,
): Promise<T | ReplayedReply> {
  const key = parseIdempotencyKey(write.key);
  if (key === null) return run(recordNothing);
  const id = { scope: write.scope, caller: write.caller, key };
  const requestHash = hashOf(write.request);
  const expiredBy = new Date(write.now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const find = () =>
    em.fork().findOne(IdempotentAnswer, { ...id, createdAt: { $gt: expiredBy } }, { refresh: true });

  const earlier = await find();
  if (earlier) return replayOf(earlier, requestHash);
  try {
    return await run(async (tx, answer) => {
      if (!tx.isInTransaction()) throw new Error("an answer is recorded inside its write's transaction");
      // An expired answer not deleted yet is replaced; a live one (a request with the key that committed
      // meanwhile) is not, and failing here rolls this write back.
      const kept = await tx.execute<unknown[]>(
        `insert into ${serviceTable(tx, 'idempotent_answer')} as "kept"
           ("scope", "caller", "key", "request_hash", "answer", "created_at") values (?, ?, ?, ?, ?, ?)
         on conflict ("scope", "caller", "key") do update
           set "request_hash" = excluded."request_hash", "answer" = excluded."answer",
               "created_at" = excluded."created_at"
           where "kept"."created_at" <= ?
         returning 1`,
        [id.scope, id.caller, id.key, requestHash, JSON.stringify(answer ?? null), write.now, expiredBy],
      );
      if (kept.length === 0) throw Errors.conflict('Another request with this Idempotency-Key came first.');
      const batchEnd = (Math.floor(write.now.getTime() / EXPIRY_BATCH_MS) + 1) * EXPIRY_BATCH_MS;
      await scheduleJob(tx, {
        name: IDEMPOTENCY_EXPIRY_JOB,
        key: `${IDEMPOTENCY_EXPIRY_JOB}:${new Date(batchEnd).toISOString()}`,
        runAt: new Date(batchEnd + IDEMPOTENCY_KEY_TTL_MS),
      });
    });
  } catch (error) {
    const concurrent = await find();
    if (concurrent) return replayOf(concurrent, requestHash);
    throw error;
  }
}

/**
 * Deletes the answers whose keys have expired by the service's clock. A service that calls
 * {@link answerOnce} lists it in its `jobs`; the writes schedule it (one job per hour of answers, due when the
 * last of them expires), so it runs only while there is something to delete.
 */
export const idempotencyExpiryJob: JobDefinition = {
  name: IDEMPOTENCY_EXPIRY_JOB,
  async handle(_job, { em, clock }) {
    await em.nativeDelete(IdempotentAnswer, {
      createdAt: { $lte: new Date(clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS) },
    });
  },
};

function replayOf(recorded: IdempotentAnswer, requestHash: string): ReplayedReply {
  if (recorded.requestHash !== requestHash) throw Errors.unprocessable(IDEMPOTENCY_KEY_REUSED);
  return replayed(JSON.parse(recorded.answer));
}

/** SHA-256 of the request's JSON with every object's keys sorted: the same request, the same hash. */
function hashOf(request: unknown): string {
  return hash('sha256', JSON.stringify(sortedKeys(request) ?? null), 'base64url');
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, item]) => [name, sortedKeys(item)]));
}
