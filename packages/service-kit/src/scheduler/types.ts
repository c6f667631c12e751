import type { EntityManager } from '@mikro-orm/sql';
import type { Logger } from 'pino';
import type { Bus } from '../bus/types.ts';
import type { PlatformConfig } from '../config.ts';
import type { Clock } from './clock.ts';

/** A due job as its handler gets it. */
export interface DueJob<T = unknown> {
  id: string;
  name: string;
  key: string;
  data: T;
  /** When it was due. */
  runAt: Date;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
}

export interface JobContext {
  /** Runs inside the transaction that also marks the job done: both commit or neither does. */
  em: EntityManager;
  log: Logger;
  bus: Bus;
  config: PlatformConfig;
  /** The scheduler's clock: `clock.now()` is what "now" means for the next run a handler schedules. */
  clock: Clock;
  /** Runs `task` once the handler's transaction has committed (never if it rolls back). */
  afterCommit(task: () => void): void;
}

/** How a failing job is tried again: after `backoffMs`, doubled at each failure up to `maxBackoffMs`. */
export interface JobRetryPolicy {
  /** Runs before the job is parked with its last error (default 5). */
  maxAttempts?: number;
  /** Delay before the first retry (default 60 s). */
  backoffMs?: number;
  /** Longest delay between two tries (default 1 hour). */
  maxBackoffMs?: number;
}

/** A kind of job a service runs, named by `scheduleJob`'s `name`. */
export interface JobDefinition<T = any> {
  /** Unique within the service, e.g. `daily-summary`. */
  name: string;
  handle: (job: DueJob<T>, ctx: JobContext) => Promise<void>;
  retry?: JobRetryPolicy;
  /**
   * How long a replica may take between claiming a job and committing it before another replica may claim it
   * again (default 5 minutes): only a replica that died mid-job makes another wait this long.
   */
  leaseMs?: number;
}
