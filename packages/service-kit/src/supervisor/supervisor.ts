import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';

/** One process to keep running. */
export interface ProcessSpec {
  /** Its name in logs and events, unique within a supervisor, e.g. `referral#2`. */
  label: string;
  /** The executable (default: the Node binary running the supervisor). */
  command?: string;
  args: readonly string[];
  cwd?: string;
  /** The child's whole environment. */
  env: NodeJS.ProcessEnv;
  /** More fields of its "replica started" log line, e.g. its ops port or a gateway's URL. */
  logFields?: Record<string, unknown>;
}

/**
 * How long a replica that exited waits before it is started again, as Kubernetes' CrashLoopBackOff: `baseMs`
 * after the first exit, doubling with each exit that follows, at most `capMs`; a replica that had run for
 * `resetAfterMs` before it exited counts as healthy again and waits `baseMs`.
 */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 30_000, resetAfterMs: 60_000 };

/** How long {@link Supervisor.stop} waits for a replica to drain after SIGTERM: Kubernetes' default. */
export const DEFAULT_GRACE_MS = 30_000;

export interface SupervisorOptions {
  processes: readonly ProcessSpec[];
  logger: Logger;
  backoff?: Partial<BackoffPolicy>;
  graceMs?: number;
  /** Where the children's stdout and stderr go (default: the supervisor's own). */
  output?: 'inherit' | 'ignore';
}

export interface ReplicaStarted {
  process: string;
  pid: number;
}

export interface ReplicaExited {
  process: string;
  pid: number | null;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** How many times this replica was restarted, the restart this exit causes included. */
  restarts: number;
  /** The back-off before it starts again; null when the supervisor is stopping and it stays down. */
  delayMs: number | null;
}

export interface ReplicaState {
  process: string;
  /** The running process's id; null between an exit and its restart. */
  pid: number | null;
  restarts: number;
}

export interface StopResult {
  /** The replicas that had to be killed: still running after the grace period, or a second stop signal. */
  killed: string[];
}

interface Replica {
  readonly spec: ProcessSpec;
  child: ChildProcess | null;
  startedAt: number;
  restarts: number;
  /** Exits since the replica last ran stably: the exponent of its back-off. */
  crashes: number;
  restartTimer: NodeJS.Timeout | null;
}

/** Doubling past this many exits overflows nothing, and every cap in use is reached well before it. */
const MAX_DOUBLINGS = 30;

/**
 * Keeps processes running the way Kubernetes keeps a pod's containers running: a replica that exits, whatever
 * its code, is started again after a back-off ({@link BackoffPolicy}) and the others are left alone. `stop`
 * sends SIGTERM to every replica, waits for each to drain and exit, and kills those still running after the
 * grace period. Emits `started` and `exited` for every process it starts and sees end.
 */
export class Supervisor extends EventEmitter<{ started: [ReplicaStarted]; exited: [ReplicaExited] }> {
  readonly #replicas: Replica[];
  readonly #logger: Logger;
  readonly #backoff: BackoffPolicy;
  readonly #graceMs: number;
  readonly #output: 'inherit' | 'ignore';
  readonly #killed: string[] = [];
  #stopping: Promise<StopResult> | null = null;
  #allStopped: (() => void) | null = null;

  constructor(options: SupervisorOptions) {
    super();
    const labels = options.processes.map((spec) => spec.label);
    const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
    if (repeated.length > 0) throw new Error(`Process labels must be unique: ${repeated.join(', ')}`);
    this.#replicas = options.processes.map((spec) => ({
      spec,
      child: null,
      startedAt: 0,
      restarts: 0,
      crashes: 0,
      restartTimer: null,
    }));
    this.#logger = options.logger;
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    this.#graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
    this.#output = options.output ?? 'inherit';
  }

  /** Starts every process (listeners attached before this hear every `started`). */
  start(): void {
    for (const replica of this.#replicas) this.#spawn(replica);
  }

  /** Each replica's current process and restart count, in the order the processes were given. */
  replicas(): ReplicaState[] {
    return this.#replicas.map((replica) => ({
      process: replica.spec.label,
      pid: replica.child?.pid ?? null,
      restarts: replica.restarts,
    }));
  }

  /**
   * Stops restarting, sends SIGTERM to every running replica and resolves once all have exited; a replica
   * still running after the grace period is killed. Calling it again returns the same promise.
   */
  stop(): Promise<StopResult> {
    if (this.#stopping) return this.#stopping;
    this.#stopping = new Promise<StopResult>((resolve) => {
      this.#allStopped = () => resolve({ killed: [...this.#killed] });
    });
    const running = this.#running();
    this.#logger.info(
      { processes: running.length, graceMs: this.#graceMs },
      'stopping: SIGTERM to every replica',
    );
    for (const replica of this.#replicas) {
      if (replica.restartTimer) clearTimeout(replica.restartTimer);
      replica.restartTimer = null;
    }
    for (const replica of running) replica.child?.kill('SIGTERM');
    const graceTimer = setTimeout(() => this.#kill('still running after the grace period'), this.#graceMs);
    void this.#stopping.then(() => clearTimeout(graceTimer));
    this.#settleIfAllStopped();
    return this.#stopping;
  }

  /** Kills every replica at once (a second stop signal): `stop` without waiting for the drain. */
  killNow(): Promise<StopResult> {
    const stopping = this.stop();
    this.#kill('killed at once');
    return stopping;
  }

  #spawn(replica: Replica): void {
    const { spec } = replica;
    const child = spawn(spec.command ?? process.execPath, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: this.#output,
      // A group of its own: Ctrl-C in a terminal reaches the supervisor alone, which then stops each replica
      // with a single SIGTERM (a second signal would make a replica give up its drain).
      detached: true,
    });
    replica.child = child;
    replica.startedAt = Date.now();
    let ended = false;
    const end = (code: number | null, signal: NodeJS.Signals | null) => {
      if (ended) return;
      ended = true;
      this.#exited(replica, child, code, signal);
    };
    child.once('exit', end);
    child.once('error', (err) => {
      this.#logger.error({ err, process: spec.label }, 'replica could not be started');
      // A process that never started emits no `exit`: it is restarted all the same, after its back-off.
      if (child.pid === undefined) end(null, null);
    });
    if (child.pid === undefined) return;
    this.#logger.info({ process: spec.label, pid: child.pid, ...spec.logFields }, 'replica started');
    this.emit('started', { process: spec.label, pid: child.pid });
  }

  #exited(replica: Replica, child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    replica.child = null;
    const event = { process: replica.spec.label, pid: child.pid ?? null, code, signal };
    if (this.#stopping) {
      this.#logger.info(event, 'replica stopped');
      this.emit('exited', { ...event, restarts: replica.restarts, delayMs: null });
      this.#settleIfAllStopped();
      return;
    }
    const ranMs = Date.now() - replica.startedAt;
    if (ranMs >= this.#backoff.resetAfterMs) replica.crashes = 0;
    const delayMs = Math.min(
      this.#backoff.baseMs * 2 ** Math.min(replica.crashes, MAX_DOUBLINGS),
      this.#backoff.capMs,
    );
    replica.crashes += 1;
    replica.restarts += 1;
    this.#logger.warn({ ...event, ranMs, restarts: replica.restarts, delayMs }, 'replica exited; restarting');
    replica.restartTimer = setTimeout(() => {
      replica.restartTimer = null;
      this.#spawn(replica);
    }, delayMs);
    this.emit('exited', { ...event, restarts: replica.restarts, delayMs });
  }

  #running(): Replica[] {
    return this.#replicas.filter(
      (replica) => replica.child && replica.child.exitCode === null && replica.child.signalCode === null,
    );
  }

  #kill(reason: string): void {
    for (const replica of this.#running()) {
      const { child, spec } = replica;
      this.#logger.warn({ process: spec.label, pid: child?.pid, reason }, 'replica killed');
      if (!this.#killed.includes(spec.label)) this.#killed.push(spec.label);
      child?.kill('SIGKILL');
    }
  }

  #settleIfAllStopped(): void {
    if (this.#replicas.every((replica) => replica.child === null)) this.#allStopped?.();
  }
}
