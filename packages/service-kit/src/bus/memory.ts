import { AsyncLocalStorage } from 'node:async_hooks';
import type { DomainEvent } from '@referrals/contracts';
import { eventSubject } from '@referrals/contracts';
import type { Logger } from 'pino';
import { Errors } from '../errors.ts';
import { createLogger } from '../logger.ts';
import type {
  BroadcastHandler,
  Bus,
  BusHeaders,
  ConsumeOptions,
  EventConsumer,
  EventHandler,
  OwedEvent,
  PublishEventOptions,
  RequestHandler,
  RequestOptions,
  ServeOptions,
  Subscription,
} from './types.ts';
import {
  DEFAULT_MAX_DELIVER,
  DEFAULT_REDELIVER_DELAY_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  assertDurableName,
  encodeJson,
  failureReply,
  normalizeHeaders,
  openReply,
  parseEvent,
  subjectMatches,
  successReply,
} from './wire.ts';

/** Options of {@link createMemoryBus}. */
export interface MemoryBusOptions {
  /** Receives poison-message and handler-failure reports (default: silent). */
  logger?: Logger;
  /** Like JetStream's `duplicate_window`: a second publish of an event id within it is dropped (default 2 min). */
  duplicateWindowMs?: number;
}

interface Server {
  subject: string;
  queue: string;
  handler: RequestHandler;
  draining: boolean;
  inflight: Set<Promise<string>>;
}

interface QueueGroup {
  servers: Server[];
  next: number;
}

interface StoredEvent {
  seq: number;
  /** The event's id (the dedupe key). */
  id: string;
  subject: string;
  payload: string;
  headers: BusHeaders;
  /** Set for an event a consumer said it was owed (`ConsumeOptions.owed`): only that durable gets it. */
  only?: string;
}

interface Worker {
  handler: EventHandler;
  busy: boolean;
  stopping: boolean;
  current: Promise<void> | null;
}

interface Durable {
  name: string;
  filter: string;
  maxDeliver: number;
  redeliverDelayMs: number;
  /** Index into the stream of the next message never delivered to this durable. */
  cursor: number;
  /** Failed messages whose redelivery delay has passed, lowest sequence first. */
  ready: number[];
  /** Failed messages waiting for their redelivery delay. */
  waiting: Map<number, NodeJS.Timeout>;
  /** Delivery counts of messages not yet acknowledged. */
  deliveries: Map<number, number>;
  workers: Set<Worker>;
}

/**
 * The in-process bus of the all-in-one mode and of tests. It mirrors the NATS adapter's semantics so that
 * code proven against one behaves the same on the other: queue groups with one handler per group per
 * request, Unavailable at once without a subscriber, Timeout past the deadline, errors by name through
 * the same JSON reply format, and a JetStream-like event stream with dedupe and durable consumers.
 *
 * Unlike JetStream the stream lives in memory and is gone with the process: a consumer's durable position
 * survives a restart only through what the consumer says it is owed when it starts (`ConsumeOptions.owed`;
 * the kit's consumers derive it from their processed-event table and the outboxes).
 */
export function createMemoryBus(options: MemoryBusOptions = {}): Bus {
  const log = options.logger ?? createLogger({ name: 'memory-bus', level: 'silent' });
  const duplicateWindowMs = options.duplicateWindowMs ?? 120_000;
  const groups = new Map<string, Map<string, QueueGroup>>();
  const stream: StoredEvent[] = [];
  const recentIds = new Map<string, number>();
  const durables = new Map<string, Durable>();
  const subscriptions = new Set<Subscription>();
  const listeners = new Map<string, Set<BroadcastHandler>>();
  const consumers = new Set<EventConsumer>();
  let closed = false;
  // Handlers run in the async context of the bus's creation, never the caller's. Over NATS nothing crosses
  // the wire but the message; here AsyncLocalStorage state would (e.g. MikroORM's transaction context),
  // and a consumer or callee would silently join the publisher's or caller's transaction.
  const detached = AsyncLocalStorage.snapshot();

  const assertOpen = (): void => {
    if (closed) throw Errors.unavailable('The bus is closed');
  };

  // The served patterns a subject matches, remembered until the set of served patterns changes: matching
  // every pattern on every request cost as much as a hot read's own work.
  const matching = new Map<string, Map<string, QueueGroup>[]>();

  function pickServers(subject: string): Server[] {
    let served = matching.get(subject);
    if (!served) {
      served = [...groups]
        .filter(([pattern]) => subjectMatches(pattern, subject))
        .map(([, byQueue]) => byQueue);
      matching.set(subject, served);
    }
    const picked: Server[] = [];
    for (const byQueue of served) {
      for (const group of byQueue.values()) {
        const active = group.servers.filter((s) => !s.draining);
        if (active.length === 0) continue;
        picked.push(active[group.next % active.length]!);
        group.next = (group.next + 1) % Number.MAX_SAFE_INTEGER;
      }
    }
    return picked;
  }

  function runHandler(
    server: Server,
    subject: string,
    payload: string,
    headers: BusHeaders,
  ): Promise<string> {
    const task = detached(async () => {
      // Yield first, as a network hop would: the caller never runs handler code synchronously.
      await new Promise<void>((resolve) => setImmediate(resolve));
      try {
        const result = await server.handler({ subject, data: JSON.parse(payload), headers: { ...headers } });
        return successReply(result);
      } catch (error) {
        return failureReply(error);
      }
    });
    server.inflight.add(task);
    void task.finally(() => server.inflight.delete(task));
    return task;
  }

  async function request<R>(subject: string, data: unknown, requestOptions: RequestOptions = {}): Promise<R> {
    assertOpen();
    const servers = pickServers(subject);
    if (servers.length === 0) throw Errors.unavailable();
    const payload = encodeJson(data);
    const headers = normalizeHeaders(requestOptions.headers);
    const timeoutMs = requestOptions.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Errors.timeout()), timeoutMs);
    });
    try {
      // Like NATS, the first reply wins when several queue groups listen on one subject.
      const text = await Promise.race([
        ...servers.map((s) => runHandler(s, subject, payload, headers)),
        deadline,
      ]);
      return openReply<R>(text);
    } finally {
      clearTimeout(timer);
    }
  }

  function serve(subject: string, handler: RequestHandler, serveOptions: ServeOptions = {}): Subscription {
    assertOpen();
    const queue = serveOptions.queue ?? subject;
    const server: Server = { subject, queue, handler, draining: false, inflight: new Set() };
    const byQueue = groups.get(subject) ?? new Map<string, QueueGroup>();
    groups.set(subject, byQueue);
    matching.clear();
    const group = byQueue.get(queue) ?? { servers: [], next: 0 };
    byQueue.set(queue, group);
    group.servers.push(server);

    const subscription: Subscription = {
      async drain() {
        server.draining = true;
        group.servers = group.servers.filter((s) => s !== server);
        if (group.servers.length === 0) byQueue.delete(queue);
        if (byQueue.size === 0) {
          groups.delete(subject);
          matching.clear();
        }
        while (server.inflight.size > 0) await Promise.allSettled([...server.inflight]);
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  async function publishEvent(event: DomainEvent, publishOptions: PublishEventOptions = {}): Promise<void> {
    assertOpen();
    const now = Date.now();
    const seenAt = recentIds.get(event.id);
    if (seenAt !== undefined && now - seenAt < duplicateWindowMs) return;
    recentIds.set(event.id, now);
    if (recentIds.size > 10_000) {
      for (const [id, at] of recentIds) if (now - at >= duplicateWindowMs) recentIds.delete(id);
    }
    stream.push({
      seq: stream.length + 1,
      id: event.id,
      subject: eventSubject(event.type),
      payload: encodeJson(event),
      headers: normalizeHeaders(publishOptions.headers),
    });
    for (const durable of durables.values()) pump(durable);
    // Over NATS a published event is also a plain message on its subject, which listeners hear: so here.
    broadcast(eventSubject(event.type), event);
  }

  function nextFor(durable: Durable): StoredEvent | null {
    const redelivery = durable.ready.shift();
    if (redelivery !== undefined) return stream[redelivery - 1]!;
    while (durable.cursor < stream.length) {
      const candidate = stream[durable.cursor]!;
      durable.cursor += 1;
      if (candidate.only !== undefined && candidate.only !== durable.name) continue;
      if (subjectMatches(durable.filter, candidate.subject)) return candidate;
    }
    return null;
  }

  function pump(durable: Durable): void {
    for (const worker of durable.workers) {
      if (worker.busy || worker.stopping) continue;
      const message = nextFor(durable);
      if (!message) return;
      deliver(durable, worker, message);
    }
  }

  function deliver(durable: Durable, worker: Worker, message: StoredEvent): void {
    const attempt = (durable.deliveries.get(message.seq) ?? 0) + 1;
    durable.deliveries.set(message.seq, attempt);
    worker.busy = true;
    worker.current = detached(async () => {
      // Deliveries never run inside the publisher's call stack (it may hold a database transaction).
      await new Promise<void>((resolve) => setImmediate(resolve));
      try {
        const event = parseEvent(message.payload);
        await worker.handler(event, { attempt, headers: { ...message.headers } });
        durable.deliveries.delete(message.seq);
      } catch (error) {
        settleFailure(durable, message, attempt, error);
      } finally {
        worker.busy = false;
        worker.current = null;
        if (!closed) pump(durable);
      }
    });
  }

  function settleFailure(durable: Durable, message: StoredEvent, attempt: number, error: unknown): void {
    const context = {
      durable: durable.name,
      subject: message.subject,
      seq: message.seq,
      attempt,
      err: error,
    };
    let malformed = false;
    try {
      parseEvent(message.payload);
    } catch {
      malformed = true;
    }
    if (malformed || attempt >= durable.maxDeliver) {
      durable.deliveries.delete(message.seq);
      log.error(context, 'poison message parked: delivery failed too often, skipping it');
      return;
    }
    log.warn(context, 'event delivery failed; will redeliver');
    const timer = setTimeout(() => {
      durable.waiting.delete(message.seq);
      durable.ready.push(message.seq);
      durable.ready.sort((a, b) => a - b);
      pump(durable);
    }, durable.redeliverDelayMs);
    durable.waiting.set(message.seq, timer);
  }

  /**
   * Appends what a new durable says it is owed to the stream, for that durable only, leaving out what the
   * stream already holds for every durable (published in this process's life, it reaches the durable through
   * its cursor). Entries appended for another durable do not count: each durable is owed its own.
   */
  function appendOwed(durable: string, owed: OwedEvent[]): void {
    const inStream = new Set(stream.filter((stored) => stored.only === undefined).map((stored) => stored.id));
    for (const { event, headers } of owed) {
      if (inStream.has(event.id)) continue;
      inStream.add(event.id);
      stream.push({
        seq: stream.length + 1,
        id: event.id,
        subject: eventSubject(event.type),
        payload: encodeJson(event),
        headers: normalizeHeaders(headers),
        only: durable,
      });
    }
  }

  async function consume(consumeOptions: ConsumeOptions): Promise<EventConsumer> {
    assertOpen();
    assertDurableName(consumeOptions.durable);
    // A durable new to this bus may be owed events from before it (the stream starts empty at every start).
    const owed =
      consumeOptions.owed && !durables.has(consumeOptions.durable) ? await consumeOptions.owed() : [];
    assertOpen();
    const existing = durables.get(consumeOptions.durable);
    // Asked by a concurrent first consume of the same durable as well: that one appends them.
    if (!existing) appendOwed(consumeOptions.durable, owed);
    const durable: Durable = existing ?? {
      name: consumeOptions.durable,
      filter: consumeOptions.filter,
      maxDeliver: DEFAULT_MAX_DELIVER,
      redeliverDelayMs: DEFAULT_REDELIVER_DELAY_MS,
      cursor: 0,
      ready: [],
      waiting: new Map(),
      deliveries: new Map(),
      workers: new Set(),
    };
    durable.filter = consumeOptions.filter;
    durable.maxDeliver = consumeOptions.maxDeliver ?? DEFAULT_MAX_DELIVER;
    durable.redeliverDelayMs = consumeOptions.redeliverDelayMs ?? DEFAULT_REDELIVER_DELAY_MS;
    durables.set(durable.name, durable);

    const worker: Worker = { handler: consumeOptions.handler, busy: false, stopping: false, current: null };
    durable.workers.add(worker);
    const consumer: EventConsumer = {
      async stop() {
        worker.stopping = true;
        durable.workers.delete(worker);
        await worker.current;
        consumers.delete(consumer);
      },
      async pending() {
        return stream
          .slice(durable.cursor)
          .filter(
            (stored) =>
              (stored.only === undefined || stored.only === durable.name) &&
              subjectMatches(durable.filter, stored.subject),
          ).length;
      },
    };
    consumers.add(consumer);
    queueMicrotask(() => pump(durable));
    return consumer;
  }

  function broadcast(subject: string, data: unknown): void {
    // At most once, like NATS core: a closed bus drops it.
    if (closed) return;
    const payload = encodeJson(data);
    for (const handler of listeners.get(subject) ?? []) {
      detached(() =>
        setImmediate(() => {
          try {
            handler(JSON.parse(payload));
          } catch (error) {
            log.error({ err: error, subject }, 'broadcast listener failed');
          }
        }),
      );
    }
  }

  function listen(subject: string, handler: BroadcastHandler): Subscription {
    assertOpen();
    // One entry per call, so the same function listening twice hears each message twice, as over NATS.
    const entry: BroadcastHandler = (data) => handler(data);
    const forSubject = listeners.get(subject) ?? new Set<BroadcastHandler>();
    listeners.set(subject, forSubject);
    forSubject.add(entry);
    const subscription: Subscription = {
      async drain() {
        forSubject.delete(entry);
        if (forSubject.size === 0) listeners.delete(subject);
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  async function close(): Promise<void> {
    if (closed) return;
    await Promise.all([...subscriptions].map((s) => s.drain()));
    await Promise.all([...consumers].map((c) => c.stop()));
    closed = true;
    for (const durable of durables.values())
      for (const timer of durable.waiting.values()) clearTimeout(timer);
  }

  return {
    kind: 'memory',
    request,
    serve,
    publishEvent,
    consume,
    broadcast,
    listen,
    close,
  };
}
