import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
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
  /** PGlite in memory (tests); nothing is persisted. */
  inMemory?: boolean;
}

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
    pglite = await PGliteProxy.start();
  } else {
    if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl, a dataDir or inMemory');
    // PGlite does not create missing parent directories itself.
    await mkdir(options.dataDir, { recursive: true });
    pglite = await PGliteProxy.start(join(options.dataDir, 'pglite'));
  }
  return { kind: 'pglite', pglite, url: null, close: () => pglite.close() };
}
