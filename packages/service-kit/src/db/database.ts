import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';

/**
 * Where the services' data lives. For PGlite this holds the one embedded instance that every service of
 * an all-in-one process shares (a schema each); for PostgreSQL only the URL (each service has its own pool).
 */
export interface Database {
  kind: 'pglite' | 'postgresql';
  pglite: PGlite | null;
  url: string | null;
  /** Closes the PGlite instance; close every ORM using it first. No-op for PostgreSQL. */
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

/** Opens the database of the current mode: PostgreSQL by URL, else one PGlite (on disk or in memory). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return { kind: 'postgresql', pglite: null, url: options.databaseUrl, close: async () => undefined };
  }
  // The parsers MikroORM installs on instances it creates itself (dates stay strings, as from `pg`):
  // without them a shared instance would hand the ORM different values than PostgreSQL does.
  const parsers = createPostgreSqlTypeParsers((literal) => parseTextArray(literal) as string[]);
  let pglite: PGlite;
  if (options.inMemory) {
    pglite = await PGlite.create({ parsers });
  } else {
    if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl, a dataDir or inMemory');
    // PGlite does not create missing parent directories itself.
    await mkdir(options.dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir: join(options.dataDir, 'pglite'), parsers });
  }
  let closing: Promise<void> | null = null;
  return {
    kind: 'pglite',
    pglite,
    url: null,
    close: () => {
      closing ??= pglite.closed ? Promise.resolve() : pglite.close();
      return closing;
    },
  };
}

/** Parses a one-dimensional PostgreSQL array literal of date/time values into strings (NULL -> null). */
export function parseTextArray(literal: string): (string | null)[] {
  const inner = literal.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  const items: (string | null)[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (const match of inner.matchAll(pattern)) {
    if (match[1] !== undefined) items.push(match[1].replace(/\\(.)/g, '$1'));
    else items.push(match[2] === 'NULL' ? null : match[2]!);
  }
  return items;
}
