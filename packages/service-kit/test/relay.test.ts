import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/sql';
import type { DomainEvent } from '@referrals/contracts';
import { openServiceOrm, recordEvent, startOutboxRelay, type Bus, type Database } from '../src/index.ts';
import {
  TEST_DATABASE_URL,
  createTestInfra,
  eventually,
  type TestInfra,
} from '@referrals/service-kit/testing';

// Starting a database (PGlite's initdb above all) can take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const mode = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** A bus that only records what is published to it (and can be told to fail). */
function recordingBus(): Bus & { published: DomainEvent[]; failNext: number } {
  const bus = {
    kind: 'memory' as const,
    published: [] as DomainEvent[],
    failNext: 0,
    async request(): Promise<never> {
      throw new Error('not used');
    },
    serve(): never {
      throw new Error('not used');
    },
    async publishEvent(event: DomainEvent) {
      if (bus.failNext > 0) {
        bus.failNext -= 1;
        throw new Error('bus down');
      }
      // Slow enough that two relays really overlap.
      await new Promise((resolve) => setTimeout(resolve, 1));
      bus.published.push(event);
    },
    async consume(): Promise<never> {
      throw new Error('not used');
    },
    broadcast(): never {
      throw new Error('not used');
    },
    listen(): never {
      throw new Error('not used');
    },
    async close() {},
  };
  return bus;
}

describe(`outbox relay (${mode})`, () => {
  let infra: TestInfra;
  let database: Database;
  let orm: MikroORM;
  let replica: MikroORM;

  beforeAll(async () => {
    infra = await createTestInfra('relay');
    database = await infra.database();
    orm = await openServiceOrm({
      database,
      schema: 'campaign',
      entities: [],
      migrations: [],
      logger: infra.logger,
    });
    replica = await openServiceOrm({
      database,
      schema: 'campaign',
      entities: [],
      migrations: [],
      logger: infra.logger,
    });
  });
  afterAll(async () => {
    await replica.close();
    await orm.close();
    await infra.cleanup();
  });

  async function recordMany(count: number, type: string): Promise<string[]> {
    const ids: string[] = [];
    await orm.em.fork().transactional(async (em) => {
      for (let i = 0; i < count; i += 1) ids.push(recordEvent(em, type, { i }).id);
    });
    return ids;
  }

  it('when two replicas relay the same outbox at once, then every event is published exactly once and in order', async () => {
    const ids = await recordMany(60, 'campaign.replicated');
    const bus = recordingBus();
    const relays = [
      startOutboxRelay({ orm, bus, logger: infra.logger, intervalMs: 60_000, batchSize: 7 }),
      startOutboxRelay({ orm: replica, bus, logger: infra.logger, intervalMs: 60_000, batchSize: 7 }),
    ];
    await Promise.all(relays.map((relay) => relay.flush()));
    await Promise.all(relays.map((relay) => relay.stop()));
    const published = bus.published.filter((e) => e.type === 'campaign.replicated').map((e) => e.id);
    expect([...published].sort()).toEqual([...ids].sort());
    expect(new Set(published).size).toBe(60);
  });

  it('when publishing fails, then the event stays unpublished, its attempts are counted and a later pass publishes it', async () => {
    const [id] = await recordMany(1, 'campaign.flaky');
    const bus = recordingBus();
    bus.failNext = 1;
    const relay = startOutboxRelay({ orm, bus, logger: infra.logger, intervalMs: 50 });
    await eventually(() => bus.published.some((e) => e.id === id), 10_000, 'retried publish');
    await relay.stop();
    const [row] = await orm.em
      .getConnection()
      .execute(
        `select "attempts", "published_at" is not null as "published" from "campaign"."outbox_event" where "id" = '${id}'`,
      );
    expect(row).toEqual({ attempts: 1, published: true });
  });

  it('when published events are older than the retention, then the relay deletes them and keeps the rest', async () => {
    const table = 'campaign."outbox_event"';
    const [old] = await recordMany(1, 'retention.old');
    const warmUp = startOutboxRelay({ orm, bus: recordingBus(), logger: infra.logger });
    await warmUp.flush();
    await warmUp.stop();
    await orm.em
      .fork()
      .execute(`update ${table} set "published_at" = now() - interval '8 days' where "id" = ?`, [old]);
    const [pending] = await recordMany(1, 'retention.pending');

    const relay = startOutboxRelay({
      orm,
      bus: recordingBus(),
      logger: infra.logger,
      retentionMs: 7 * 86_400_000,
    });
    await relay.flush();
    await relay.stop();

    const left = await orm.em
      .fork()
      .execute<{ id: string }[]>(`select "id" from ${table} where "id" in (?, ?)`, [old, pending]);
    expect(left.map((row) => row.id)).toEqual([pending]);
  });

  it('when an event is relayed, then it keeps its id, type, time and data', async () => {
    let recorded: DomainEvent | undefined;
    await orm.em.fork().transactional(async (em) => {
      recorded = recordEvent(em, 'campaign.shape', { nested: { list: [1, 'two'] } }, { requestId: 'req-7' });
    });
    const bus = recordingBus();
    const relay = startOutboxRelay({ orm, bus, logger: infra.logger, intervalMs: 60_000 });
    await relay.flush();
    await relay.stop();
    expect(bus.published.find((e) => e.id === recorded!.id)).toEqual(recorded);
  });
});
