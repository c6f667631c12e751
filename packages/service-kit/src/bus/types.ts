import type { DomainEvent } from '@referrals/contracts';

export type BusHeaders = Record<string, string>;

export interface BusMessage<T = unknown> {
  subject: string;
  data: T;
  headers: BusHeaders;
}

/** Answers one request; a thrown AppError travels back to the caller by name. */
export type RequestHandler = (message: BusMessage) => Promise<unknown>;

export interface RequestOptions {
  headers?: BusHeaders;
  /** Deadline in milliseconds (default 5000). Past it the caller gets a Timeout error. */
  timeoutMs?: number;
}

export interface ServeOptions {
  /** Queue group: replicas in one group share the load (default: the subject). */
  queue?: string;
}

export interface Subscription {
  /** Stop taking new requests and wait for the in-flight ones to finish. */
  drain(): Promise<void>;
}

/** What a consumer learns about one delivery besides the event itself. */
export interface Delivery {
  /** 1 for the first delivery, 2 for the first redelivery, ... */
  attempt: number;
  /** Headers published with the event (e.g. `x-request-id` of the request that caused it). */
  headers: BusHeaders;
}

/** Handles one delivery of a domain event. Throwing makes the bus redeliver it later. */
export type EventHandler = (event: DomainEvent, delivery: Delivery) => Promise<void>;

export interface PublishEventOptions {
  /** Carried to consumers with the event, e.g. the request id for log correlation. */
  headers?: BusHeaders;
}

/** An event a durable consumer is owed, with the headers it was published with. */
export interface OwedEvent {
  event: DomainEvent;
  headers: BusHeaders;
}

export interface ConsumeOptions {
  /** Durable consumer name: deliveries resume where it left off after a restart. */
  durable: string;
  /** Subject filter, e.g. `events.identity.>`. */
  filter: string;
  handler: EventHandler;
  /** Deliveries before a message is parked as poison (default 5). */
  maxDeliver?: number;
  /** Delay before redelivering a failed message (default 1000 ms). */
  redeliverDelayMs?: number;
  /**
   * What this durable is owed from before the bus existed, by the consumer's own records. The in-process bus,
   * whose stream lives in memory and starts empty with every process, asks once, when the durable is new to
   * it, and delivers each listed event not already in its stream (to this durable only). The NATS adapter
   * never asks: JetStream keeps the durable's position across restarts itself.
   */
  owed?: () => Promise<OwedEvent[]>;
}

export interface EventConsumer {
  stop(): Promise<void>;
  /**
   * How many events matching the durable's filter it has still to be delivered (JetStream's `num_pending`; the
   * in-process bus counts its own stream): the `consumer_lag_messages` metric.
   */
  pending?(): Promise<number>;
}

/** Handles one broadcast message; it cannot fail the sender (nothing answers a broadcast). */
export type BroadcastHandler = (data: unknown) => void;

export interface ListenOptions {
  /**
   * Called when messages may have been missed (the NATS connection was lost and came back): a listener
   * that keeps state in step with broadcasts must then assume it missed anything.
   */
  onGap?: () => void;
}

/**
 * The one bus interface. Two adapters implement it with the same semantics: NATS (+ JetStream for
 * events) for the distributed mode and an in-process one for the all-in-one mode and tests.
 */
export interface Bus {
  readonly kind: 'nats' | 'memory';
  /**
   * Request/reply. Fails with Unavailable when nothing serves the subject, Timeout past the deadline, and with
   * an Unavailable marked lost in flight (`isLostInFlight`) when the request was sent but its replica stopped
   * answering before it replied (the process died, or a NATS connection dropped): within about a second, not at
   * the deadline, since the replica handling a request shows it is alive until it replies. Such a request may
   * or may not have been carried out. The in-process bus never loses a request (a process cannot lose part
   * of itself), so only the NATS adapter fails this way.
   */
  request<R = unknown>(subject: string, data: unknown, options?: RequestOptions): Promise<R>;
  serve(subject: string, handler: RequestHandler, options?: ServeOptions): Subscription;
  /** Publishes a domain event durably; the event id is the dedupe key (`Nats-Msg-Id`). */
  publishEvent(event: DomainEvent, options?: PublishEventOptions): Promise<void>;
  /** Durable, at-least-once delivery with explicit ack of the events matching `filter`. */
  consume(options: ConsumeOptions): Promise<EventConsumer>;
  /**
   * Sends `data` to every listener of `subject`, every replica included (no queue group), at most once and
   * not stored: for news whose loss a listener can make up for (see ListenOptions.onGap), such as telling
   * the replicas of a service to drop a cached read. Domain facts go through publishEvent.
   */
  broadcast(subject: string, data: unknown): void;
  /**
   * Hears every broadcast on `subject` from now on, in this process, and every domain event published on it
   * (`events.<type>`, the event as data): each replica hears each one, e.g. to drop a cached copy.
   */
  listen(subject: string, handler: BroadcastHandler, options?: ListenOptions): Subscription;
  /** Drains subscriptions and closes the connection. */
  close(): Promise<void>;
}
