import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DomainEvent } from '@referrals/contracts';
import {
  Errors,
  connectNatsBus,
  createMemoryBus,
  isAppError,
  isLostInFlight,
  type Bus,
  type Delivery,
} from '../src/index.ts';
import type { OwedEvent } from '../src/bus/types.ts';
import {
  TEST_NATS_URL,
  captureLogs,
  createTestInfra,
  dropNatsNamespace,
  eventually,
  nobodyServes,
  uniqueId,
  type TestInfra,
} from '@referrals/service-kit/testing';

const mode = TEST_NATS_URL ? 'NATS' : 'in-process';

function event(type: string, data: unknown = {}, id = randomUUID()): DomainEvent {
  return { id, type, occurredAt: new Date().toISOString(), data };
}

async function failure(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected the promise to fail');
}

describe(`bus (${mode})`, () => {
  let infra: TestInfra;
  let bus: Bus;

  beforeAll(async () => {
    infra = await createTestInfra('bus');
    bus = await infra.bus('bus-test');
  });
  afterAll(async () => {
    await infra.cleanup();
  });

  describe('request/reply', () => {
    it('when a request carries headers, then the handler sees them and the caller gets its answer', async () => {
      const subject = `svc${uniqueId()}.echo`;
      let seen: Record<string, string> = {};
      const sub = bus.serve(subject, async (message) => {
        seen = message.headers;
        return { echoed: message.data, at: new Date(0) };
      });
      const answer = await bus.request(
        subject,
        { hello: 'world' },
        { headers: { 'x-request-id': 'req-1', 'x-principal': '{}' } },
      );
      await sub.drain();
      // Dates arrive as strings on both adapters: the reply went through JSON.
      expect(answer).toEqual({ echoed: { hello: 'world' }, at: '1970-01-01T00:00:00.000Z' });
      expect(seen).toMatchObject({ 'x-request-id': 'req-1', 'x-principal': '{}' });
    });

    it('when a request and its reply are larger than NATS allows in one message, then both arrive whole', async () => {
      const subject = `svc${uniqueId()}.large`;
      // 3 MiB each way, multi-byte characters included: three times the server's 1 MiB max_payload.
      const big = (seed: string) => `${seed}£`.repeat((3 * 1024 * 1024) / (seed.length + 2));
      const sub = bus.serve(subject, async (message) => ({
        length: (message.data as { text: string }).text.length,
        text: big('reply'),
      }));
      const answer = await bus.request<{ length: number; text: string }>(
        subject,
        { text: big('request') },
        { timeoutMs: 20_000 },
      );
      await sub.drain();
      expect(answer.length).toBe(big('request').length);
      expect(answer.text).toBe(big('reply'));
    });

    it('when the handler throws a named error, then the caller gets it by name with its details', async () => {
      const subject = `svc${uniqueId()}.validate`;
      const sub = bus.serve(subject, async () => {
        throw Errors.input('Please fix the form', { email: 'Valid email is required' });
      });
      const error = await failure(bus.request(subject, {}));
      await sub.drain();
      expect(isAppError(error, 'InputError')).toBe(true);
      expect(error.message).toBe('Please fix the form');
      expect(error.fields).toEqual({ email: 'Valid email is required' });
    });

    it('when the handler fails unexpectedly, then the caller gets a bare InternalError without details', async () => {
      const subject = `svc${uniqueId()}.crash`;
      const sub = bus.serve(subject, async () => {
        throw new Error('relation "secret_table" does not exist');
      });
      const error = await failure(bus.request(subject, {}));
      await sub.drain();
      expect(error.name).toBe('InternalError');
      expect(error.message).toBe('Internal error');
      expect(isAppError(error)).toBe(false);
    });

    it('when nothing serves the subject, then the request fails fast with Unavailable', async () => {
      const started = Date.now();
      const error = await failure(bus.request(`nobody${uniqueId()}.here`, {}, { timeoutMs: 5000 }));
      expect(isAppError(error, 'Unavailable')).toBe(true);
      expect(Date.now() - started).toBeLessThan(2500);
    });

    it('when the handler outlives the deadline, then the request fails with Timeout at the deadline', async () => {
      const subject = `svc${uniqueId()}.slow`;
      const released = Promise.withResolvers<void>();
      const sub = bus.serve(subject, async () => {
        await released.promise;
        return 'too late';
      });
      const started = Date.now();
      const error = await failure(bus.request(subject, {}, { timeoutMs: 200 }));
      const elapsed = Date.now() - started;
      released.resolve();
      await sub.drain();
      expect(isAppError(error, 'Timeout')).toBe(true);
      expect(elapsed).toBeGreaterThanOrEqual(150);
      expect(elapsed).toBeLessThan(900);
    });

    it('when a handler works for longer than a replica may stay silent, then its answer still arrives before the deadline', async () => {
      const subject = `svc${uniqueId()}.patient`;
      // Three times the silence after which a request over NATS is given up as lost (NatsBusOptions.lostAfterMs).
      const sub = bus.serve(subject, async () => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        return 'worth the wait';
      });
      const answer = await bus.request(subject, {}, { timeoutMs: 5000 });
      await sub.drain();
      expect(answer).toBe('worth the wait');
    });

    it('when two replicas serve one queue group, then each request is answered once and both take a share', async () => {
      const subject = `svc${uniqueId()}.work`;
      const replicaBus = await infra.bus('replica-2');
      const counts = { a: 0, b: 0 };
      const a = bus.serve(subject, async () => ((counts.a += 1), 'a'), { queue: 'workers' });
      const b = replicaBus.serve(subject, async () => ((counts.b += 1), 'b'), { queue: 'workers' });
      // Subscriptions reach the NATS server asynchronously: ask until both replicas have answered.
      const answers: string[] = [];
      await eventually(
        async () => {
          answers.push(await bus.request<string>(subject, { i: answers.length }));
          return answers.includes('a') && answers.includes('b');
        },
        10_000,
        () => `answers from both replicas (${answers.length} from ${answers[0]} alone)`,
      );
      await Promise.all([a.drain(), b.drain()]);
      expect(counts).toEqual({
        a: answers.filter((answer) => answer === 'a').length,
        b: answers.filter((answer) => answer === 'b').length,
      });
    });

    it('when a subscription drains, then its in-flight request completes and later requests find nobody', async () => {
      const subject = `svc${uniqueId()}.drain`;
      const started = Promise.withResolvers<void>();
      const released = Promise.withResolvers<void>();
      const sub = bus.serve(subject, async () => {
        started.resolve();
        await released.promise;
        return 'finished';
      });
      // On one connection the server takes the subscription before the request that follows it.
      const inflight = bus.request(subject, {});
      await started.promise;
      let drained = false;
      const draining = sub.drain().then(() => void (drained = true));
      await nobodyServes(bus, subject);
      expect(drained).toBe(false);
      released.resolve();
      await draining;
      await expect(inflight).resolves.toBe('finished');
      expect(isAppError(await failure(bus.request(subject, {})), 'Unavailable')).toBe(true);
    });
  });

  describe('events', () => {
    it('when the same event id is published twice, then a consumer receives it once', async () => {
      const prefix = `dup${uniqueId()}`;
      const received: string[] = [];
      const consumer = await bus.consume({
        durable: `${prefix}-consumer`,
        filter: `events.${prefix}.>`,
        handler: async (e) => void received.push(e.id),
      });
      const duplicate = event(`${prefix}.happened`);
      await bus.publishEvent(duplicate);
      await bus.publishEvent(duplicate);
      const marker = event(`${prefix}.marker`);
      await bus.publishEvent(marker);
      await eventually(() => received.includes(marker.id), 10_000, 'marker event');
      await consumer.stop();
      expect(received.filter((id) => id === duplicate.id)).toHaveLength(1);
    });

    it('when a durable consumer is re-created, then it resumes after the last acknowledged event', async () => {
      const prefix = `dur${uniqueId()}`;
      const durable = `${prefix}-consumer`;
      const first: string[] = [];
      const e1 = event(`${prefix}.one`);
      const e2 = event(`${prefix}.two`);
      await bus.publishEvent(e1);
      await bus.publishEvent(e2);
      const c1 = await bus.consume({
        durable,
        filter: `events.${prefix}.>`,
        handler: async (e) => void first.push(e.id),
      });
      await eventually(() => first.length === 2, 10_000, 'first two events');
      await c1.stop();

      const e3 = event(`${prefix}.three`);
      await bus.publishEvent(e3);
      const second: string[] = [];
      const c2 = await bus.consume({
        durable,
        filter: `events.${prefix}.>`,
        handler: async (e) => void second.push(e.id),
      });
      // A durable gets the stream in order: had it resumed before e3, e1 or e2 would have come first.
      await eventually(() => second.length >= 1, 10_000, 'event after restart');
      await c2.stop();
      expect(first).toEqual([e1.id, e2.id]);
      expect(second).toEqual([e3.id]);
    });

    it('when a handler fails once, then the event is redelivered with the next attempt number and its headers', async () => {
      const prefix = `retry${uniqueId()}`;
      const deliveries: Delivery[] = [];
      const consumer = await bus.consume({
        durable: `${prefix}-consumer`,
        filter: `events.${prefix}.>`,
        redeliverDelayMs: 50,
        handler: async (_e, delivery) => {
          deliveries.push(delivery);
          if (delivery.attempt === 1) throw new Error('transient');
        },
      });
      await bus.publishEvent(event(`${prefix}.happened`), { headers: { 'x-request-id': 'req-42' } });
      await eventually(() => deliveries.length === 2, 10_000, 'redelivery');
      // Stopping waits for the delivery under way (over NATS, for its acknowledgement too): the deliveries
      // checked are all this consumer got.
      await consumer.stop();
      expect(deliveries.map((d) => d.attempt)).toEqual([1, 2]);
      expect(deliveries[1]!.headers).toEqual({ 'x-request-id': 'req-42' });
    });

    it('when a handler keeps failing, then the message is parked after maxDeliver and later events still flow', async () => {
      const logs = captureLogs('poison');
      const poisonBus = await infra.isolatedBus('poison', logs.logger);
      const prefix = `poison${uniqueId()}`;
      const poison = event(`${prefix}.bad`);
      const good = event(`${prefix}.good`);
      const attempts: number[] = [];
      const handled: string[] = [];
      const consumer = await poisonBus.consume({
        durable: `${prefix}-consumer`,
        filter: `events.${prefix}.>`,
        maxDeliver: 3,
        redeliverDelayMs: 50,
        handler: async (e, delivery) => {
          if (e.id === poison.id) {
            attempts.push(delivery.attempt);
            throw new Error('cannot handle this one');
          }
          handled.push(e.id);
        },
      });
      await poisonBus.publishEvent(poison);
      await poisonBus.publishEvent(good);
      await eventually(() => handled.includes(good.id), 10_000, 'good event');
      await eventually(
        () => logs.lines().some((line) => String(line.msg).includes('poison') && line.attempt === 3),
        10_000,
        'poison log line',
      );
      await consumer.stop();
      expect(attempts).toEqual([1, 2, 3]);
      // Parked, not redelivered: the failures before the last were logged as to be redelivered, the last as parked
      // (a parked message is terminated, which no redelivery follows).
      expect(
        logs
          .lines()
          .filter((line) => line.attempt !== undefined)
          .map((line) => [line.attempt, line.msg]),
      ).toEqual([
        [1, 'event delivery failed; will redeliver'],
        [2, 'event delivery failed; will redeliver'],
        [3, 'poison message parked: delivery failed too often, skipping it'],
      ]);
    });

    it('when an event is published, then every listener of its subject hears it once, on every replica', async () => {
      const prefix = `heard${uniqueId()}`;
      const replica = await infra.bus('bus-test-replica');
      const heardHere: unknown[] = [];
      const heardThere: unknown[] = [];
      const here = bus.listen(`events.${prefix}.changed`, (data) => void heardHere.push(data));
      const there = replica.listen(`events.${prefix}.changed`, (data) => void heardThere.push(data));
      // NATS subscriptions are registered with the server asynchronously: a request round trip on each
      // connection makes sure they are in place before the event goes out.
      const ping = `svc${uniqueId()}.ping`;
      const pong = bus.serve(ping, async () => 'pong');
      await bus.request(ping, null);
      await replica.request(ping, null);
      await pong.drain();

      const changed = event(`${prefix}.changed`, { loginId: 'login-1' });
      await bus.publishEvent(changed);
      await eventually(() => heardHere.length > 0 && heardThere.length > 0, 10_000, 'both listeners');
      await here.drain();
      await there.drain();
      expect(heardHere).toEqual([changed]);
      expect(heardThere).toEqual([changed]);
    });
  });

  describe('broadcast', () => {
    it('when a message is broadcast, then every listener hears it once, on every replica, until it drains', async () => {
      const subject = `svc${uniqueId()}.cache-changed`;
      const replica = await infra.bus('broadcast-replica');
      const heardHere: unknown[] = [];
      const heardThere: unknown[] = [];
      const here = bus.listen(subject, (data) => void heardHere.push(data));
      const there = replica.listen(subject, (data) => void heardThere.push(data));
      // NATS subscriptions reach the server asynchronously: a round trip on each connection puts them in place.
      const ping = `svc${uniqueId()}.ping`;
      const pong = bus.serve(ping, async () => 'pong');
      await bus.request(ping, null);
      await replica.request(ping, null);
      await pong.drain();

      replica.broadcast(subject, { businessId: 'b-1' });
      await eventually(() => heardHere.length > 0 && heardThere.length > 0, 10_000, 'both listeners');
      await there.drain();
      bus.broadcast(subject, { businessId: 'b-2' });
      await eventually(() => heardHere.length > 1, 10_000, 'the second message');
      await here.drain();

      expect(heardHere).toEqual([{ businessId: 'b-1' }, { businessId: 'b-2' }]);
      expect(heardThere).toEqual([{ businessId: 'b-1' }]);
    });
  });
});

describe('in-process bus: what a durable is owed from before it', () => {
  it('when a durable new to the bus lists what it is owed, then it gets each listed event once, those already in the stream through the stream, and no durable it is not owed to gets them', async () => {
    const bus = createMemoryBus();
    const prefix = `owed${uniqueId()}`;
    const inStream = event(`${prefix}.published-now`);
    const fromBefore = event(`${prefix}.published-before`);
    await bus.publishEvent(inStream);
    const owedTo: string[] = [];
    const ours: string[] = [];
    const consumer = await bus.consume({
      durable: `${prefix}-ours`,
      filter: `events.${prefix}.>`,
      owed: async (): Promise<OwedEvent[]> => {
        owedTo.push('ours');
        return [
          { event: fromBefore, headers: { 'x-request-id': 'req-before' } },
          { event: inStream, headers: {} },
        ];
      },
      handler: async (e, delivery) => void ours.push(`${e.id} ${delivery.headers['x-request-id'] ?? ''}`),
    });
    const others: string[] = [];
    const other = await bus.consume({
      durable: `${prefix}-other`,
      filter: `events.${prefix}.>`,
      handler: async (e) => void others.push(e.id),
    });
    const owedToBoth: string[] = [];
    const alsoOwed = await bus.consume({
      durable: `${prefix}-also-owed`,
      filter: `events.${prefix}.>`,
      owed: async (): Promise<OwedEvent[]> => [{ event: fromBefore, headers: {} }],
      handler: async (e) => void owedToBoth.push(e.id),
    });
    await eventually(
      () => ours.length === 2 && others.length === 1 && owedToBoth.length === 2,
      10_000,
      'deliveries',
    );
    await consumer.stop();

    // Known to the bus now: consuming again resumes where it stands and asks for nothing.
    const again = await bus.consume({
      durable: `${prefix}-ours`,
      filter: `events.${prefix}.>`,
      owed: async () => {
        owedTo.push('ours again');
        return [{ event: fromBefore, headers: {} }];
      },
      handler: async (e) => void ours.push(e.id),
    });
    // Each durable gets the stream in order, and what it is owed is added when it starts: once an event
    // published now has reached all three, nothing owed is still to come.
    const later = event(`${prefix}.published-later`);
    await bus.publishEvent(later);
    await eventually(
      () => ours.includes(later.id) && others.includes(later.id) && owedToBoth.includes(later.id),
      10_000,
      'the later event',
    );
    await Promise.all([again.stop(), other.stop(), alsoOwed.stop()]);
    await bus.close();
    expect(owedTo).toEqual(['ours']);
    expect(ours).toEqual([`${inStream.id} `, `${fromBefore.id} req-before`, later.id]);
    expect(others).toEqual([inStream.id, later.id]);
    // Owed to two durables, the same event reaches each of them.
    expect(owedToBoth).toEqual([inStream.id, fromBefore.id, later.id]);
  });
});

/** A replica of `subject` in a process of its own (support/bus-replica.ts): it takes requests, never answers. */
interface DoomedReplica {
  /** True once a request has reached it. */
  taken(): boolean;
  /** Ends it as a crash or an OOM kill would: no drain, no goodbye to NATS. */
  kill(): void;
}

/** A TCP relay to the NATS server whose connections can be cut, as a NATS restart cuts them. */
interface Relay {
  url: string;
  cut(): void;
  close(): Promise<void>;
}

async function startRelay(natsUrl: string): Promise<Relay> {
  const target = new URL(natsUrl);
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `nats://127.0.0.1:${port}`,
    cut: () => sockets.forEach((socket) => socket.destroy()),
    close: () =>
      new Promise<void>((resolve) => server.close(() => resolve()) && sockets.forEach((s) => s.destroy())),
  };
}

// Only NATS can lose a request: a replica is a process of its own there, and a connection can drop.
if (TEST_NATS_URL) {
  const natsUrl = TEST_NATS_URL;
  describe('NATS bus: requests lost in flight', () => {
    const replicaScript = fileURLToPath(new URL('./support/bus-replica.ts', import.meta.url));
    const namespace = `test_lost_${uniqueId()}`;
    const children = new Set<ChildProcess>();
    const buses: Bus[] = [];
    let caller: Bus;
    let other: Bus;

    const natsBus = async (name: string, url = natsUrl): Promise<Bus> => {
      const bus = await connectNatsBus({ url, name, namespace, logger: captureLogs(name).logger });
      buses.push(bus);
      return bus;
    };

    /** Starts a replica serving `subject` in `queue` and resolves once NATS routes requests to it. */
    async function startReplica(subject: string, queue: string): Promise<DoomedReplica> {
      const child = spawn(process.execPath, [replicaScript], {
        env: {
          PATH: process.env.PATH ?? '',
          NATS_URL: natsUrl,
          NAMESPACE: namespace,
          SUBJECT: subject,
          QUEUE: queue,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.add(child);
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      await eventually(
        () => output.includes('serving'),
        20_000,
        () => `the replica process to serve (exit code ${child.exitCode}, output: ${JSON.stringify(output)})`,
      );
      await caller.request(`${subject}.ready`, {});
      return { taken: () => output.includes('taken'), kill: () => void child.kill('SIGKILL') };
    }

    beforeAll(async () => {
      caller = await natsBus('caller');
      other = await natsBus('other-replica');
    });
    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL');
      for (const bus of buses) await bus.close();
      await dropNatsNamespace(natsUrl, namespace);
    });

    it('when the replica handling a request dies, then the request fails as lost in flight within about a second, not at its deadline', async () => {
      const subject = `svc${uniqueId()}.doomed`;
      const replica = await startReplica(subject, subject);
      const inflight = failure(caller.request(subject, {}, { timeoutMs: 10_000 }));
      await eventually(() => replica.taken(), 10_000, 'the replica to take the request');
      const killedAt = Date.now();
      replica.kill();
      const error = await inflight;
      expect(isLostInFlight(error)).toBe(true);
      expect(error).toMatchObject({ name: 'Unavailable', message: 'The service stopped answering' });
      expect(Date.now() - killedAt).toBeLessThan(1500);
    });

    it('when the replica taking a request dies, then asking again reaches another replica of its queue group', async () => {
      const subject = `svc${uniqueId()}.shared`;
      const replica = await startReplica(subject, 'workers');
      const inflight = failure(caller.request(subject, { attempt: 1 }, { timeoutMs: 10_000 }));
      await eventually(() => replica.taken(), 10_000, 'the first replica to take the request');
      const sub = other.serve(
        subject,
        async (message) => ({ answeredBy: 'the other replica', ...(message.data as object) }),
        {
          queue: 'workers',
        },
      );
      // Answered "no responders" by the server once it has read everything before it on this connection,
      // the subscription included.
      await failure(other.request(`${subject}.nobody`, {}));
      replica.kill();
      expect(isLostInFlight(await inflight)).toBe(true);
      const answer = await caller.request(subject, { attempt: 2 });
      await sub.drain();
      expect(answer).toEqual({ answeredBy: 'the other replica', attempt: 2 });
    });

    it('when the connection to NATS drops, then requests in flight fail as lost at once and later ones are answered once it is back', async () => {
      const relay = await startRelay(natsUrl);
      const relayed = await natsBus('relayed-caller', relay.url);
      const subject = `svc${uniqueId()}.cut`;
      const taken = Promise.withResolvers<void>();
      const released = Promise.withResolvers<void>();
      const sub = other.serve(subject, async () => {
        taken.resolve();
        await released.promise;
        return 'answered';
      });
      await failure(other.request(`${subject}.nobody`, {}));
      const inflight = failure(relayed.request(subject, {}, { timeoutMs: 10_000 }));
      await taken.promise;
      const cutAt = Date.now();
      relay.cut();
      const error = await inflight;
      const lostAfter = Date.now() - cutAt;
      released.resolve();
      const answer = await eventually(
        () => relayed.request(subject, {}).catch(() => null),
        15_000,
        'an answer once the connection is back',
      );
      await sub.drain();
      await relay.close();
      expect(isLostInFlight(error)).toBe(true);
      expect(lostAfter).toBeLessThan(1000);
      expect(answer).toBe('answered');
    });
  });
}
