import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { ServiceName } from '@referrals/contracts';
import { TEST_PASSWORD_HASH_COST, dropNatsNamespace, eventually } from '@referrals/service-kit/testing';
import { uniqueSuffix } from './builders.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A running product started by a test harness, and how to stop it. */
export interface RunningStack {
  mode: 'all-in-one' | 'cluster';
  url: string;
  dataDir: string;
  logFile: string;
  /** The NATS namespace of a cluster stack (its subjects, stream and buckets), null all-in-one. */
  natsNamespace: string | null;
  /**
   * Stops the processes (SIGTERM, or SIGKILL to simulate a crash); with `keepData` the data directory and
   * database survive, for restart tests.
   */
  stop(options?: { keepData?: boolean; signal?: NodeJS.Signals }): Promise<void>;
  /** A service the stack runs as a process of its own (`separate`), to kill and start again. */
  service(name: ServiceName): SeparateService;
}

/** A service process a test controls (cluster mode only). */
export interface SeparateService {
  /** Starts the process (again) with the stack's environment; resolves once it is running. */
  start(): Promise<void>;
  /** Ends the process: SIGKILL simulates a crash. Resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The first super admin of every test stack (ADMIN_EMAIL / ADMIN_PASSWORD), for suites that sign in as one. */
export const TEST_SUPER_ADMIN = {
  email: 'super.admin@example.com',
  password: 'stack-super-admin-1',
} as const;

export interface StackOptions {
  /** Defaults to `cluster` when TEST_DATABASE_URL and TEST_NATS_URL are set, else `all-in-one`. */
  mode?: 'all-in-one' | 'cluster';
  /** Reuse a data directory (all-in-one) to show that data survives a restart. */
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * Cluster mode: services the test runs as processes of their own (`RunningStack.service`) instead of the
   * cluster script, which stops the whole cluster when one of its processes dies.
   */
  separate?: ServiceName[];
  /**
   * `TEST_CLOCK=1`: the services' scheduler clocks can be moved and their due jobs run from the test
   * (`moveStackClock`, `runStackDueJobs`). Off by default, as in production.
   */
  testClock?: boolean;
}

/**
 * The abuse limits of a test stack, set explicitly: every suite signs its owners up from this one machine, far
 * more than a real address would, while each upload test stays within a login's real quota. A suite that
 * exercises a limit passes its own value in `env`.
 */
export const TEST_ABUSE_LIMITS: Readonly<Record<string, string>> = {
  REGISTRATIONS_PER_ADDRESS: '1000000',
  UPLOADS_PER_LOGIN: '60',
  UPLOADS_PER_ADDRESS: '1000000',
  UPLOAD_STORAGE_PER_BUSINESS_MB: '100',
  UNUSED_UPLOAD_GRACE_HOURS: '24',
  REFEREE_SIGNUPS_PER_CODE: '1000000',
  REFEREE_SIGNUPS_PER_ADDRESS: '1000000',
  PASSWORD_RESETS_PER_ADDRESS: '1000000',
  SIGN_IN_FAILURES_PER_ADDRESS: '1000000',
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `referrals_e2e_${uniqueSuffix().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const ready = await eventually(
    async () => {
      if (child.exitCode !== null) return 'exited';
      const response = await fetch(`${url}/ready`).catch(() => null); // null: not listening yet
      await response?.arrayBuffer();
      return response?.ok && 'ready';
    },
    120_000,
    `the stack at ${url} to be ready`,
  ).catch(() => 'not ready');
  if (ready === 'ready') return;
  const log = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  throw new Error(`The stack at ${url} did not become ready (${ready}). Last log lines:\n${log}`);
}

/**
 * Starts the whole product the way a user would: `scripts/all-in-one.ts` on PGlite + the in-process bus, or,
 * when TEST_DATABASE_URL and TEST_NATS_URL are set, `scripts/cluster.ts` (a process per service) on a fresh
 * PostgreSQL database and NATS. Logs go to a file under e2e/artifacts.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const distributed = options.mode
    ? options.mode === 'cluster'
    : Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_NATS_URL);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'referrals-stack-'));
  const database = distributed ? await createDatabase(process.env.TEST_DATABASE_URL as string) : null;
  // Stacks of one test run share the NATS server (the e2e run's stack and a test's own): each its own subjects,
  // events stream and buckets, or their services would answer each other's requests and take each other's events.
  const natsNamespace = distributed ? `stack_${port}_${uniqueSuffix()}` : null;
  const artifacts = join(root, 'e2e/artifacts');
  mkdirSync(artifacts, { recursive: true });
  const logFile = join(artifacts, `stack-${port}.log`);
  const log = createWriteStream(logFile);

  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'info',
    ...TEST_ABUSE_LIMITS,
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    ADMIN_EMAIL: TEST_SUPER_ADMIN.email,
    ADMIN_PASSWORD: TEST_SUPER_ADMIN.password,
    ...(database
      ? {
          DATABASE_URL: database.url,
          NATS_URL: process.env.TEST_NATS_URL as string,
          NATS_NAMESPACE: natsNamespace as string,
        }
      : {}),
    // Stacks side by side on this machine: each process's ops server on a free port of its own.
    CLUSTER_OPS_PORT_BASE: '0',
    ...(options.testClock ? { TEST_CLOCK: '1' } : {}),
    ...options.env,
    ...(options.separate?.length ? { CLUSTER_EXCLUDE: options.separate.join(',') } : {}),
  };
  if (options.separate?.length && !distributed) throw new Error('separate services need the cluster mode');
  const separate = new Map(
    (options.separate ?? []).map((name) => [name, separateService(name, env, log)] as const),
  );
  await Promise.all([...separate.values()].map((service) => service.start()));
  const script = distributed ? 'scripts/cluster.ts' : 'scripts/all-in-one.ts';
  const child = spawn(join(root, 'node_modules/.bin/node'), [script], { cwd: root, env });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitUntilReady(url, child, logFile);

  return {
    mode: distributed ? 'cluster' : 'all-in-one',
    url,
    dataDir,
    logFile,
    natsNamespace,
    service(name) {
      const service = separate.get(name);
      if (!service) throw new Error(`${name} was not started as a separate process`);
      return service;
    },
    async stop({ keepData = false, signal = 'SIGTERM' } = {}) {
      await Promise.all([...separate.values()].map((service) => service.kill(signal)));
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      log.end();
      if (keepData) return;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
      if (natsNamespace) await dropNatsNamespace(process.env.TEST_NATS_URL as string, natsNamespace);
    },
  };
}

/** One service's process, started and killed at will, its output into the stack's log. */
function separateService(name: ServiceName, env: Record<string, string>, log: WriteStream): SeparateService {
  let child: ChildProcess | null = null;
  return {
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) return;
      const started = spawn(join(root, 'node_modules/.bin/node'), [`services/${name}/src/main.ts`], {
        cwd: root,
        env,
      });
      started.stdout?.pipe(log, { end: false });
      started.stderr?.pipe(log, { end: false });
      await new Promise<void>((resolve, reject) => {
        started.once('spawn', resolve);
        started.once('error', reject);
      });
      child = started;
    },
    async kill(signal = 'SIGTERM') {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
    },
  };
}
