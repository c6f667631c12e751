/**
 * Test infrastructure that follows the environment: PGlite in memory and the in-process bus by default,
 * PostgreSQL when TEST_DATABASE_URL is set, NATS + JetStream when TEST_NATS_URL is set. Everything a test
 * file creates is isolated (its own database, its own NATS namespace and stream) and removed by cleanup(),
 * because jest runs test files in parallel against the same servers.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { MikroORM } from '@mikro-orm/sql';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { CLIENT_ADDRESS_HEADER, PRINCIPAL_HEADER, type Principal } from '@referrals/contracts';
import {
  connectNatsBus,
  eventsStreamOf,
  createLogger,
  createMemoryBus,
  isAppError,
  loadConfig,
  openDatabase,
  startService,
  type Bus,
  type Database,
  type LogLevel,
  type PlatformConfig,
  type ServiceDefinition,
  type ServiceRuntime,
} from '../index.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;
export const TEST_NATS_URL = process.env.TEST_NATS_URL || null;
const LOG_LEVEL = (process.env.TEST_LOG_LEVEL || 'silent') as LogLevel;

/**
 * bcrypt's cost in test stacks and services under test (`PASSWORD_HASH_COST`): the lowest bcrypt takes, about
 * 1 ms a hash instead of 250, since no test measures the hashing (the benchmarks keep production's 12).
 */
export const TEST_PASSWORD_HASH_COST = 4;

export interface CapturedLogs {
  logger: Logger;
  /** Every line logged so far, parsed. */
  lines(): Array<Record<string, unknown>>;
}

/** A logger whose output the test can read (and which also prints when TEST_LOG_LEVEL asks for it). */
export function captureLogs(name = 'test'): CapturedLogs {
  const lines: Array<Record<string, unknown>> = [];
  const echo = LOG_LEVEL !== 'silent';
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      const text = String(chunk);
      for (const line of text.split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      if (echo) process.stdout.write(text);
      callback();
    },
  });
  return { logger: createLogger({ name, level: 'debug', destination }), lines: () => [...lines] };
}

export interface TestInfra {
  readonly busKind: 'memory' | 'nats';
  readonly dbKind: 'pglite' | 'postgresql';
  readonly logger: Logger;
  readonly config: PlatformConfig;
  /**
   * A bus as one process sees it. In memory mode every call returns the same in-process bus (one
   * "cluster"); with NATS each call is a new connection in this file's namespace.
   */
  bus(name?: string, logger?: Logger): Promise<Bus>;
  /** A bus of its own: a separate in-process bus, or one more NATS connection in this file's namespace. */
  isolatedBus(name: string, logger: Logger): Promise<Bus>;
  /** A fresh, empty database (PGlite in memory, or a new PostgreSQL database). */
  database(): Promise<Database>;
  cleanup(): Promise<void>;
}

/** Unique, identifier-safe suffix. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

export async function createTestInfra(label: string): Promise<TestInfra> {
  if (process.env.TEST_PROJECT === 'unit')
    throw new Error(
      `${label}: a test of the jest project "unit" (run once) asked for a database and bus, whose kind the run's ` +
        'mode chooses: list its file in COMPONENT_TESTS (jest.config.js) so that it runs in both modes',
    );
  const id = `${label.replace(/[^a-z0-9]/gi, '').toLowerCase()}_${uniqueId()}`;
  const logger = createLogger({ name: `test-${label}`, level: LOG_LEVEL });
  const namespace = `test_${id}`;
  const stream = `EVENTS_${id}`.toUpperCase();
  const cleanups: Array<() => Promise<void>> = [];
  let memoryBus: Bus | null = null;

  const infra: TestInfra = {
    busKind: TEST_NATS_URL ? 'nats' : 'memory',
    dbKind: TEST_DATABASE_URL ? 'postgresql' : 'pglite',
    logger,
    config: loadConfig({
      DATA_DIR: '/tmp/service-kit-test',
      LOG_LEVEL: LOG_LEVEL,
      PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    }),

    async bus(name = 'test', busLogger = logger) {
      if (!TEST_NATS_URL) {
        if (!memoryBus) {
          memoryBus = createMemoryBus({ logger: busLogger });
          const bus = memoryBus;
          cleanups.push(() => bus.close());
        }
        return memoryBus;
      }
      const bus = await connectNatsBus({ url: TEST_NATS_URL, name, logger: busLogger, namespace, stream });
      cleanups.push(() => bus.close());
      return bus;
    },

    async isolatedBus(name, busLogger) {
      const bus = TEST_NATS_URL
        ? await connectNatsBus({ url: TEST_NATS_URL, name, logger: busLogger, namespace, stream })
        : createMemoryBus({ logger: busLogger });
      cleanups.push(() => bus.close());
      return bus;
    },

    async database() {
      if (!TEST_DATABASE_URL) {
        const database = await openDatabase({ inMemory: true });
        cleanups.push(() => database.close());
        return database;
      }
      const name = `sk_${id}_${cleanups.length}`;
      await adminExecute(TEST_DATABASE_URL, `create database "${name}"`);
      cleanups.push(() => adminExecute(TEST_DATABASE_URL, `drop database if exists "${name}" with (force)`));
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      return openDatabase({ databaseUrl: url.toString() });
    },

    async cleanup() {
      // Reverse order: buses and databases opened last close first; the stream goes after every connection.
      for (const step of cleanups.reverse()) await step().catch(() => undefined);
      cleanups.length = 0;
      if (TEST_NATS_URL) await deleteStream(TEST_NATS_URL, stream);
    },
  };
  return infra;
}

/** One service started alone on a test file's infrastructure. */
export interface ServiceUnderTest {
  infra: TestInfra;
  bus: Bus;
  runtime: ServiceRuntime;
  /** Stops the service, then removes everything the infrastructure created. */
  stop(): Promise<void>;
}

/**
 * Starts `definition` on a fresh database and this file's bus, as a service component test needs. `config`
 * replaces settings of the infrastructure's, e.g. the limits a test exercises.
 */
export async function startServiceUnderTest(
  definition: ServiceDefinition,
  label: string = definition.name,
  config: Partial<PlatformConfig> = {},
): Promise<ServiceUnderTest> {
  const infra = await createTestInfra(label);
  const bus = await infra.bus();
  const database = await infra.database();
  const runtime = await startService(definition, {
    bus,
    database,
    config: { ...infra.config, ...config },
    logger: infra.logger,
  });
  return {
    infra,
    bus,
    runtime,
    async stop() {
      await runtime.stop();
      await infra.cleanup();
    },
  };
}

async function adminExecute(url: string, sql: string): Promise<void> {
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: url,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 1 },
  });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close(true);
  }
}

async function deleteStream(url: string, stream: string): Promise<void> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => false);
  } finally {
    await nc.close();
  }
}

/**
 * Removes what a stack started with `NATS_NAMESPACE=namespace` left on the NATS server: its events stream
 * and its Object Store buckets (streams named `OBJ_<namespace>-...`).
 */
export async function dropNatsNamespace(url: string, namespace: string): Promise<void> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      if (name === eventsStreamOf(namespace) || name.startsWith(`OBJ_${namespace}-`))
        await jsm.streams.delete(name).catch(() => false);
    }
  } finally {
    await nc.close();
  }
}

/** A request as the gateway makes it: the verified principal and the client address travel in headers. */
export function requestAs<R>(
  bus: Bus,
  subject: string,
  data: unknown,
  caller: { principal?: Principal; clientAddress?: string } = {},
): Promise<R> {
  const headers: Record<string, string> = {};
  if (caller.principal) headers[PRINCIPAL_HEADER] = JSON.stringify(caller.principal);
  if (caller.clientAddress) headers[CLIENT_ADDRESS_HEADER] = caller.clientAddress;
  return bus.request<R>(subject, data, { headers, timeoutMs: 15_000 });
}

/** The error a call failed with, as plain data (name, message and any extra fields) for `toMatchObject`. */
export async function failureOf(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return { ...(error as object), name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('expected the call to fail');
}

/** What a value is once it is truthy: not false, null, undefined, 0 or ''. */
export type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/**
 * Polls until `check` returns a truthy value and answers it: the one way tests and benchmarks wait for
 * something to happen (no fixed sleeps). It polls at once, then every 20 ms, backing off to every 200 ms so a
 * long wait does not load the stack it waits for. Past `timeoutMs` it throws "Timed out waiting for <label>";
 * a function label is called then, to say what was last seen.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  timeoutMs = 10_000,
  label: string | (() => string) = 'condition',
): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 20; ; pause = Math.min(pause * 2, 200)) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${typeof label === 'function' ? label() : label}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** Resolves once a request to `subject` fails with Unavailable: nothing serves it (any more). */
export async function nobodyServes(bus: Bus, subject: string, timeoutMs = 10_000): Promise<void> {
  await eventually(
    () =>
      bus.request(subject, {}).then(
        () => false,
        (error: unknown) => isAppError(error, 'Unavailable'),
      ),
    timeoutMs,
    `nobody serving ${subject}`,
  );
}

export { startTestSmtpServer } from './smtp.ts';
export type { ReceivedMail, TestSmtpServer } from './smtp.ts';
