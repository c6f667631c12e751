import { createHash, randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { DEFAULT_PASSWORD_HASH_COST } from './config.ts';

const POOL_SIZE = 2;

/**
 * A cost-12 hash of a random string nobody knows, for {@link burnPasswordCheck} at the default cost: verifying
 * against it costs exactly what verifying a real account's password costs.
 */
const DEFAULT_DUMMY_HASH = '$2b$12$rvlOewvy13mUm6ZQXWQgeu0Oo/KKT2gxQGCE.0ZuNu51bSPv/7uHy';

/** The cost new hashes are made at: {@link configurePasswordHashing} sets it from the configuration. */
let cost = DEFAULT_PASSWORD_HASH_COST;
/** At any other cost: a hash of random bytes at that cost, made on first use (null until then). */
let dummyHash: Promise<string> | null = null;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

let pool: PoolWorker[] = [];
let nextJobId = 1;

/**
 * bcrypt only reads the first 72 bytes of its input (and stops at a NUL byte in some implementations),
 * so two long passphrases sharing a 72-byte prefix would be interchangeable. Hashing with SHA-256 first
 * and encoding as base64 gives a fixed 44-byte ASCII string that depends on every byte of the input.
 */
function prehash(plain: string): string {
  return createHash('sha256').update(plain, 'utf8').digest('base64');
}

function spawn(): PoolWorker {
  const worker = new Worker(new URL('./password-worker.ts', import.meta.url));
  const entry: PoolWorker = { worker, pending: new Map() };
  worker.on('message', (message: { id: number; ok: boolean; result?: unknown; message?: string }) => {
    const job = entry.pending.get(message.id);
    if (!job) return;
    entry.pending.delete(message.id);
    if (entry.pending.size === 0) worker.unref();
    if (message.ok) job.resolve(message.result);
    else job.reject(new Error(message.message ?? 'Password worker failed'));
  });
  const fail = (error: Error) => {
    for (const job of entry.pending.values()) job.reject(error);
    entry.pending.clear();
    pool = pool.filter((p) => p !== entry);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`Password worker exited with code ${code}`)));
  // An idle pool must never keep the process alive; a busy worker is ref'd until its jobs settle.
  // (After the listeners: adding a 'message' listener refs the worker's port again.)
  worker.unref();
  return entry;
}

function run<T>(job: { op: 'hash' | 'verify'; input: string; hash?: string; cost?: number }): Promise<T> {
  while (pool.length < POOL_SIZE) pool.push(spawn());
  // The least busy worker takes the job, so one slow queue does not hold up the other.
  const target = pool.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  const id = nextJobId++;
  return new Promise<T>((resolve, reject) => {
    target.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    target.worker.ref();
    target.worker.postMessage({ id, ...job });
  });
}

/**
 * Sets the bcrypt cost of new hashes: a process's services share it (`startService` applies the configuration's
 * `passwordHashCost`). The dummy hash of {@link burnPasswordCheck} follows, so that an unknown e-mail costs
 * what a real account's check costs. Hashes made earlier keep the cost they were made at.
 */
export function configurePasswordHashing(hashCost: number): void {
  if (hashCost === cost) return;
  cost = hashCost;
  dummyHash = null;
}

function dummy(): Promise<string> {
  if (cost === DEFAULT_PASSWORD_HASH_COST) return Promise.resolve(DEFAULT_DUMMY_HASH);
  dummyHash ??= hashPassword(randomBytes(32).toString('base64')).catch((error: unknown) => {
    // A worker that died: the next check makes it again.
    dummyHash = null;
    throw error;
  });
  return dummyHash;
}

/** Hashes a password with bcrypt at the configured cost in a worker thread, off the event loop. */
export async function hashPassword(plain: string): Promise<string> {
  return run<string>({ op: 'hash', input: prehash(plain), cost });
}

/** Checks a password against a hash made by {@link hashPassword}, in a worker thread. */
export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return run<boolean>({ op: 'verify', input: prehash(plain), hash });
}

/**
 * Spends the time of one password check and answers false. Call it when the account does not exist so
 * that "unknown e-mail" and "wrong password" take the same time and cannot be told apart.
 */
export async function burnPasswordCheck(plain = ''): Promise<false> {
  await run<boolean>({ op: 'verify', input: prehash(plain), hash: await dummy() });
  return false;
}

/** Terminates the worker threads (they are recreated on next use). */
export async function closePasswordWorkers(): Promise<void> {
  const workers = pool;
  pool = [];
  await Promise.all(workers.map((p) => p.worker.terminate()));
}
