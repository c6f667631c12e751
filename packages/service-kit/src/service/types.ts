import type { EntityManager, MikroORM } from '@mikro-orm/sql';
import type { Migration } from '@mikro-orm/migrations';
import type { DomainEvent, Principal, ServiceName } from '@referrals/contracts';
import type { Logger } from 'pino';
import type { Bus } from '../bus/types.ts';
import type { PlatformConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

/** What an endpoint handler gets for one request. */
export interface RequestContext<T = unknown> {
  data: T;
  /** Verified by the gateway; null for public routes. */
  principal: Principal | null;
  requestId: string;
  clientAddress: string | null;
  /** A fork of the service's EntityManager for this request only. */
  em: EntityManager;
  log: Logger;
  bus: Bus;
}

export type Endpoint = (ctx: RequestContext<any>) => Promise<unknown>;

export interface ConsumerContext {
  /** Runs inside the transaction that also records the event as processed. */
  em: EntityManager;
  log: Logger;
  bus: Bus;
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
  /** Runs once after migrations, before endpoints are served (e.g. seeding the first admin). */
  onStart?: (runtime: ServiceRuntime) => Promise<void>;
}

export interface ServiceRuntime {
  name: ServiceName;
  orm: MikroORM;
  bus: Bus;
  log: Logger;
  config: PlatformConfig;
  /** Relays committed outbox events now instead of at the next poll. */
  flushOutbox(): Promise<void>;
  /** Stops taking work, finishes in-flight requests, stops consumers and the relay, closes the ORM. */
  stop(): Promise<void>;
}

export interface ServiceDependencies {
  bus: Bus;
  database: Database;
  config: PlatformConfig;
  logger: Logger;
}
