import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGliteProxy } from './pglite-proxy.ts';

/**
 * Where the services' data lives. For PGlite this holds the one embedded instance that every service of
 * an all-in-one process shares (a schema each); for PostgreSQL only the URL (each service has its own pool).
 */
export interface Database {
  kind: 'pglite' | 'postgresql';
  pglite: PGliteProxy | null;
  url: string | null;
  /** Closes the PGlite instance and its worker; close every ORM using it first. No-op for PostgreSQL. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when set, PostgreSQL is used. */
  databaseUrl?: string | null;
  /** Directory under which PGlite persists its files (`<dataDir>/pglite`). */
  dataDir?: string;
  /**
   * PGlite in memory (tests); nothing is persisted. Each starts from a dump of a freshly initialised cluster
   * kept in the system's temporary folder ({@link IN_MEMORY_TEMPLATE}), made by the first start that needs it.
   */
  inMemory?: boolean;
}

/** The PGlite release installed (its package.json is not among the package's exports, so read beside its entry). */
const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(
      join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

/**
 * The dump in-memory instances start from, named by the PGlite release (the only thing its contents depend
 * on), so an upgrade makes a new one. Loading it takes about 0.5 s where initdb takes 4 to 10 s on a 2-core
 * machine (docs/performance.md, "CI time").
 */
export const IN_MEMORY_TEMPLATE = join(tmpdir(), `referrals-pglite-${PGLITE_VERSION}.tar`);

/**
 * Opens the database of the current mode: PostgreSQL by URL, else one PGlite (on disk or in memory), run on a
 * worker thread so that its queries never block this thread's event loop (see {@link PGliteProxy}).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return { kind: 'postgresql', pglite: null, url: options.databaseUrl, close: async () => undefined };
  }
  let pglite: PGliteProxy;
  if (options.inMemory) {
    pglite = await PGliteProxy.start({ template: IN_MEMORY_TEMPLATE });
  } else {
    if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl, a dataDir or inMemory');
    // PGlite does not create missing parent directories itself.
    await mkdir(options.dataDir, { recursive: true });
    pglite = await PGliteProxy.start({ dataDir: join(options.dataDir, 'pglite') });
  }
  return { kind: 'pglite', pglite, url: null, close: () => pglite.close() };
}
