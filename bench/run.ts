/**
 * Throughput benchmark (not a test). In ONE run, so the numbers are comparable:
 *   1. raw node:http hello world (the machine's ceiling),
 *   2. the gateway alone (GET /health: Koa, middleware, no bus),
 *   3. GET /api/auth/me through gateway + bus + identity + database, all-in-one (PGlite, in-process bus),
 *   4. the same in the distributed mode (PostgreSQL + NATS, a process per service) when BENCH_DATABASE_URL and
 *      BENCH_NATS_URL are set (defaults: the local servers).
 * Usage: `npm run bench` (BENCH_SECONDS=10 BENCH_CONNECTIONS=50). Prints a Markdown table.
 */
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { buildRegistration, startStack, type RunningStack } from '@referrals/testing';
import { startRawServer } from './support/raw-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? '10');
const connections = Number(process.env.BENCH_CONNECTIONS ?? '50');

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function signedInCookie(stack: RunningStack): Promise<string> {
  const response = await fetch(`${stack.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildRegistration()),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

async function measureStack(name: string, mode: 'all-in-one' | 'cluster'): Promise<Row[]> {
  const stack = await startStack({ mode, env: { LOG_LEVEL: 'warn' } });
  try {
    const cookie = await signedInCookie(stack);
    return [
      await measure(`gateway alone: GET /health (${name})`, `${stack.url}/health`),
      await measure(`GET /api/auth/me, ${name}`, `${stack.url}/api/auth/me`, { cookie }),
    ];
  } finally {
    await stack.stop();
  }
}

const raw = await startRawServer();
const rows: Row[] = [await measure('raw node:http hello world', raw.url)];
raw.stop();

rows.push(...(await measureStack('all-in-one (PGlite + in-process bus)', 'all-in-one')));
process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
process.env.TEST_NATS_URL ??= process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222';
rows.push(...(await measureStack('distributed (PostgreSQL + NATS, process per service)', 'cluster')));

const ceiling = rows[0].requestsPerSecond;
console.log(
  `\nMachine: ${cpus().length} x ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
    `${connections} connections, ${seconds} s per row.\n`,
);
console.log('| what | req/s | vs raw node:http | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const ratio = ((row.requestsPerSecond / ceiling) * 100).toFixed(1);
  console.log(
    `| ${row.name} | ${row.requestsPerSecond} | ${ratio}% | ${row.p50} | ${row.p99} | ${row.errors} |`,
  );
}
