import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/**
 * The embedded PGlite instance as the ORM sees it, run on a worker thread.
 *
 * PGlite executes every statement synchronously in WebAssembly, so on the main thread each query stalls the
 * event loop of the whole process (every service of the all-in-one mode and the gateway with it) for as long
 * as it runs. Here a worker (`pglite-worker.ts`) owns the instance and this proxy forwards calls to it by
 * message. It implements exactly what `@mikro-orm/pglite` and Kysely's PGlite dialect use of a PGlite passed
 * in `driverOptions.pglite`: `query` (with `rowMode`), `transaction` (whose `tx.query` Kysely uses), `exec`
 * (the connection's `executeDump`), `close`, `closed`, `ready` and `waitReady`.
 *
 * Order is kept as on the main thread: messages reach the worker in the order they were sent and the worker
 * hands each call straight to PGlite, whose own locks run them in that order and keep every other call out
 * while a transaction is open.
 */
export class PGliteProxy {
  /** The worker resolves {@link start} only once PGlite is up, so a proxy is always ready. */
  readonly ready = true;
  readonly waitReady: Promise<void> = Promise.resolve();

  private readonly worker: Worker;
  private readonly pending = new Map<number, PendingCall>();
  private nextCallId = 1;
  /** Set once the worker is gone; every later call rejects with it. */
  private failure: Error | null = null;
  private closing: Promise<void> | null = null;

  private constructor(worker: Worker) {
    this.worker = worker;
  }

  /**
   * Starts a worker owning a PGlite instance with its files in `dataDir` (created by the caller), or in
   * memory when `dataDir` is omitted, and resolves once that instance is ready.
   */
  static async start(workerData: PGliteWorkerData = {}): Promise<PGliteProxy> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData });
    const proxy = new PGliteProxy(worker);
    const ready = new Promise<void>((resolve, reject) => {
      proxy.pending.set(0, { resolve: () => resolve(), reject });
    });
    worker.on('message', (message: WorkerMessage) => proxy.settle(message));
    worker.on('error', (error) =>
      proxy.fail(new PGliteWorkerError(`PGlite worker failed: ${error.message}`)),
    );
    worker.on('exit', (code) => proxy.fail(new PGliteWorkerError(`PGlite worker exited with code ${code}`)));
    try {
      await ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    // Idle, the worker must not keep a finished process alive; it is ref'd while calls are in flight.
    // (Only now: a 'message' listener refs the worker again.)
    proxy.refWhileBusy();
    return proxy;
  }

  /** True once closed, or once the worker died. */
  get closed(): boolean {
    return this.failure !== null;
  }

  query<T>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode }) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /**
   * Runs `callback` in a transaction of the worker's PGlite (its exclusive `transaction`, so nothing else
   * runs on the instance meanwhile): committed when `callback` resolves, rolled back when it throws.
   */
  async transaction<T>(callback: (tx: PGliteProxyTransaction) => Promise<T>): Promise<T> {
    const transaction = (await this.call({ op: 'begin' })) as number;
    const tx: PGliteProxyTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) =>
        this.call({ op: 'query', sql, params, rowMode: options?.rowMode, transaction }) as Promise<
          Results<R>
        >,
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.call({ op: 'end', transaction, commit: false });
      throw error;
    }
    await this.call({ op: 'end', transaction, commit: true });
    return result;
  }

  /** Closes the PGlite instance (flushing it to disk), then ends the worker. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.failure) return;
      await this.call({ op: 'close' });
      this.fail(new PGliteWorkerError('The PGlite instance is closed'));
      await this.worker.terminate();
    })();
    return this.closing;
  }

  private call(request: PGliteRequestBody): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextCallId++;
    return new Promise((resolve, reject) => {
      try {
        // Throws (DataCloneError) for a parameter structured clone cannot copy, e.g. a function.
        this.worker.postMessage({ id, ...request } satisfies PGliteRequest);
      } catch (error) {
        reject(error as Error);
        return;
      }
      this.pending.set(id, { resolve, reject });
      this.refWhileBusy();
    });
  }

  private settle(message: WorkerMessage): void {
    const call = this.pending.get(message.id);
    if (!call) return;
    this.pending.delete(message.id);
    this.refWhileBusy();
    if (message.ok) call.resolve(message.result);
    else call.reject(toError(message.error));
  }

  /** The worker is gone (or closed): every call in flight and every later one rejects, none hangs. */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const call of this.pending.values()) call.reject(this.failure);
    this.pending.clear();
  }

  private refWhileBusy(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }
}

/** The transaction handed to {@link PGliteProxy.transaction}'s callback: Kysely only queries through it. */
export interface PGliteProxyTransaction {
  query<T>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<Results<T>>;
}

/** The PGlite worker died or was closed while (or before) a call was made. */
export class PGliteWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PGliteWorkerError';
  }
}

/** What the worker is started with. */
export interface PGliteWorkerData {
  /** PGlite's data directory; omitted: in memory. */
  dataDir?: string;
  /** In memory: the file holding a dump of a freshly initialised cluster to start from (made if missing). */
  template?: string;
}

/** A call to the worker. `transaction` is the id the worker answered `begin` with. */
export type PGliteRequestBody =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; transaction?: number }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'close' };

export type PGliteRequest = PGliteRequestBody & { id: number };

/**
 * An error as it crosses the thread boundary. Structured clone keeps an Error's message but drops its own
 * fields, and those (`code`, `detail`, `constraint`, `table`, ... of PostgreSQL's error) are what MikroORM's
 * exception converter reads; so they travel explicitly.
 */
export interface PGliteWireError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

/**
 * A message from the worker: the answer to call `id`. Id 0 is the start-up: PGlite is ready, or failed to
 * open.
 */
export type WorkerMessage =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PGliteWireError };

interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** Rebuilds the worker's error on this thread, with the fields of the original as own properties. */
function toError(wire: PGliteWireError): Error {
  const error = Object.assign(new Error(wire.message), wire.fields);
  if (error.name !== wire.name) error.name = wire.name;
  return error;
}
