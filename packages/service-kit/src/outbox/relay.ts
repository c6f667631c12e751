import { AsyncLocalStorage } from 'node:async_hooks';
import type { MikroORM } from '@mikro-orm/sql';
import { REQUEST_ID_HEADER, type DomainEvent } from '@referrals/contracts';
import type { Logger } from 'pino';
import type { Bus, BusHeaders } from '../bus/types.ts';
import { quoteIdent } from './migration.ts';
import { EVENT_RETENTION_MS } from '../retention.ts';
import { addOutboxLagSource, outboxRelayErrors } from '../ops/metrics.ts';
import { pollEvery } from '../poll.ts';
import { recordedEventCount } from './record.ts';

/** Deleting expired rows is cheap but needs no haste: once an hour per relay, and at start. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface OutboxRelayOptions {
  orm: MikroORM;
  bus: Bus;
  logger: Logger;
  /** Poll interval (default 1000 ms). Work done through the kit also triggers a pass right away. */
  intervalMs?: number;
  /** Rows published per transaction (default 100). */
  batchSize?: number;
  /** Published rows older than this are deleted (default {@link EVENT_RETENTION_MS}). */
  retentionMs?: number;
}

/** Publishes committed outbox rows to the bus. */
export interface OutboxRelay {
  /** Runs a pass now and resolves when every row committed before the call has been published. */
  flush(): Promise<void>;
  /**
   * Asks for a pass now without waiting for it, e.g. after a request. Skipped when this process has
   * recorded no event since the last pass started (the poll still covers other writers).
   */
  kick(): void;
  /** Stops polling and waits for a pass in progress. Unpublished rows stay for the next start. */
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  headers: BusHeaders | null;
  occurred_at: string;
}

/**
 * Starts the relay of one service's outbox. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so replicas
 * relaying the same schema never publish a row twice at the same time; a crash between publish and
 * marking merely republishes, which the bus drops as a duplicate (message id = event id) and consumers
 * ignore anyway (processed-event table).
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { orm, bus } = options;
  const log = options.logger.child({ component: 'outbox-relay' });
  const intervalMs = options.intervalMs ?? 1000;
  const batchSize = options.batchSize ?? 100;
  const retentionMs = options.retentionMs ?? EVENT_RETENTION_MS;
  let prunedAt = Number.NEGATIVE_INFINITY;
  const schema = String(orm.config.get('schema'));
  const table = `${quoteIdent(schema)}."outbox_event"`;
  const errors = outboxRelayErrors.labels(schema);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let seenRecorded = -1;
  // Passes are often kicked from inside a request; they must not inherit its async context (an ORM
  // transaction context there would be joined instead of a fresh transaction being opened).
  const detached = AsyncLocalStorage.snapshot();

  /** One transaction: claim a batch, publish it in order, mark what was published. */
  async function relayBatch(): Promise<{ claimed: number; failed: boolean }> {
    return orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<OutboxRow[]>(
        // to_json renders the timestamp as ISO 8601 whatever the session's DateStyle.
        `select "id", "type", "payload", "headers", to_json("occurred_at") #>> '{}' as "occurred_at" from ${table}
         where "published_at" is null order by "seq" limit ${batchSize} for update skip locked`,
      );
      const published: string[] = [];
      let failed = false;
      for (const row of rows) {
        const event: DomainEvent = {
          id: row.id,
          type: row.type,
          occurredAt: new Date(row.occurred_at).toISOString(),
          data: row.payload,
        };
        try {
          await bus.publishEvent(event, { headers: row.headers ?? {} });
          published.push(row.id);
        } catch (err) {
          // Stop at the first failure so that events keep their order; the rest waits for the next pass.
          failed = true;
          errors.inc();
          log.warn(
            { err, eventId: row.id, type: row.type, requestId: row.headers?.[REQUEST_ID_HEADER] },
            'publishing an outbox event failed; will retry',
          );
          await em.execute(`update ${table} set "attempts" = "attempts" + 1 where "id" = ?`, [row.id]);
          break;
        }
      }
      if (published.length > 0) {
        const marks = published.map(() => '?').join(', ');
        await em.execute(`update ${table} set "published_at" = now() where "id" in (${marks})`, published);
      }
      return { claimed: rows.length, failed };
    });
  }

  /** Deletes the rows published longer ago than the retention: nothing of them is needed any more. */
  async function prune(): Promise<void> {
    const now = Date.now();
    if (now - prunedAt < PRUNE_INTERVAL_MS) return;
    prunedAt = now;
    await orm.em
      .fork()
      .execute(`delete from ${table} where "published_at" < ?`, [new Date(now - retentionMs)]);
  }

  async function pass(): Promise<void> {
    try {
      for (;;) {
        const { claimed, failed } = await relayBatch();
        if (failed || claimed < batchSize || stopped) break;
      }
      if (!stopped) await prune();
    } catch (err) {
      if (stopped) return;
      errors.inc();
      log.error({ err }, 'outbox relay pass failed');
    }
  }

  /** Coalesces passes: one at a time, plus at most one more if asked for while running. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = detached(async () => {
      do {
        again = false;
        seenRecorded = recordedEventCount();
        await pass();
      } while (again && !stopped);
    }).finally(() => {
      running = null;
    });
    return running;
  }

  /** Seconds since the oldest unpublished row was recorded (by the recording process's clock), 0 if none. */
  async function lagSeconds(): Promise<number> {
    const [oldest] = await orm.em.fork().execute<Array<{ occurred_at: string }>>(
      `select to_json("occurred_at") #>> '{}' as "occurred_at" from ${table}
         where "published_at" is null order by "seq" limit 1`,
    );
    return oldest ? Math.max(0, (Date.now() - new Date(oldest.occurred_at).getTime()) / 1000) : 0;
  }
  const removeLagSource = addOutboxLagSource(schema, lagSeconds);

  let poll: { stop(): void } | null = null;
  void run().finally(() => {
    if (!stopped) poll = pollEvery(intervalMs, run);
  });

  return {
    async flush() {
      if (stopped) return;
      // A pass already under way may have started before the caller's commit: make sure one starts after.
      if (running) await running;
      if (!stopped) await run();
    },
    kick() {
      if (!stopped && recordedEventCount() !== seenRecorded) void run();
    },
    async stop() {
      stopped = true;
      removeLagSource();
      poll?.stop();
      await running;
    },
  };
}
