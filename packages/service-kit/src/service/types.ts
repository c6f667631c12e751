import type { EntityManager, MikroORM } from '@mikro-orm/sql';
import type { Migration } from '@mikro-orm/migrations';
import type { DomainEvent, Principal, ServiceName } from '@referrals/contracts';
import type { Logger } from 'pino';
import type { Bus } from '../bus/types.ts';
import type { PlatformConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { FileStore } from '../files/types.ts';
import type { Clock } from '../scheduler/clock.ts';
import type { JobDefinition } from '../scheduler/types.ts';

/** What an endpoint handler gets for one request. */
export interface RequestContext<T = unknown> {
  data: T;
  /** Verified by the gateway; null for public routes. */
  principal: Principal | null;
  requestId: string;
  clientAddress: string | null;
  /**
   * The browser's `If-None-Match`, forwarded by the gateway on a revalidated GET (null otherwise): an endpoint
   * that knows its answer's tag cheaply may reply `notModified(tag)` when it matches (see `conditional.ts`).
   */
  ifNoneMatch: string | null;
  /**
   * The client's `Idempotency-Key`, forwarded by the gateway on the rows marked `idempotent` (null otherwise),
   * as sent: `answerOnce` (idempotency/answer.ts) checks it and answers a repeated write with its first answer.
   */
  idempotencyKey: string | null;
  /** A fork of the service's EntityManager for this request only. */
  em: EntityManager;
  log: Logger;
  bus: Bus;
  /** The process's settings (limits among them). */
  config: PlatformConfig;
  /** The uploads' file store for a service that declares `usesFileStore`, null for the others. */
  files: FileStore | null;
  /** The scheduler's clock (see `ServiceDependencies.clock`): "now" for the jobs a handler schedules. */
  clock: Clock;
}

export type Endpoint = (ctx: RequestContext<any>) => Promise<unknown>;

export interface ConsumerContext {
  /** Runs inside the transaction that also records the event as processed. */
  em: EntityManager;
  log: Logger;
  bus: Bus;
  /** The process's settings (e.g. the mail consumer's `SMTP_URL`). */
  config: PlatformConfig;
  /** The scheduler's clock (see `ServiceDependencies.clock`): "now" for the jobs a handler schedules. */
  clock: Clock;
  /**
   * Runs `task` once the handler's transaction has committed (never if it rolls back): e.g. dropping a cached
   * read, which done inside the transaction could be refilled from the data about to change.
   */
  afterCommit(task: () => void): void;
}

export interface ConsumerDefinition {
  /** Durable name, unique per service and purpose, e.g. `campaign-businesses`. */
  durable: string;
  /** e.g. `events.identity.>` */
  filter: string;
  handle: (event: DomainEvent, ctx: ConsumerContext) => Promise<void>;
  /** Deliveries before a failing event is parked as poison (default 5). */
  maxDeliver?: number;
  /** Delay before a failed delivery is retried (default 1000 ms). */
  redeliverDelayMs?: number;
}

/** A broadcast subject every replica listens to, and what it does with each message. */
export interface ListenerDefinition {
  /** `<service>.<name>`, like the endpoints. */
  subject: string;
  handle: (data: unknown, runtime: ServiceRuntime) => void;
  /** Messages may have been missed (see `ListenOptions.onGap`). */
  onGap?: (runtime: ServiceRuntime) => void;
}

export interface MigrationDefinition {
  name: string;
  class: new (...args: any[]) => Migration;
}

export interface ServiceDefinition {
  name: ServiceName;
  /** `defineEntity` schemas of this service. The outbox and processed-event entities are added by the kit. */
  entities: unknown[];
  /** Committed migrations, in order. The kit's own outbox migration runs first in every schema. */
  migrations: MigrationDefinition[];
  /** Bus subject to handler; `<name>.health` is added by the kit. */
  endpoints: Record<string, Endpoint>;
  consumers?: ConsumerDefinition[];
  /**
   * The jobs this service runs (ADR 0021): `scheduleJob(em, { name, ... })` names one of them. The scheduler
   * polls only when there is at least one.
   */
  jobs?: JobDefinition[];
  /** Broadcasts every replica of the service hears (see `Bus.broadcast`), listened to while it runs. */
  listeners?: ListenerDefinition[];
  /** Runs once after migrations, before endpoints are served (e.g. seeding the first admin). */
  onStart?: (runtime: ServiceRuntime) => Promise<void>;
  /**
   * Runs once when the service stops, after it stopped answering requests and before its consumers stop and
   * its database closes (e.g. letting background work record where it stands).
   */
  onStop?: (runtime: ServiceRuntime) => Promise<void>;
  /**
   * The service deletes uploaded files (e.g. the campaign service those no campaign uses any more): its
   * requests get the file store, the one `config.fileStore` names unless the caller hands one in.
   */
  usesFileStore?: boolean;
}

export interface ServiceRuntime {
  name: ServiceName;
  orm: MikroORM;
  bus: Bus;
  log: Logger;
  config: PlatformConfig;
  /** The file store its requests get (see `ServiceDefinition.usesFileStore`). */
  files: FileStore | null;
  /** What the scheduler reads the time from (see `ServiceDependencies.clock`). */
  clock: Clock;
  /** Relays committed outbox events now instead of at the next poll. */
  flushOutbox(): Promise<void>;
  /**
   * Runs the jobs due by `clock` now instead of at the next poll, resolving with how many ran (succeeded or
   * failed): how a test runs what a schedule would.
   */
  runDueJobs(): Promise<number>;
  /** Stops taking work, finishes in-flight requests, stops consumers, the scheduler and the relay, closes the ORM. */
  stop(): Promise<void>;
}

export interface ServiceDependencies {
  bus: Bus;
  database: Database;
  config: PlatformConfig;
  logger: Logger;
  /**
   * The file store of a service that `usesFileStore`, when the caller opened it (the all-in-one process shares
   * the gateway's); otherwise the service opens its own from `config` and closes it when it stops.
   */
  files?: FileStore;
  /**
   * The scheduler's clock: by default the system's, or with `config.testClock` a running `SettableClock` the
   * bus can move (`<service>.test-clock`); a test hands in a `SettableClock` of its own.
   */
  clock?: Clock;
}
