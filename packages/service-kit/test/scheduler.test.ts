import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Migration } from '@mikro-orm/migrations';
import type { ServiceName } from '@referrals/contracts';
import {
  SettableClock,
  cancelJob,
  cancelJobsWithPrefix,
  findJob,
  loadConfig,
  nextLocalTime,
  scheduleJob,
  startService,
  testClockSubject,
  type Bus,
  type Database,
  type JobDefinition,
  type JobRequest,
  type Logger,
  type ServiceDefinition,
  type ServiceRuntime,
  type TestClockAnswer,
} from '../src/index.ts';
import {
  TEST_DATABASE_URL,
  TEST_NATS_URL,
  captureLogs,
  createTestInfra,
  eventually,
  uniqueId,
  type TestInfra,
} from '@referrals/service-kit/testing';

// Starting a database (PGlite's initdb above all) can take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const mode = `${TEST_NATS_URL ? 'NATS' : 'in-process bus'} + ${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`;
const START = new Date('2026-03-02T09:00:00Z');
const MINUTE = 60_000;

// Unqualified: the kit runs service migrations with search_path set to the service schema.
class CreateJobRun extends Migration {
  override up(): void {
    this.addSql(`create table "job_run" ("key" text not null, "attempt" integer not null);`);
  }
}

/** What each job kind does: records its run in `job_run` (in the job's transaction), and maybe fails after. */
function jobsOf(schema: string, attempts: string[]): JobDefinition[] {
  const record: JobDefinition['handle'] = async (job, { em }) => {
    attempts.push(`${job.key}#${job.attempt}`);
    await em.execute(`insert into "${schema}"."job_run" ("key", "attempt") values (?, ?)`, [
      job.key,
      job.attempt,
    ]);
  };
  return [
    { name: 'record', handle: record },
    {
      name: 'fail-first',
      handle: async (job, ctx) => {
        await record(job, ctx);
        if (job.attempt <= (job.data as { failures: number }).failures) throw new Error('not yet');
      },
      retry: { maxAttempts: 3, backoffMs: 1000 },
    },
    {
      name: 'daily-summary',
      handle: async (job, ctx) => {
        await record(job, ctx);
        const next = nextLocalTime(ctx.clock.now(), 'Europe/London', { hour: 8 });
        await scheduleJob(ctx.em, {
          name: 'daily-summary',
          key: `daily-summary:${next.toISOString()}`,
          runAt: next,
        });
      },
    },
  ];
}

describe(`scheduler (${mode})`, () => {
  let infra: TestInfra;
  let database: Database;
  let bus: Bus;
  const runtimes: ServiceRuntime[] = [];

  /** A service of its own schema, with the test's jobs. */
  const serviceDef = (schema: string, attempts: string[]): ServiceDefinition => ({
    name: schema as ServiceName,
    entities: [],
    migrations: [{ name: '0001-job-run', class: CreateJobRun }],
    endpoints: {},
    jobs: jobsOf(schema, attempts),
  });

  const start = async (
    def: ServiceDefinition,
    options: {
      clock?: SettableClock;
      bus?: Bus;
      logger?: Logger;
      testClock?: boolean;
      intervalMs?: number;
    } = {},
  ) => {
    const config = options.testClock ? { ...infra.config, testClock: true } : infra.config;
    const runtime = await startService(
      def,
      {
        bus: options.bus ?? bus,
        database,
        config,
        logger: options.logger ?? infra.logger,
        clock: options.clock ?? (options.testClock ? undefined : new SettableClock(START)),
      },
      { outboxIntervalMs: 200, schedulerIntervalMs: options.intervalMs ?? 3_600_000 },
    );
    runtimes.push(runtime);
    return runtime;
  };

  const schedule = (runtime: ServiceRuntime, request: JobRequest) =>
    runtime.orm.em.fork().transactional((em) => scheduleJob(em, request));

  const runs = async (runtime: ServiceRuntime) =>
    runtime.orm.em
      .fork()
      .execute<{ key: string; attempt: number }[]>(
        `select "key", "attempt" from "${runtime.name}"."job_run" order by "key", "attempt"`,
      );

  const unique = (label: string) => `${label}${uniqueId()}`.toLowerCase();

  beforeAll(async () => {
    infra = await createTestInfra('scheduler');
    database = await infra.database();
    bus = await infra.bus('scheduler-test');
  });
  afterAll(async () => {
    for (const runtime of runtimes.reverse()) await runtime.stop();
    await infra.cleanup();
  });

  it('when a job comes due, then it runs once, in the transaction that marks it done', async () => {
    const clock = new SettableClock(START);
    const runtime = await start(serviceDef(unique('due'), []), { clock });
    expect(
      await schedule(runtime, { name: 'record', key: 'k-1', runAt: new Date(START.getTime() + MINUTE) }),
    ).toBe(true);

    expect(await runtime.runDueJobs()).toBe(0);
    clock.advance(MINUTE);
    expect(await runtime.runDueJobs()).toBe(1);
    expect(await runtime.runDueJobs()).toBe(0);

    expect(await runs(runtime)).toEqual([{ key: 'k-1', attempt: 1 }]);
    const job = await findJob(runtime.orm.em.fork(), 'k-1');
    expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('when two replicas share the database, then each due job runs once', async () => {
    const schema = unique('replicas');
    const first = await start(serviceDef(schema, []));
    const second = await start(serviceDef(schema, []), { bus: await infra.bus('scheduler-second') });
    const keys = Array.from({ length: 12 }, (_, i) => `job-${String(i).padStart(2, '0')}`);
    for (const key of keys) await schedule(first, { name: 'record', key, runAt: START });

    const [a, b] = await Promise.all([first.runDueJobs(), second.runDueJobs()]);

    expect(a + b).toBe(keys.length);
    expect(await runs(first)).toEqual(keys.map((key) => ({ key, attempt: 1 })));
  });

  it('when the service restarts, then the job it had scheduled still runs', async () => {
    const schema = unique('restart');
    const before = await start(serviceDef(schema, []));
    await schedule(before, { name: 'record', key: 'survivor', runAt: START });
    await before.stop();

    const after = await start(serviceDef(schema, []));
    expect(await after.runDueJobs()).toBe(1);
    expect(await runs(after)).toEqual([{ key: 'survivor', attempt: 1 }]);
  });

  it('when the replica that claimed a job died, then another claims it again once the lease has ended', async () => {
    const clock = new SettableClock(START);
    const runtime = await start(serviceDef(unique('lease'), []), { clock });
    await schedule(runtime, { name: 'record', key: 'orphan', runAt: START });
    // What a replica that claimed the job and died leaves behind: a claim whose lease runs 5 minutes.
    await runtime.orm.em.fork().execute(
      `update "${runtime.name}"."scheduled_job" set "state" = 'running', "attempts" = 1,
           "claim" = gen_random_uuid(), "lease_ends_at" = ? where "key" = 'orphan'`,
      [new Date(START.getTime() + 5 * MINUTE)],
    );

    expect(await runtime.runDueJobs()).toBe(0);
    clock.advance(5 * MINUTE);
    expect(await runtime.runDueJobs()).toBe(1);
    expect(await runs(runtime)).toEqual([{ key: 'orphan', attempt: 2 }]);
  });

  it('when a job fails, then it is retried with backoff and succeeds; its failed tries leave nothing', async () => {
    const clock = new SettableClock(START);
    const attempts: string[] = [];
    const runtime = await start(serviceDef(unique('retry'), attempts), { clock });
    await schedule(runtime, { name: 'fail-first', key: 'flaky', runAt: START, data: { failures: 1 } });

    expect(await runtime.runDueJobs()).toBe(1);
    expect(await findJob(runtime.orm.em.fork(), 'flaky')).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'Error: not yet',
      runAt: new Date(START.getTime() + 1000),
    });
    expect(await runtime.runDueJobs()).toBe(0);
    clock.advance(1000);
    expect(await runtime.runDueJobs()).toBe(1);

    expect(attempts).toEqual(['flaky#1', 'flaky#2']);
    expect(await runs(runtime)).toEqual([{ key: 'flaky', attempt: 2 }]);
    expect(await findJob(runtime.orm.em.fork(), 'flaky')).toMatchObject({ state: 'done', lastError: null });
  });

  it('when a job fails every attempt, then it is parked with its last error and logged', async () => {
    const clock = new SettableClock(START);
    const logs = captureLogs('scheduler-parked');
    const attempts: string[] = [];
    const runtime = await start(serviceDef(unique('parked'), attempts), { clock, logger: logs.logger });
    await schedule(runtime, { name: 'fail-first', key: 'doomed', runAt: START, data: { failures: 99 } });

    expect(await runtime.runDueJobs()).toBe(1);
    clock.advance(1000);
    expect(await runtime.runDueJobs()).toBe(1);
    clock.advance(2000);
    expect(await runtime.runDueJobs()).toBe(1);
    clock.advance(60 * MINUTE);
    expect(await runtime.runDueJobs()).toBe(0);

    expect(attempts).toEqual(['doomed#1', 'doomed#2', 'doomed#3']);
    expect(await runs(runtime)).toEqual([]);
    expect(await findJob(runtime.orm.em.fork(), 'doomed')).toMatchObject({
      state: 'parked',
      attempts: 3,
      lastError: 'Error: not yet',
    });
    const parked = logs.lines().filter((line) => line.msg === 'scheduled job parked after its last attempt');
    expect(parked).toMatchObject([{ level: 'error', job: 'fail-first', key: 'doomed', attempt: 3 }]);
  });

  it('when a job is scheduled twice with one key, then it exists and runs once', async () => {
    const runtime = await start(serviceDef(unique('twice'), []));
    const request = { name: 'record', key: 'once', runAt: START };
    expect(await schedule(runtime, request)).toBe(true);
    expect(await schedule(runtime, { ...request, runAt: new Date(START.getTime() - MINUTE) })).toBe(false);

    const [{ n }] = await runtime.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as "n" from "${runtime.name}"."scheduled_job"`);
    expect(n).toBe(1);
    expect(await runtime.runDueJobs()).toBe(1);
    expect(await schedule(runtime, request)).toBe(false);
    expect(await runtime.runDueJobs()).toBe(0);
    expect(await runs(runtime)).toEqual([{ key: 'once', attempt: 1 }]);
  });

  it('when a waiting job is cancelled by its key, then it never runs; a finished one cannot be', async () => {
    const runtime = await start(serviceDef(unique('cancel'), []));
    await schedule(runtime, { name: 'record', key: 'approve-later', runAt: START });
    await schedule(runtime, { name: 'record', key: 'ran', runAt: START });
    const em = runtime.orm.em.fork();
    expect(await em.transactional((tx) => cancelJob(tx, 'approve-later'))).toBe(true);
    expect(await cancelJob(em, 'approve-later')).toBe(false);

    expect(await runtime.runDueJobs()).toBe(1);
    expect(await cancelJob(em, 'ran')).toBe(false);
    expect(await findJob(em, 'approve-later')).toBeNull();
    expect(await runs(runtime)).toEqual([{ key: 'ran', attempt: 1 }]);
  });

  it('when the waiting jobs of a key prefix are cancelled, then they are answered with their time and data, and the rest stay', async () => {
    const runtime = await start(serviceDef(unique('prefix'), []));
    const later = new Date(START.getTime() + 60_000);
    await schedule(runtime, { name: 'record', key: 'summary:b1:1', runAt: later, data: { n: 1 } });
    await schedule(runtime, { name: 'record', key: 'summary:b1:2', runAt: later, data: { n: 2 } });
    await schedule(runtime, { name: 'record', key: 'summary:b10:1', runAt: later });
    await schedule(runtime, { name: 'record', key: 'summary:b1:ran', runAt: START });
    expect(await runtime.runDueJobs()).toBe(1);
    const em = runtime.orm.em.fork();

    const cancelled = await em.transactional((tx) => cancelJobsWithPrefix(tx, 'summary:b1:'));
    expect(cancelled.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'summary:b1:1', name: 'record', data: { n: 1 }, runAt: later },
      { key: 'summary:b1:2', name: 'record', data: { n: 2 }, runAt: later },
    ]);
    expect(await findJob(em, 'summary:b1:1')).toBeNull();
    expect(await findJob(em, 'summary:b10:1')).toMatchObject({ state: 'pending' });
    expect(await findJob(em, 'summary:b1:ran')).toMatchObject({ state: 'done' });
    expect(await cancelJobsWithPrefix(em, 'summary:b1:')).toEqual([]);
  });

  it('when a job is scheduled outside a transaction, then it is refused', async () => {
    const runtime = await start(serviceDef(unique('notx'), []));
    await expect(
      scheduleJob(runtime.orm.em.fork(), { name: 'record', key: 'x', runAt: START }),
    ).rejects.toThrow('scheduleJob must run inside the transaction of its cause');
  });

  it('when a daily job runs, then it schedules its next run at 08:00 London time, across the clock change', async () => {
    const clock = new SettableClock(new Date('2026-03-28T08:00:00Z'));
    const runtime = await start(serviceDef(unique('daily'), []), { clock });
    await schedule(runtime, { name: 'daily-summary', key: 'daily-summary:first', runAt: clock.now() });

    expect(await runtime.runDueJobs()).toBe(1);
    const next = await findJob(runtime.orm.em.fork(), 'daily-summary:2026-03-29T07:00:00.000Z');
    expect(next).toMatchObject({ state: 'pending', runAt: new Date('2026-03-29T07:00:00Z') });
    clock.set(new Date('2026-03-29T07:00:00Z'));
    expect(await runtime.runDueJobs()).toBe(1);
    expect(await findJob(runtime.orm.em.fork(), 'daily-summary:2026-03-30T07:00:00.000Z')).toMatchObject({
      state: 'pending',
    });
  });

  it('when nobody runs due jobs by hand, then the poll runs them, and stops with the service', async () => {
    const runtime = await start(serviceDef(unique('poll'), []), { intervalMs: 50 });
    await schedule(runtime, { name: 'record', key: 'polled', runAt: START });

    await eventually(async () => (await runs(runtime)).length === 1, 10_000, 'the poll to run the job');
    await runtime.stop();
    await expect(runtime.runDueJobs()).resolves.toBe(0);
  });

  it('when TEST_CLOCK is on, then the bus moves the clock and runs what is due; when off, nothing serves it', async () => {
    const schema = unique('busclock');
    const runtime = await start(serviceDef(schema, []), { testClock: true });
    await schedule(runtime, {
      name: 'record',
      key: 'in-14-days',
      runAt: new Date(Date.now() + 14 * 24 * 60 * MINUTE),
    });

    const early = await bus.request<TestClockAnswer>(testClockSubject(schema), {
      advanceMs: 13 * 24 * 60 * MINUTE,
    });
    expect(early.ran).toBe(0);
    const due = await bus.request<TestClockAnswer>(testClockSubject(schema), { advanceMs: 24 * 60 * MINUTE });
    expect(due).toMatchObject({ service: schema, ran: 1 });
    expect(new Date(due.now).getTime()).toBeGreaterThan(Date.now() + 14 * 24 * 60 * MINUTE - MINUTE);
    expect(await runs(runtime)).toEqual([{ key: 'in-14-days', attempt: 1 }]);

    const plain = unique('noclock');
    await start(serviceDef(plain, []));
    expect(loadConfig({}).testClock).toBe(false);
    await expect(
      bus.request(testClockSubject(plain), { advanceMs: 1 }, { timeoutMs: 1000 }),
    ).rejects.toMatchObject({
      name: 'Unavailable',
    });
  });
});
