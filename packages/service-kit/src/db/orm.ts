import { createHash } from 'node:crypto';
import { MikroORM, type Options } from '@mikro-orm/sql';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { PgliteDriver } from '@mikro-orm/pglite';
import { Migrator } from '@mikro-orm/migrations';
import { SERVICE_NAMES } from '@referrals/contracts';
import type { Logger } from 'pino';
import { KIT_ENTITIES } from '../outbox/entities.ts';
import { KIT_MIGRATIONS, quoteIdent } from '../outbox/migration.ts';
import type { MigrationDefinition } from '../service/types.ts';
import type { Database } from './database.ts';
import type { PGliteProxy } from './pglite-proxy.ts';

/** Connections per service process and PostgreSQL database: modest, since replicas multiply it. */
export const POSTGRES_POOL_MAX = 10;

export interface ServiceOrmOptions {
  database: Database;
  /** The service's schema (its name). */
  schema: string;
  /** `defineEntity` schemas of the service; the kit's outbox entities are added. */
  entities: unknown[];
  /** The service's committed migrations, in order; the kit's migration runs first. */
  migrations: MigrationDefinition[];
  logger: Logger;
  /** Further schemas the schema generator must leave alone (besides the other services' and `public`). */
  ignoreSchemas?: string[];
}

/**
 * The MikroORM options of a service, shared by {@link openServiceOrm} and a service's MikroORM CLI
 * config (for `migration:create`). Each service lives in its own schema and must never propose changes
 * to the others', hence `ignoreSchema`.
 */
export function serviceOrmOptions(options: Omit<ServiceOrmOptions, 'logger'> & { logger?: Logger }): Options {
  const { database, schema } = options;
  const ignoreSchema = [
    ...new Set(['public', ...SERVICE_NAMES, ...(options.ignoreSchemas ?? [])].filter((s) => s !== schema)),
  ];
  const log = options.logger;
  const common: Options = {
    entities: [...(options.entities as Options['entities'] & unknown[]), ...KIT_ENTITIES],
    schema,
    // Each service's ORM has its own async-context name, so services sharing one process can never pick up
    // each other's transaction or metadata through MikroORM's implicit context.
    contextName: schema,
    extensions: [Migrator],
    migrations: {
      migrationsList: [...KIT_MIGRATIONS, ...options.migrations],
      tableName: 'mikro_orm_migrations',
      // Runs each migration with `search_path` set to the service schema, so the migrations table lives
      // there and unqualified names in a service's migrations land in its own schema.
      schema,
      transactional: true,
      allOrNothing: true,
      disableForeignKeys: false,
      snapshot: false,
      silent: true,
    },
    schemaGenerator: { ignoreSchema },
    colors: false,
    debug: false,
    logger: (message: string) => log?.debug({ component: 'orm' }, message),
  };
  if (database.kind === 'postgresql') {
    return {
      ...common,
      driver: PostgreSqlDriver,
      clientUrl: database.url!,
      pool: { min: 0, max: POSTGRES_POOL_MAX },
    };
  }
  return {
    ...common,
    driver: PgliteDriver,
    dbName: 'pglite',
    // One PGlite instance for all services; the ORM must not close it (Database.close does). Handed over as
    // a function: MikroORM deep-copies its options, and a copy of the proxy would be one without its worker.
    driverOptions: { pglite: () => database.pglite! },
  } as Options;
}

// Serialises migrations on one PGlite instance: it has one session, so a database lock means nothing there.
const pgliteQueues = new WeakMap<PGliteProxy, Promise<unknown>>();

/**
 * Opens a service's ORM and brings its schema up to date: `CREATE SCHEMA IF NOT EXISTS`, then the kit's
 * migration and the service's, all under a PostgreSQL advisory lock so that replicas starting together
 * take turns instead of racing on DDL.
 */
export async function openServiceOrm(options: ServiceOrmOptions): Promise<MikroORM> {
  const orm = await MikroORM.init(serviceOrmOptions(options));
  try {
    const log = options.logger.child({ component: 'migrations', schema: options.schema });
    const migrate = () => migrateSchema(orm, options.schema, log);
    if (options.database.kind === 'postgresql') {
      await withAdvisoryLock(orm, `referrals:migrate:${options.schema}`, migrate);
    } else {
      const pglite = options.database.pglite!;
      const previous = pgliteQueues.get(pglite) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(migrate);
      pgliteQueues.set(pglite, run);
      await run;
    }
    return orm;
  } catch (error) {
    await orm.close(true).catch(() => undefined);
    throw error;
  }
}

async function migrateSchema(orm: MikroORM, schema: string, log: Logger): Promise<void> {
  await orm.em.getConnection().execute(`create schema if not exists ${quoteIdent(schema)}`);
  const migrator = orm.migrator;
  const applied: string[] = [];
  migrator.on('migrated', (event) => {
    applied.push(event.name);
    log.info({ migration: event.name }, 'migration applied');
  });
  await migrator.up();
  if (applied.length === 0) log.debug('schema up to date');
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock. The lock is taken inside a transaction on its
 * own pooled connection that does nothing else, so `work` may use other connections and commit freely;
 * the lock is released when that transaction ends, even if this process dies.
 */
async function withAdvisoryLock<T>(orm: MikroORM, name: string, work: () => Promise<T>): Promise<T> {
  const [classId, objectId] = lockKeys(name);
  const connection = orm.em.getConnection();
  return connection.transactional(async (trx) => {
    await connection.execute('select pg_advisory_xact_lock(?, ?)', [classId, objectId], 'all', trx);
    return work();
  });
}

/** Two stable signed 32-bit keys derived from a lock name. */
function lockKeys(name: string): [number, number] {
  const digest = createHash('sha256').update(name).digest();
  return [digest.readInt32BE(0), digest.readInt32BE(4)];
}
