import { connect } from '@nats-io/transport-node';
import {
  ClosedConnectionError,
  DrainingConnectionError,
  RequestError,
  TimeoutError,
  headers as natsHeaders,
  nanos,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from '@nats-io/nats-core';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JetStreamManager,
  type JsMsg,
  type StreamConfig,
} from '@nats-io/jetstream';
import { EVENTS_STREAM, EVENTS_SUBJECT_PREFIX, eventSubject, type DomainEvent } from '@referrals/contracts';
import type { Logger } from 'pino';
import { Errors, isAppError } from '../errors.ts';
import { EVENT_RETENTION_MS } from '../retention.ts';
import type {
  BroadcastHandler,
  Bus,
  BusHeaders,
  ConsumeOptions,
  EventConsumer,
  ListenOptions,
  PublishEventOptions,
  RequestHandler,
  RequestOptions,
  ServeOptions,
  Subscription,
} from './types.ts';
import {
  DEFAULT_LOST_AFTER_MS,
  DEFAULT_MAX_DELIVER,
  DEFAULT_REDELIVER_DELAY_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  assertDurableName,
  encodeJson,
  failureReply,
  openReply,
  parseEvent,
  successReply,
} from './wire.ts';
import { largeBodies, withStoredBody } from './large-bodies.ts';
import { PROGRESS_HEADER, keepAlive, replyInbox } from './replies.ts';

/** Options of {@link connectNatsBus}. */
export interface NatsBusOptions {
  /** One server URL or a comma-separated list. */
  url: string;
  /** Connection name shown by the NATS server (e.g. the service name). */
  name: string;
  logger: Logger;
  /** JetStream stream that stores the domain events (default {@link eventsStreamOf} the namespace). */
  stream?: string;
  /**
   * Prefix for every subject this bus uses, requests and events alike. Lets several independent stacks
   * (or parallel test files) share one NATS server without hearing each other. Default: none.
   */
  namespace?: string;
  /** How long the server waits for an ack before redelivering (default 30 s; long handlers send progress). */
  ackWaitMs?: number;
  /** JetStream dedupe window for `Nats-Msg-Id` (default 2 min). */
  duplicateWindowMs?: number;
  /**
   * How long a request waits without a sign of life from the replica handling it before failing as lost in
   * flight (default 1000 ms); replicas send one every quarter of it while their handler runs.
   */
  lostAfterMs?: number;
  /** Servers keeping the events stream (default 1; NATS_STREAM_REPLICAS, at most the cluster's size). */
  streamReplicas?: number;
}

/**
 * The events stream of a namespace: `EVENTS`, or `EVENTS_<NAMESPACE>` (streams of different namespaces cover
 * different subjects, `<namespace>.events.>`, as JetStream requires).
 */
export function eventsStreamOf(namespace: string | null | undefined): string {
  return namespace
    ? `${EVENTS_STREAM}_${namespace.replace(/[^A-Za-z0-9_-]/g, '_').toUpperCase()}`
    : EVENTS_STREAM;
}

/**
 * Connects the NATS adapter of the bus: core request/reply with queue groups for endpoints, JetStream
 * (one stream, durable pull consumers with explicit ack) for domain events. Ensures the stream exists.
 */
export async function connectNatsBus(options: NatsBusOptions): Promise<Bus> {
  const log = options.logger.child({ component: 'nats-bus' });
  const streamName = options.stream ?? eventsStreamOf(options.namespace);
  const ackWaitMs = options.ackWaitMs ?? 30_000;
  const prefix = options.namespace ? `${options.namespace}.` : '';
  const subjectOf = (subject: string): string => `${prefix}${subject}`;

  const nc = await connect({
    servers: options.url.split(',').map((s) => s.trim()),
    name: options.name,
    // Services outlive NATS restarts: keep reconnecting instead of dying after the default 10 attempts.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    // Otherwise every nats.js request (JetStream's API, the Object Store; bus requests use replies.ts) builds
    // two Error objects up front, stack traces for a timeout that rarely comes. Failures still arrive as errors.
    noAsyncTraces: true,
  });
  /** Listeners to tell when the connection came back: broadcasts sent meanwhile were lost to them. */
  const gapWatchers = new Set<() => void>();
  const inbox = replyInbox(nc, options.lostAfterMs ?? DEFAULT_LOST_AFTER_MS, log);
  void watchStatus(nc, log, {
    onDisconnect: () => inbox.disconnected(),
    onReconnect: () => {
      inbox.reconnected();
      for (const onGap of gapWatchers) onGap();
    },
  });

  let jsm: JetStreamManager;
  try {
    jsm = await jetstreamManager(nc);
    await ensureStream(jsm, {
      name: streamName,
      subjects: [subjectOf(`${EVENTS_SUBJECT_PREFIX}.>`)],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      discard: DiscardPolicy.Old,
      max_age: nanos(EVENT_RETENTION_MS),
      duplicate_window: nanos(options.duplicateWindowMs ?? 120_000),
      num_replicas: options.streamReplicas ?? 1,
    });
  } catch (error) {
    await nc.close().catch(() => undefined);
    throw error;
  }
  const js = jetstream(nc);
  const bodies = largeBodies(nc, options.namespace);
  const subscriptions = new Set<Subscription>();
  const consumers = new Set<EventConsumer>();
  let closing: Promise<void> | null = null;

  async function request<R>(subject: string, data: unknown, requestOptions: RequestOptions = {}): Promise<R> {
    let reply: Msg;
    try {
      const body = await bodies.send(encodeJson(data));
      reply = await inbox.request(
        subjectOf(subject),
        body.payload,
        withStoredBody(toNatsHeaders(requestOptions.headers), body),
        requestOptions.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      );
    } catch (error) {
      throw mapRequestError(error);
    }
    return openReply<R>(await bodies.receive(reply));
  }

  function serve(subject: string, handler: RequestHandler, serveOptions: ServeOptions = {}): Subscription {
    const inflight = new Set<Promise<void>>();
    const answer = async (msg: Msg): Promise<void> => {
      let text: string;
      try {
        const data = JSON.parse((await bodies.receive(msg)) || 'null') as unknown;
        const result = await handler({ subject, data, headers: fromNatsHeaders(msg.headers) });
        text = successReply(result);
      } catch (error) {
        text = failureReply(error);
      }
      if (!msg.reply) return;
      try {
        const body = await bodies.send(text);
        msg.respond(body.payload, { headers: withStoredBody(undefined, body) });
      } catch (error) {
        // The Object Store refused a large body, or the connection failed: the caller should get an error, not silence.
        log.error({ err: error, subject }, 'could not send reply');
        try {
          msg.respond(failureReply(error));
        } catch {
          // The connection is gone; the caller gives the request up as lost.
        }
      }
    };
    const handle = async (msg: Msg): Promise<void> => {
      // From the start: reading a large request body from the Object Store already takes time.
      const stopProgress = keepAlive(nc, msg);
      try {
        await answer(msg);
      } finally {
        stopProgress?.();
      }
    };
    const sub = nc.subscribe(subjectOf(subject), {
      queue: serveOptions.queue ?? subject,
      callback: (error, msg) => {
        if (error) {
          log.error({ err: error, subject }, 'subscription failed');
          return;
        }
        const task = handle(msg);
        inflight.add(task);
        void task.finally(() => inflight.delete(task));
      },
    });
    const subscription: Subscription = {
      async drain() {
        if (!sub.isClosed() && !sub.isDraining()) await sub.drain().catch(() => undefined);
        while (inflight.size > 0) await Promise.allSettled([...inflight]);
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  async function publishEvent(event: DomainEvent, publishOptions: PublishEventOptions = {}): Promise<void> {
    await js.publish(subjectOf(eventSubject(event.type)), encodeJson(event), {
      msgID: event.id,
      headers: toNatsHeaders(publishOptions.headers),
    });
  }

  async function consume(consumeOptions: ConsumeOptions): Promise<EventConsumer> {
    assertDurableName(consumeOptions.durable);
    const maxDeliver = consumeOptions.maxDeliver ?? DEFAULT_MAX_DELIVER;
    const redeliverDelayMs = consumeOptions.redeliverDelayMs ?? DEFAULT_REDELIVER_DELAY_MS;
    const durable = consumeOptions.durable;
    const settings = {
      ack_wait: nanos(ackWaitMs),
      max_deliver: maxDeliver,
      max_ack_pending: 1000,
      // NATS 2.9: a single filter subject (filter_subjects needs 2.10).
      filter_subject: subjectOf(consumeOptions.filter),
    };
    try {
      await jsm.consumers.add(streamName, {
        ...settings,
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
      });
    } catch (error) {
      // Already there with other settings (e.g. a new max_deliver): adopt ours.
      if (!(error instanceof JetStreamApiError)) throw error;
      await jsm.consumers.update(streamName, durable, settings);
    }
    const consumer = await js.consumers.get(streamName, durable);
    // A small prefetch: buffered messages' ack_wait already runs while earlier ones are being handled.
    const messages: ConsumerMessages = await consumer.consume({ max_messages: 8 });
    let stopping = false;
    const context = { durable };

    const handleDelivery = async (msg: JsMsg): Promise<void> => {
      const attempt = msg.info.deliveryCount;
      let event: DomainEvent;
      try {
        event = parseEvent(msg.string());
      } catch (error) {
        log.error({ ...context, err: error, seq: msg.seq }, 'poison message parked: malformed event');
        msg.term('malformed event');
        return;
      }
      // Long handlers keep the delivery alive instead of having it redelivered under their feet.
      const progress = setInterval(() => msg.working(), Math.max(1000, Math.floor(ackWaitMs / 3)));
      try {
        await consumeOptions.handler(event, { attempt, headers: fromNatsHeaders(msg.headers) });
        await msg
          .ackAck()
          .catch((error: unknown) => log.warn({ ...context, err: error }, 'ack not confirmed'));
      } catch (error) {
        const details = { ...context, eventId: event.id, type: event.type, attempt, err: error };
        if (attempt >= maxDeliver) {
          log.error(details, 'poison message parked: delivery failed too often, skipping it');
          msg.term('max deliveries reached');
        } else {
          log.warn(details, 'event delivery failed; will redeliver');
          msg.nak(redeliverDelayMs);
        }
      } finally {
        clearInterval(progress);
      }
    };

    const loop = (async () => {
      try {
        for await (const msg of messages) {
          // Messages already buffered when stopping go straight back, so the next consumer gets them now
          // instead of after ack_wait (this counts as a delivery towards max_deliver).
          if (stopping) msg.nak();
          else await handleDelivery(msg);
        }
      } catch (error) {
        if (!stopping) log.error({ ...context, err: error }, 'event consumer stopped unexpectedly');
      }
    })();

    const eventConsumer: EventConsumer = {
      async stop() {
        if (stopping) return loop;
        stopping = true;
        await Promise.all([messages.close().catch(() => undefined), loop]);
        consumers.delete(eventConsumer);
      },
      async pending() {
        return (await consumer.info()).num_pending;
      },
    };
    consumers.add(eventConsumer);
    return eventConsumer;
  }

  function broadcast(subject: string, data: unknown): void {
    try {
      nc.publish(subjectOf(subject), encodeJson(data));
    } catch (error) {
      // At most once by contract: listeners make up for lost messages (ListenOptions.onGap).
      log.warn({ err: error, subject }, 'broadcast not sent');
    }
  }

  function listen(
    subject: string,
    handler: BroadcastHandler,
    listenOptions: ListenOptions = {},
  ): Subscription {
    const onGap = listenOptions.onGap;
    if (onGap) gapWatchers.add(onGap);
    const sub = nc.subscribe(subjectOf(subject), {
      callback: (error, msg) => {
        if (error) {
          log.error({ err: error, subject }, 'subscription failed');
          return;
        }
        try {
          handler(JSON.parse(msg.string() || 'null'));
        } catch (failure) {
          log.error({ err: failure, subject }, 'broadcast listener failed');
        }
      },
    });
    const subscription: Subscription = {
      async drain() {
        if (onGap) gapWatchers.delete(onGap);
        if (!sub.isClosed() && !sub.isDraining()) await sub.drain().catch(() => undefined);
        subscriptions.delete(subscription);
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  async function close(): Promise<void> {
    closing ??= (async () => {
      await Promise.all([...subscriptions].map((s) => s.drain()));
      await Promise.all([...consumers].map((c) => c.stop()));
      inbox.close();
      if (!nc.isClosed()) await nc.drain().catch(() => nc.close());
    })();
    return closing;
  }

  return { kind: 'nats', request, serve, publishEvent, consume, broadcast, listen, close };
}

/** Creates the stream, or brings an existing one to our configuration; safe when replicas race. */
async function ensureStream(
  jsm: JetStreamManager,
  config: Partial<StreamConfig> & { name: string },
): Promise<void> {
  try {
    await jsm.streams.add(config);
  } catch (error) {
    if (!(error instanceof JetStreamApiError)) throw error;
    const { name, storage: _storage, retention: _retention, ...updatable } = config;
    await jsm.streams.update(name, updatable);
  }
}

function mapRequestError(error: unknown): unknown {
  if (isAppError(error)) return error;
  if (error instanceof RequestError && error.isNoResponders()) return Errors.unavailable();
  if (error instanceof TimeoutError || (error as Error)?.cause instanceof TimeoutError)
    return Errors.timeout();
  if (error instanceof ClosedConnectionError || error instanceof DrainingConnectionError) {
    return Errors.unavailable('The bus connection is closed');
  }
  return error;
}

function toNatsHeaders(headers: BusHeaders | undefined): MsgHdrs | undefined {
  const entries = Object.entries(headers ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (entries.length === 0) return undefined;
  const h = natsHeaders();
  for (const [key, value] of entries) h.set(key.toLowerCase(), String(value));
  return h;
}

function fromNatsHeaders(headers: MsgHdrs | undefined): BusHeaders {
  const out: BusHeaders = {};
  if (!headers) return out;
  for (const key of headers.keys()) {
    const lower = key.toLowerCase();
    // JetStream's own headers (Nats-Msg-Id, ...) are transport details, not application headers.
    // So are the bus's own (signs of life a request asks for).
    if (lower.startsWith('nats-') || lower === PROGRESS_HEADER) continue;
    out[lower] = headers.get(key);
  }
  return out;
}

async function watchStatus(
  nc: NatsConnection,
  log: Logger,
  on: { onDisconnect: () => void; onReconnect: () => void },
): Promise<void> {
  for await (const status of nc.status()) {
    if (status.type === 'disconnect' || status.type === 'error')
      log.warn({ status: status.type }, 'nats connection trouble');
    if (status.type === 'disconnect') on.onDisconnect();
    else if (status.type === 'reconnect') {
      log.info({ status: status.type }, 'nats reconnected');
      on.onReconnect();
    }
  }
}
