/**
 * The dashboard's campaign-list poll under load (not a test). Every open owner dashboard asks for
 * GET /api/campaigns/user/{userId} every 2 s and, its list unchanged, gets 304 back through the browser's
 * revalidation (If-None-Match). In ONE run, so the numbers are comparable:
 *   1. raw node:http hello world (the machine's ceiling),
 *   2. the poll without a validator (200 with the whole list every time),
 *   3. the poll as a browser revalidates it (If-None-Match with the current ETag: 304),
 * against the all-in-one product (PGlite + in-process bus), then the distributed one (PostgreSQL + NATS, a
 * process per service; BENCH_DATABASE_URL / BENCH_NATS_URL, defaults: the local servers), for an owner on the
 * Professional plan with 3 campaigns. Usage: `node bench/campaign-poll.ts` (BENCH_SECONDS=10
 * BENCH_CONNECTIONS=50; BENCH_DISTRIBUTED=0 skips the distributed rows). Prints a Markdown table.
 */
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { buildRegistration, startStack, type RunningStack } from '@referrals/testing';
import { startRawServer } from './support/raw-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? '10');
const connections = Number(process.env.BENCH_CONNECTIONS ?? '50');
const CAMPAIGNS = 3;

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Share of answers that were 304, in percent. */
  notModified: number;
  /** Response bytes per second, KiB. */
  kibPerSecond: number;
  /** Connection errors, timeouts and answers other than the expected status. */
  errors: number;
}

async function measure(
  name: string,
  url: string,
  expected: number,
  headers: Record<string, string> = {},
): Promise<Row> {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const count = (status: number) => result.statusCodeStats?.[`${status}`]?.count ?? 0;
  const answered = Object.values(result.statusCodeStats ?? {}).reduce(
    (sum, stat) => sum + (stat.count ?? 0),
    0,
  );
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    notModified: answered === 0 ? 0 : (count(304) / answered) * 100,
    kibPerSecond: Math.round(result.throughput.average / 1024),
    errors: result.errors + result.timeouts + (answered - count(expected)),
  };
}

async function call(stack: RunningStack, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${stack.url}${path}`, { ...init, headers });
}

/** An owner on the Professional plan (up to 5 active campaigns) with CAMPAIGNS campaigns. */
async function ownerWithCampaigns(stack: RunningStack): Promise<{ cookie: string; userId: string }> {
  const registered = await call(stack, '/api/register', {
    method: 'POST',
    body: JSON.stringify(buildRegistration()),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const cookie = registered.headers
    .getSetCookie()
    .find((value) => value.startsWith('sid='))!
    .split(';')[0]!;
  const { user } = (await registered.json()) as { user: { id: string } };
  const plan = await call(stack, `/api/user/${user.id}/plan`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ subscriptionTier: 'professional' }),
  });
  if (plan.status !== 200) throw new Error(`choosing the plan answered ${plan.status}`);

  for (let created = 0; created < CAMPAIGNS;) {
    const response = await call(stack, '/api/campaigns', {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        userId: user.id,
        name: `Campaign ${created + 1}`,
        description: '<p>Bring a friend and both of you save.</p>',
        constantRewardEnabled: true,
        constantRewardName: '10% off',
        milestones: [{ referralCount: 3, rewardType: 'cash', rewardValue: '£5', description: 'Five pounds' }],
      }),
    });
    if (response.status === 201) created += 1;
    // 404 until identity's businessRegistered event has reached the campaign service.
    else if (response.status === 404) await new Promise((resolve) => setTimeout(resolve, 100));
    else throw new Error(`creating a campaign answered ${response.status}: ${await response.text()}`);
  }
  return { cookie, userId: user.id };
}

const raw = await startRawServer();
const rows: Row[] = [await measure('raw node:http hello world', raw.url, 200)];
raw.stop();

/** The two poll rows against one product, and the size of the list they fetch. */
async function measurePolls(
  label: string,
  mode: 'all-in-one' | 'cluster',
): Promise<{ rows: Row[]; listBytes: number }> {
  const stack = await startStack({ mode, env: { LOG_LEVEL: 'warn' } });
  try {
    const { cookie, userId } = await ownerWithCampaigns(stack);
    const url = `${stack.url}/api/campaigns/user/${userId}`;
    const first = await call(stack, `/api/campaigns/user/${userId}`, { cookie });
    const etag = first.headers.get('etag');
    const listBytes = (await first.text()).length;
    if (first.status !== 200 || !etag) throw new Error(`the list answered ${first.status} with ETag ${etag}`);
    const revalidated = await fetch(url, { headers: { cookie, 'if-none-match': etag }, cache: 'no-cache' });
    if (revalidated.status !== 304) throw new Error(`revalidating the list answered ${revalidated.status}`);
    return {
      listBytes,
      rows: [
        await measure(`poll without If-None-Match (200, whole list), ${label}`, url, 200, { cookie }),
        await measure(`poll with the current If-None-Match (304), ${label}`, url, 304, {
          cookie,
          'if-none-match': etag,
        }),
      ],
    };
  } finally {
    await stack.stop();
  }
}

const polls = await measurePolls('all-in-one', 'all-in-one');
rows.push(...polls.rows);
const listBytes = polls.listBytes;
if (process.env.BENCH_DISTRIBUTED !== '0') {
  process.env.TEST_DATABASE_URL ??=
    process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  process.env.TEST_NATS_URL ??= process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222';
  rows.push(...(await measurePolls('distributed', 'cluster')).rows);
}

const ceiling = rows[0]!.requestsPerSecond;
console.log(
  `\nMachine: ${cpus().length} x ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
    `${connections} connections, 2 s warm-up then ${seconds} s per row; list of ${CAMPAIGNS} campaigns = ${listBytes} bytes of JSON.\n`,
);
console.log('| what | req/s | vs raw node:http | p50 ms | p99 ms | 304 share | KiB/s sent | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const ratio = ((row.requestsPerSecond / ceiling) * 100).toFixed(1);
  console.log(
    `| ${row.name} | ${row.requestsPerSecond} | ${ratio}% | ${row.p50} | ${row.p99} | ${row.notModified.toFixed(1)}% | ${row.kibPerSecond} | ${row.errors} |`,
  );
}
