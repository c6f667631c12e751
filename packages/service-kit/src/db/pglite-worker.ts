// Owns the process's embedded PGlite instance on a worker thread, so that its WebAssembly never runs on the
// main thread (see PGliteProxy, which forwards the ORM's calls here).
import { readFile, rename, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import type { PGliteRequest, PGliteWireError, PGliteWorkerData, WorkerMessage } from './pglite-proxy.ts';

/** A transaction held open for the main thread until it asks to end it. */
interface OpenTransaction {
  tx: Transaction;
  /** Resolving it commits; rejecting it rolls back. */
  end: PromiseWithResolvers<void>;
  /** PGlite's `transaction` call: settles once COMMIT or ROLLBACK ran. */
  done: Promise<void>;
}

const port = parentPort!;
const { dataDir, template } = workerData as PGliteWorkerData;
// The parsers MikroORM installs on instances it creates itself (dates stay strings, as from `pg`):
// without them a shared instance would hand the ORM different values than PostgreSQL does.
const parsers = createPostgreSqlTypeParsers((literal) => parseTextArray(literal) as string[]);
const transactions = new Map<number, OpenTransaction>();

/** Rejects a transaction's `end` to roll it back; never seen outside this file. */
const ROLLBACK = new Error('rollback requested');

let pglite: PGlite;
try {
  pglite = await open();
  port.on('message', (request: PGliteRequest) => {
    // Not awaited: a transaction's `begin` stays pending until its `end`, and the calls in between must run.
    // PGlite's own locks keep them in the order they arrive.
    handle(request).then(
      (result) => reply({ id: request.id, ok: true, result }),
      (error: unknown) => reply({ id: request.id, ok: false, error: toWire(error) }),
    );
  });
  reply({ id: 0, ok: true, result: null });
} catch (error) {
  reply({ id: 0, ok: false, error: toWire(error) });
}

/**
 * On disk: the instance in `dataDir`. In memory: a copy of `template` (a dump of a freshly initialised
 * cluster), made at the first start that finds none; loading the dump takes a fraction of what initdb takes.
 */
async function open(): Promise<PGlite> {
  if (dataDir) return PGlite.create({ dataDir, parsers });
  if (!template) return PGlite.create({ parsers });
  const dump = await readFile(template).catch(() => null);
  if (dump) return PGlite.create({ loadDataDir: new Blob([dump]), parsers });
  const fresh = await PGlite.create({ parsers });
  // Written aside, then renamed: a start that reads the template meanwhile finds none or a whole one.
  const aside = `${template}.${process.pid}.${Date.now()}`;
  await writeFile(aside, Buffer.from(await (await fresh.dumpDataDir('none')).arrayBuffer()));
  await rename(aside, template);
  return fresh;
}

async function handle(request: PGliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.transaction === undefined ? pglite : openTransaction(request.transaction).tx;
      return target.query(request.sql, request.params, { rowMode: request.rowMode });
    }
    case 'exec':
      return pglite.exec(request.sql);
    case 'begin':
      return begin(request.id);
    case 'end': {
      const open = openTransaction(request.transaction);
      if (request.commit) {
        open.end.resolve();
        return open.done;
      }
      open.end.reject(ROLLBACK);
      return open.done.catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    }
    case 'close':
      return pglite.close();
  }
}

/** Opens a transaction and answers once BEGIN ran; the request's id names it from then on. */
function begin(id: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const end = Promise.withResolvers<void>();
    let begun = false;
    const done = pglite.transaction(async (tx) => {
      begun = true;
      transactions.set(id, { tx, end, done });
      resolve(id);
      await end.promise;
    });
    done.then(
      () => transactions.delete(id),
      (error: unknown) => {
        transactions.delete(id);
        if (!begun) reject(error);
      },
    );
  });
}

function openTransaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is closed');
  return open;
}

function reply(message: WorkerMessage): void {
  try {
    port.postMessage(message);
  } catch (error) {
    // A result structured clone cannot copy fails its call instead of leaving it pending forever.
    port.postMessage({ id: message.id, ok: false, error: toWire(error) } satisfies WorkerMessage);
  }
}

/** The error's name, message and every primitive own field (PostgreSQL's `code`, `detail`, `constraint` ...). */
function toWire(error: unknown): PGliteWireError {
  if (typeof error !== 'object' || error === null)
    return { name: 'Error', message: String(error), fields: {} };
  const fields: PGliteWireError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  const { name, message } = error as { name?: unknown; message?: unknown };
  return {
    name: typeof name === 'string' ? name : 'Error',
    // Emscripten's file-system errors (ErrnoError) are no Errors and have no message, only an errno.
    message: typeof message === 'string' ? message : `${String(name)} ${JSON.stringify(fields)}`,
    fields,
  };
}

/** Parses a one-dimensional PostgreSQL array literal of date/time values into strings (NULL -> null). */
function parseTextArray(literal: string): (string | null)[] {
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
