import { request } from 'node:http';
import { join } from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@referrals/contracts';
import {
  TEST_CLOCK_SOCKET,
  connectNatsBus,
  createLogger,
  testClockSubject,
  type TestClockAnswer,
  type TestClockRequest,
} from '@referrals/service-kit';
import type { RunningStack } from './stack.ts';

/** How far to move a service's scheduler clock: to an instant, by some milliseconds, or not at all. */
export interface ClockMove {
  set?: Date;
  advanceMs?: number;
}

/** What the helpers need of a stack started with `testClock: true`. */
export type ClockedStack = Pick<RunningStack, 'mode' | 'dataDir' | 'natsNamespace'>;

/**
 * Moves the scheduler clock of one service of a stack started with `testClock: true` (`TEST_CLOCK=1`) and runs
 * the jobs then due, answering the clock afterwards and how many ran. The all-in-one process is reached through
 * its test-clock socket in the data folder, a cluster's services over NATS (`<service>.test-clock`); neither
 * exists in a stack started without the flag, and no gateway route leads there.
 */
export async function moveStackClock(
  stack: ClockedStack,
  service: ServiceName,
  move: ClockMove = {},
): Promise<TestClockAnswer> {
  const body: TestClockRequest = {
    ...(move.set ? { set: move.set.toISOString() } : {}),
    ...(move.advanceMs !== undefined ? { advanceMs: move.advanceMs } : {}),
  };
  if (stack.mode === 'all-in-one') return postToSocket(join(stack.dataDir, TEST_CLOCK_SOCKET), service, body);
  const url = process.env.TEST_NATS_URL;
  if (!url || !stack.natsNamespace) throw new Error('a cluster stack needs TEST_NATS_URL and its namespace');
  const bus = await connectNatsBus({
    url,
    name: 'test-clock',
    namespace: stack.natsNamespace,
    logger: createLogger({ name: 'test-clock', level: 'silent' }),
  });
  try {
    return await bus.request<TestClockAnswer>(testClockSubject(service), body, { timeoutMs: 60_000 });
  } finally {
    await bus.close();
  }
}

/**
 * Moves every service's scheduler clock the same way (none, by default) and runs what is then due, service by
 * service: what a test calls instead of waiting for a schedule.
 */
export async function runStackDueJobs(
  stack: ClockedStack,
  move: ClockMove = {},
  services: readonly ServiceName[] = SERVICE_NAMES,
): Promise<TestClockAnswer[]> {
  const answers: TestClockAnswer[] = [];
  for (const service of services) answers.push(await moveStackClock(stack, service, move));
  return answers;
}

function postToSocket(socketPath: string, service: string, body: TestClockRequest): Promise<TestClockAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, path: `/${service}`, method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode === 200) resolve(JSON.parse(text) as TestClockAnswer);
          else reject(new Error(`the test clock of ${service} answered ${res.statusCode}: ${text}`));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
