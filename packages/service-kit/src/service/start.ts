import { randomUUID } from 'node:crypto';
import {
  CLIENT_ADDRESS_HEADER,
  PRINCIPAL_HEADER,
  REQUEST_ID_HEADER,
  healthSubject,
  type Principal,
} from '@referrals/contracts';
import type { Logger } from 'pino';
import { connectNatsBus } from '../bus/nats.ts';
import { withDefaultHeaders } from '../bus/scoped.ts';
import type { BusMessage, EventConsumer, RequestHandler, Subscription } from '../bus/types.ts';
import { IF_NONE_MATCH_HEADER } from '../conditional.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { openServiceOrm } from '../db/orm.ts';
import { Errors, isAppError } from '../errors.ts';
import { openFileStore } from '../files/select.ts';
import type { FileStore } from '../files/types.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency/key.ts';
import { onShutdown } from '../lifecycle.ts';
import { measuredBus } from '../bus/measured.ts';
import { createLogger, withRequestId } from '../logger.ts';
import { READINESS_CHECK_TIMEOUT_MS, readyUntilShutdown, startConfiguredOpsServer } from '../ops/server.ts';
import { startEventConsumer } from '../outbox/consumer.ts';
import { startOutboxRelay } from '../outbox/relay.ts';
import { configurePasswordHashing } from '../password.ts';
import { SettableClock, systemClock, type Clock } from '../scheduler/clock.ts';
import { startScheduler } from '../scheduler/scheduler.ts';
import { serveTestClock } from '../scheduler/test-clock.ts';
import type { Endpoint, ServiceDefinition, ServiceDependencies, ServiceRuntime } from './types.ts';
import type { MikroORM } from '@mikro-orm/sql';

/** Tuning of {@link startService}. */
export interface StartServiceOptions {
  /** Outbox poll interval (default 1000 ms); requests and consumers also trigger a relay pass when done. */
  outboxIntervalMs?: number;
  /** Scheduler poll interval (default `config.schedulerIntervalMs`). */
  schedulerIntervalMs?: number;
}

/** What `<service>.health` answers. */
export interface HealthAnswer {
  status: 'ok';
  service: string;
}

/**
 * Starts a service on the given bus and database: migrates its schema, runs `onStart`, starts the outbox
 * relay and the event consumers, then serves every endpoint and `<name>.health` with the service name as
 * queue group (replicas share the load). Each request gets its own EntityManager fork.
 */
export async function startService(
  def: ServiceDefinition,
  deps: ServiceDependencies,
  options: StartServiceOptions = {},
): Promise<ServiceRuntime> {
  const log = deps.logger.child({ service: def.name });
  configurePasswordHashing(deps.config.passwordHashCost);
  for (const subject of [...Object.keys(def.endpoints), ...(def.listeners ?? []).map((l) => l.subject)]) {
    // Subjects are `<service>.<operation>`; anything else would escape the service's queue group and ACLs.
    if (!subject.startsWith(`${def.name}.`)) {
      throw new Error(`Subject "${subject}" of service ${def.name} must start with "${def.name}."`);
    }
  }

  const ownFiles =
    def.usesFileStore && !deps.files
      ? await openFileStore({
          kind: deps.config.fileStore,
          dataDir: deps.config.dataDir,
          natsUrl: deps.config.natsUrl,
          namespace: deps.config.natsNamespace,
          replicas: deps.config.natsStreamReplicas,
          name: `${def.name}-files`,
          logger: log,
        })
      : null;
  const files = def.usesFileStore ? (deps.files ?? ownFiles) : null;
  const orm = await openServiceOrm({
    database: deps.database,
    schema: def.name,
    entities: def.entities,
    migrations: def.migrations,
    logger: log,
  }).catch(async (error: unknown) => {
    await ownFiles?.close();
    throw error;
  });
  const relay = startOutboxRelay({ orm, bus: deps.bus, logger: log, intervalMs: options.outboxIntervalMs });
  const clock = deps.clock ?? (deps.config.testClock ? new SettableClock() : systemClock);
  const scheduler = startScheduler({
    orm,
    bus: deps.bus,
    logger: log,
    config: deps.config,
    clock,
    jobs: def.jobs ?? [],
    intervalMs: options.schedulerIntervalMs,
    afterCommit: () => relay.kick(),
  });
  const subscriptions: Subscription[] = [];
  const consumers: EventConsumer[] = [];
  let stopping: Promise<void> | null = null;

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      log.info('stopping');
      // Health first, so readiness fails before the endpoints stop answering.
      for (const subscription of [...subscriptions].reverse()) await subscription.drain();
      await def.onStop?.(runtime);
      await Promise.all(consumers.map((consumer) => consumer.stop()));
      await scheduler.stop();
      await relay.stop();
      await orm.close();
      await ownFiles?.close();
      log.info('stopped');
    })();
    return stopping;
  };

  const runtime: ServiceRuntime = {
    name: def.name,
    orm,
    bus: deps.bus,
    log,
    config: deps.config,
    files,
    clock,
    flushOutbox: () => relay.flush(),
    runDueJobs: () => scheduler.runDueJobs(),
    stop,
  };

  try {
    await def.onStart?.(runtime);
    for (const definition of def.consumers ?? []) {
      consumers.push(
        await startEventConsumer({
          orm,
          bus: deps.bus,
          logger: log,
          config: deps.config,
          clock,
          definition,
          service: def.name,
          afterCommit: () => relay.kick(),
        }),
      );
    }
    for (const listener of def.listeners ?? []) {
      const onGap = listener.onGap;
      subscriptions.push(
        deps.bus.listen(listener.subject, (data) => listener.handle(data, runtime), {
          onGap: onGap && (() => onGap(runtime)),
        }),
      );
    }
    if (deps.config.testClock && clock instanceof SettableClock) {
      subscriptions.push(...serveTestClock({ service: def.name, bus: deps.bus, clock, scheduler }));
    }
    for (const [subject, endpoint] of Object.entries(def.endpoints)) {
      const handler = endpointHandler(endpoint, {
        orm,
        deps,
        files,
        clock,
        log,
        afterRequest: () => relay.kick(),
      });
      subscriptions.push(deps.bus.serve(subject, handler, { queue: def.name }));
    }
    subscriptions.push(
      deps.bus.serve(healthSubject(def.name), healthHandler(def.name, orm, log), { queue: def.name }),
    );
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  log.info(
    {
      endpoints: Object.keys(def.endpoints).length,
      consumers: consumers.length,
      jobs: def.jobs?.length ?? 0,
      bus: deps.bus.kind,
    },
    'service started',
  );
  return runtime;
}

interface EndpointEnvironment {
  orm: MikroORM;
  deps: ServiceDependencies;
  files: FileStore | null;
  clock: Clock;
  log: Logger;
  afterRequest: () => void;
}

function endpointHandler(endpoint: Endpoint, env: EndpointEnvironment): RequestHandler {
  return async (message: BusMessage) => {
    const requestId = message.headers[REQUEST_ID_HEADER] || randomUUID();
    const log = env.log.child({ requestId, subject: message.subject });
    try {
      return await withRequestId(requestId, () =>
        endpoint({
          data: message.data,
          principal: parsePrincipal(message.headers[PRINCIPAL_HEADER], log),
          requestId,
          clientAddress: message.headers[CLIENT_ADDRESS_HEADER] || null,
          ifNoneMatch: message.headers[IF_NONE_MATCH_HEADER] || null,
          idempotencyKey: message.headers[IDEMPOTENCY_KEY_HEADER] || null,
          em: env.orm.em.fork(),
          log,
          bus: withDefaultHeaders(env.deps.bus, { [REQUEST_ID_HEADER]: requestId }),
          config: env.deps.config,
          files: env.files,
          clock: env.clock,
        }),
      );
    } catch (error) {
      // Named errors are answers, not faults. Anything else is a bug: keep the details here, in the log,
      // and let the bus send a bare InternalError.
      if (!isAppError(error)) log.error({ err: error }, 'request failed unexpectedly');
      throw error;
    } finally {
      env.afterRequest();
    }
  };
}

function parsePrincipal(header: string | undefined, log: Logger): Principal | null {
  if (!header) return null;
  let principal: unknown;
  try {
    principal = JSON.parse(header);
  } catch {
    principal = null;
  }
  if (
    typeof principal !== 'object' ||
    principal === null ||
    typeof (principal as Principal).kind !== 'string'
  ) {
    log.warn('malformed principal header');
    throw Errors.authentication();
  }
  return principal as Principal;
}

function healthHandler(service: string, orm: MikroORM, log: Logger): RequestHandler {
  return async (): Promise<HealthAnswer> => {
    try {
      await orm.em.getConnection().execute('select 1');
    } catch (err) {
      log.warn({ err }, 'health check: database unreachable');
      throw Errors.unavailable();
    }
    return { status: 'ok', service };
  };
}

/**
 * Entry point of a standalone service process (`services/<x>/src/main.ts`): PostgreSQL and NATS from the
 * environment (both required), graceful stop on SIGTERM/SIGINT. Exits with code 1 on bad configuration.
 */
export async function runServiceProcess(def: ServiceDefinition): Promise<ServiceRuntime> {
  let config;
  try {
    config = loadConfig(process.env, { require: ['databaseUrl', 'natsUrl'] });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${def.name}: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ name: def.name, level: config.logLevel });
  try {
    const ops = await startConfiguredOpsServer(config, { service: def.name, logger });
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    const natsBus = await connectNatsBus({
      url: config.natsUrl!,
      name: def.name,
      logger,
      namespace: config.natsNamespace ?? undefined,
      streamReplicas: config.natsStreamReplicas,
    });
    const bus = measuredBus(natsBus);
    onShutdown(() => database.close(), { logger });
    onShutdown(() => bus.close(), { logger });
    const runtime = await startService(def, { bus, database, config, logger });
    onShutdown(() => runtime.stop(), { logger });
    // Its own health subject, over its own connection: the bus is up and a replica answers with its database.
    readyUntilShutdown(ops, {
      bus: () => bus.request(healthSubject(def.name), {}, { timeoutMs: READINESS_CHECK_TIMEOUT_MS }),
    });
    logger.info({ service: def.name }, 'ready');
    return runtime;
  } catch (err) {
    logger.fatal({ err }, 'could not start');
    process.exit(1);
  }
}
