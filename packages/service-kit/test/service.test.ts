import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { DomainEvent } from '@referrals/contracts';
import {
  createMemoryBus,
  isAppError,
  recordEvent,
  startService,
  type Bus,
  type Database,
  type ServiceRuntime,
} from '../src/index.ts';
import { Note, duplicatingBus, handlingBus, notesService, tallyService } from './support/fixtures.ts';
import {
  TEST_DATABASE_URL,
  TEST_NATS_URL,
  captureLogs,
  createTestInfra,
  eventually,
  nobodyServes,
  uniqueId,
  type TestInfra,
} from '@referrals/service-kit/testing';

// Starting a database (PGlite's initdb above all) can take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const mode = `${TEST_NATS_URL ? 'NATS' : 'in-process bus'} + ${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`;

async function failure(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected the promise to fail');
}

describe(`service runtime (${mode})`, () => {
  let infra: TestInfra;
  let database: Database;
  let bus: Bus;
  const runtimes: ServiceRuntime[] = [];

  const start = async (
    def: Parameters<typeof startService>[0],
    options: { bus?: Bus; outboxIntervalMs?: number; logger?: TestInfra['logger'] } = {},
  ) => {
    const runtime = await startService(
      def,
      { bus: options.bus ?? bus, database, config: infra.config, logger: options.logger ?? infra.logger },
      { outboxIntervalMs: options.outboxIntervalMs ?? 200 },
    );
    runtimes.push(runtime);
    return runtime;
  };

  const unique = (label: string) => `${label}${uniqueId()}`.toLowerCase();

  beforeAll(async () => {
    infra = await createTestInfra('service');
    database = await infra.database();
    bus = await infra.bus('service-test');
  });
  afterAll(async () => {
    for (const runtime of runtimes.reverse()) await runtime.stop();
    await infra.cleanup();
  });

  it('when a request goes through a started service, then the handler gets data, principal, request id and client address', async () => {
    const name = unique('notes');
    await start(notesService(name));
    const principal = { kind: 'referrer', referrerId: 'r-1' };
    const answer = await bus.request(
      `${name}.whoami`,
      { n: 1 },
      {
        headers: {
          'x-principal': JSON.stringify(principal),
          'x-request-id': 'req-abc',
          'x-client-address': '203.0.113.9',
        },
      },
    );
    expect(answer).toEqual({
      data: { n: 1 },
      principal,
      requestId: 'req-abc',
      clientAddress: '203.0.113.9',
      replica: null,
    });

    const anonymous = await bus.request<{ principal: unknown; requestId: string }>(`${name}.whoami`, {});
    expect(anonymous.principal).toBeNull();
    expect(anonymous.requestId).toMatch(/^[0-9a-f-]{36}$/);

    await expect(bus.request(`${name}.health`, {})).resolves.toEqual({ status: 'ok', service: name });
  });

  it('when an endpoint fails, then named errors travel by name and unexpected ones become a bare InternalError with the stack in the log', async () => {
    const name = unique('notes');
    const logs = captureLogs('errors');
    await start(notesService(name), { logger: logs.logger });
    await bus.request(`${name}.create`, { text: 'only once' });

    const conflict = await failure(bus.request(`${name}.create`, { text: 'only once' }));
    expect(isAppError(conflict, 'ConflictError')).toBe(true);
    expect(conflict.message).toBe('A note with this text already exists');

    const crash = await failure(
      bus.request(`${name}.crash`, {}, { headers: { 'x-request-id': 'req-crash' } }),
    );
    expect(crash.name).toBe('InternalError');
    expect(crash.message).toBe('Internal error');
    const logged = logs.lines().find((line) => line.msg === 'request failed unexpectedly');
    expect(logged).toMatchObject({ requestId: 'req-crash', level: 'error' });
    expect(String((logged!.err as { stack?: string }).stack)).toContain('password authentication failed');
  });

  it('when a change commits, then its event is relayed with the request id and consumed by another service', async () => {
    const notes = unique('notes');
    const tally = unique('tally');
    await start(tallyService(tally, { durable: `${tally}-notes`, filter: `events.${notes}.>` }));
    await start(notesService(notes));
    const received: Array<{ event: DomainEvent; requestId?: string }> = [];
    const probe = await bus.consume({
      durable: `${notes}-probe`,
      filter: `events.${notes}.>`,
      handler: async (event, delivery) =>
        void received.push({ event, requestId: delivery.headers['x-request-id'] }),
    });

    const created = await bus.request<{ id: string; eventId: string }>(
      `${notes}.create`,
      { text: 'hello' },
      {
        headers: { 'x-request-id': 'req-hello' },
      },
    );
    await eventually(async () => (await bus.request<number>(`${tally}.count`, {})) === 1, 10_000, 'tally');
    await eventually(() => received.length === 1, 10_000, 'probe');
    await probe.stop();
    expect(received[0]!.event).toMatchObject({
      id: created.eventId,
      type: `${notes}.note-created`,
      data: { noteId: created.id, text: 'hello' },
    });
    expect(received[0]!.requestId).toBe('req-hello');
  });

  it('when the transaction that recorded an event rolls back, then the event is never published', async () => {
    const notes = unique('notes');
    const received: string[] = [];
    const runtime = await start(notesService(notes));
    const probe = await bus.consume({
      durable: `${notes}-probe`,
      filter: `events.${notes}.>`,
      handler: async (event) => void received.push((event.data as { text: string }).text),
    });
    const rolledBack = await failure(bus.request(`${notes}.create`, { text: 'never', rollback: true }));
    expect(isAppError(rolledBack, 'InputError')).toBe(true);
    const kept = await bus.request<{ eventId: string }>(`${notes}.create`, { text: 'kept' });
    await runtime.flushOutbox();
    await eventually(() => received.includes('kept'), 10_000, 'kept event');
    await probe.stop();
    // A consumer gets events in the order they were published, and the outbox relays them in the order they were
    // recorded: had the rolled-back event been published, it would have come before 'kept'.
    expect(received).toEqual(['kept']);
    // Nor is anything left to publish after it: the outbox holds the kept event alone, published.
    const outbox = await runtime.orm.em
      .fork()
      .getConnection()
      .execute(`select "id", "published_at" is not null as "published" from "${notes}"."outbox_event"`);
    expect(outbox).toEqual([{ id: kept.eventId, published: true }]);
  });

  it('when the process dies after a commit but before relaying, then the event is published after restart', async () => {
    const notes = unique('notes');
    const received: string[] = [];
    const probe = await bus.consume({
      durable: `${notes}-probe`,
      filter: `events.${notes}.>`,
      handler: async (event) => void received.push(event.id),
    });
    // A poll interval of an hour: only the pass at start could relay anything.
    const first = await start(notesService(notes), { outboxIntervalMs: 3_600_000 });
    // Waits for the pass at start and runs one more, both finding nothing: the next is an hour away.
    await first.flushOutbox();
    let event: DomainEvent | undefined;
    await first.orm.em.fork().transactional(async (em) => {
      em.create(Note, { id: randomUUID(), text: 'written before the crash', createdAt: new Date() });
      event = recordEvent(em, `${notes}.note-created`, { text: 'written before the crash' });
    });
    const unpublished = await first.orm.em
      .fork()
      .execute(`select "id" from "${notes}"."outbox_event" where "published_at" is null`);
    await first.stop();
    // Still in the outbox when the process dies: no request or consumer asked for a pass, and stopping runs none.
    expect(unpublished).toEqual([{ id: event!.id }]);

    await start(notesService(notes), { outboxIntervalMs: 3_600_000 });
    await eventually(() => received.length === 1, 10_000, 'event after restart');
    await probe.stop();
    expect(received).toEqual([event!.id]);
  });

  it('when an all-in-one process dies after relaying but before its consumers handled the events, then after the restart each consumer gets exactly what it had not handled, once', async () => {
    const notes = unique('notes');
    const tally = unique('tally');
    const consumerDef = tallyService(tally, { durable: `${tally}-notes`, filter: `events.${notes}.>` });
    // Each life of the process has its own in-process bus: what was in it is gone with the process.
    const firstLife = createMemoryBus();
    const firstTally = await start(consumerDef, { bus: firstLife });
    const firstNotes = await start(notesService(notes), { bus: firstLife });
    const handled = await firstLife.request<{ eventId: string }>(`${notes}.create`, { text: 'handled' });
    await eventually(
      async () => (await firstLife.request<number>(`${tally}.count`, {})) === 1,
      10_000,
      'tally',
    );
    // The consumer is busy elsewhere (here: stopped) when the next event is relayed; then the process dies.
    await firstTally.stop();
    const relayed = await firstLife.request<{ eventId: string }>(`${notes}.create`, { text: 'relayed only' });
    await firstNotes.flushOutbox();
    await firstNotes.stop();
    await firstLife.close();

    const secondLife = createMemoryBus();
    const counting = handlingBus(secondLife);
    await start(notesService(notes), { bus: secondLife });
    // Published in the second life before the consumer is back: in the new stream and owed at once.
    const meanwhile = await secondLife.request<{ eventId: string }>(`${notes}.create`, { text: 'meanwhile' });
    await eventually(
      async () =>
        (
          await runtimes
            .at(-1)!
            .orm.em.fork()
            .execute(`select 1 from "${notes}"."outbox_event" where "published_at" is null`)
        ).length === 0,
      10_000,
      'relayed in the second life',
    );
    await start(consumerDef, { bus: counting.bus });
    // The in-process bus adds what a durable is owed to its stream when the durable starts, and delivers the
    // stream in order: an event published after that comes last, and once it is handled nothing owed is to come.
    const after = await secondLife.request<{ eventId: string }>(`${notes}.create`, { text: 'after' });
    await eventually(() => counting.handled.includes(after.eventId), 10_000, 'the event after the restart');
    expect([...counting.handled].sort()).toEqual([relayed.eventId, meanwhile.eventId, after.eventId].sort());
    expect(
      (await secondLife.request<Array<{ eventId: string }>>(`${tally}.list`, {}))
        .map((r) => r.eventId)
        .sort(),
    ).toEqual([handled.eventId, relayed.eventId, meanwhile.eventId, after.eventId].sort());
  });

  it('when the same event is delivered twice, then the handler runs and commits once', async () => {
    const notes = unique('notes');
    const tally = unique('tally');
    const twice = handlingBus(duplicatingBus(bus));
    const consumer = await start(
      tallyService(tally, { durable: `${tally}-notes`, filter: `events.${notes}.>` }),
      { bus: twice.bus },
    );
    await start(notesService(notes));
    const { eventId } = await bus.request<{ eventId: string }>(`${notes}.create`, { text: 'twice' });
    await eventually(() => twice.handled.length === 2, 10_000, 'both deliveries handled');
    expect(twice.handled).toEqual([eventId, eventId]);
    expect(await bus.request(`${tally}.list`, {})).toEqual([{ eventId, eventType: `${notes}.note-created` }]);
    const processed = await consumer.orm.em
      .fork()
      .getConnection()
      .execute(`select "consumer", "event_id" from "${tally}"."processed_event"`);
    expect(processed).toEqual([{ consumer: `${tally}-notes`, event_id: eventId }]);
  });

  it('when a handler fails once and then succeeds, then its writes are committed exactly once', async () => {
    const notes = unique('notes');
    const tally = unique('tally');
    const retrying = handlingBus(bus);
    await start(
      tallyService(tally, { durable: `${tally}-notes`, filter: `events.${notes}.>`, failFirstAttempt: true }),
      { bus: retrying.bus },
    );
    await start(notesService(notes));
    const { eventId } = await bus.request<{ eventId: string }>(`${notes}.create`, { text: 'retried' });
    // Only a delivery that succeeds is noted: the redelivery, after the first one failed and rolled back.
    await eventually(() => retrying.handled.includes(eventId), 10_000, 'the redelivery');
    expect(await bus.request(`${tally}.list`, {})).toEqual([{ eventId, eventType: `${notes}.note-created` }]);
  });

  it('when a consumer keeps failing on one event, then it is parked after maxDeliver and later events are handled', async () => {
    const notes = unique('notes');
    const tally = unique('tally');
    const logs = captureLogs('poison');
    const poisonBus = await infra.isolatedBus('poison', logs.logger);
    await start(
      tallyService(tally, {
        durable: `${tally}-notes`,
        filter: `events.${notes}.>`,
        poisonable: true,
        maxDeliver: 2,
      }),
      { bus: poisonBus },
    );
    const producer = await start(notesService(notes), { bus: poisonBus });
    await producer.orm.em.fork().transactional(async (em) => {
      recordEvent(em, `${notes}.note-created`, { poison: true });
      recordEvent(em, `${notes}.note-created`, { text: 'fine' });
    });
    await producer.flushOutbox();
    await eventually(
      async () => (await poisonBus.request<number>(`${tally}.count`, {})) === 1,
      10_000,
      'good event',
    );
    await eventually(
      () => logs.lines().some((line) => String(line.msg).startsWith('poison message parked')),
      10_000,
      'poison log',
    );
    // The bus logs the parking after the last delivery failed and rolled back: no attempt is still under way.
    expect(await poisonBus.request<number>(`${tally}.count`, {})).toBe(1);
  });

  it('when two replicas of a service run, then requests are shared between them', async () => {
    const name = unique('notes');
    await start(notesService(name, { replica: 'a' }));
    await start(notesService(name, { replica: 'b' }), { bus: await infra.bus('replica-b') });
    // Over NATS the second replica's subscriptions reach the server asynchronously: ask until both have answered.
    const seen = new Set<string>();
    await eventually(
      async () => seen.add((await bus.request<{ replica: string }>(`${name}.whoami`, {})).replica).size === 2,
      10_000,
      () => `answers from both replicas (seen: ${[...seen].join(', ')})`,
    );
    expect([...seen].sort()).toEqual(['a', 'b']);
  });

  it('when a service stops, then a request in flight completes and the next one fails with Unavailable', async () => {
    const name = unique('notes');
    const started = Promise.withResolvers<void>();
    const released = Promise.withResolvers<void>();
    const runtime = await start(
      notesService(name, {
        beforeCreate: async () => {
          started.resolve();
          await released.promise;
        },
      }),
    );
    const slow = bus.request(`${name}.create`, { text: 'in flight' });
    await started.promise;
    let stopped = false;
    const stopping = runtime.stop().then(() => void (stopped = true));
    // Health is drained first: once it finds nobody, the stop is under way and waits for the held request.
    await nobodyServes(bus, `${name}.health`);
    expect(stopped).toBe(false);
    released.resolve();
    await stopping;
    await expect(slow).resolves.toMatchObject({ id: expect.any(String) });
    const error = await failure(bus.request(`${name}.whoami`, {}));
    expect(isAppError(error, 'Unavailable')).toBe(true);
  });
});
