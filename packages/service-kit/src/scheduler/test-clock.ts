import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { Bus, Subscription } from '../bus/types.ts';
import { Errors, isAppError, toWire } from '../errors.ts';
import type { SettableClock } from './clock.ts';
import type { Scheduler } from './scheduler.ts';

/**
 * End-to-end tests move a running stack's scheduler clocks through these subjects, which exist only when the
 * stack runs with `TEST_CLOCK` on (never in production: the flag is off by default and no gateway route leads
 * to them). `<service>.test-clock` moves one replica's clock, runs the service's due jobs and answers; the
 * replica tells its peers the new time on `<service>.test-clock-moved`.
 */
export const testClockSubject = (service: string) => `${service}.test-clock`;
export const testClockMovedSubject = (service: string) => `${service}.test-clock-moved`;

/** The all-in-one process's test-clock socket, in its data folder (see {@link serveTestClockSocket}). */
export const TEST_CLOCK_SOCKET = 'test-clock.sock';

/** What `<service>.test-clock` takes: an instant to set (ISO 8601) and/or milliseconds to advance by. */
export interface TestClockRequest {
  set?: string;
  advanceMs?: number;
}

/** What it answers: the service's clock afterwards and how many jobs ran. */
export interface TestClockAnswer {
  service: string;
  now: string;
  ran: number;
}

interface ClockMoved {
  origin: string;
  now: string;
}

/** Serves a service's test clock on the bus; the subscriptions end with the service. */
export function serveTestClock(options: {
  service: string;
  bus: Bus;
  clock: SettableClock;
  scheduler: Scheduler;
}): Subscription[] {
  const { service, bus, clock, scheduler } = options;
  const origin = randomUUID();
  const moved = bus.listen(testClockMovedSubject(service), (data) => {
    const news = data as ClockMoved;
    if (news.origin !== origin) clock.set(new Date(news.now));
  });
  const served = bus.serve(
    testClockSubject(service),
    async (message): Promise<TestClockAnswer> => {
      const request = (message.data ?? {}) as TestClockRequest;
      if (request.set !== undefined) {
        const date = new Date(request.set);
        if (Number.isNaN(date.getTime())) throw Errors.input('set must be an ISO 8601 instant');
        clock.set(date);
      }
      if (request.advanceMs !== undefined) {
        if (!Number.isFinite(request.advanceMs)) throw Errors.input('advanceMs must be a number');
        clock.advance(request.advanceMs);
      }
      bus.broadcast(testClockMovedSubject(service), { origin, now: clock.now().toISOString() });
      const ran = await scheduler.runDueJobs();
      return { service, now: clock.now().toISOString(), ran };
    },
    { queue: service },
  );
  return [served, moved];
}

/**
 * The all-in-one process's way in for a test stack: its bus lives inside it, so with `TEST_CLOCK` on it answers
 * `POST /<service>` (a {@link TestClockRequest}) on a Unix socket at `socketPath` (in its data folder) by
 * calling `<service>.test-clock`. Nothing listens on a network port.
 */
export async function serveTestClockSocket(options: {
  bus: Bus;
  socketPath: string;
  logger: Logger;
}): Promise<{ close(): Promise<void> }> {
  const { bus, socketPath, logger } = options;
  rmSync(socketPath, { force: true });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const service = (req.url ?? '').replace(/^\//, '');
      const answer = async () => {
        const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : {};
        return bus.request(testClockSubject(service), body, { timeoutMs: 60_000 });
      };
      answer().then(
        (data) => {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(data));
        },
        (error: unknown) => {
          if (!isAppError(error)) logger.warn({ err: error }, 'test clock request failed');
          res.writeHead(isAppError(error) ? 400 : 500, { 'content-type': 'application/json' });
          res.end(JSON.stringify(toWire(error)));
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  logger.warn({ socketPath }, 'TEST_CLOCK is on: the schedulers read a clock tests can move');
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}
