/**
 * Throughput benchmark (not a test). In ONE run, so the numbers are comparable, each server in its own process
 * and autocannon in this one:
 *   1. raw node:http hello world (the machine's ceiling) before each mode's rows and after every row, and the
 *      password hashing bound (the kit's bcrypt worker pool alone, at the same concurrency, just before each
 *      sign-up row): the ceiling of sign-ups;
 *   2. for the all-in-one product (PGlite + in-process bus), then the distributed one (PostgreSQL + NATS, a
 *      process per service): the gateway alone (GET /health), GET /api/auth/me, the public campaign read
 *      (GET /api/campaigns/slug/{slug}), the dashboard's poll of the campaign list answered 304 (the browser's
 *      If-None-Match) and in full (200), the referral page's banner (GET /api/referrers/code/{code}; with the
 *      campaign read, what the page reads), the referrer portal's dashboard read (GET /api/referrers/stats/{id}
 *      with the referrer's cookie), a blog post's public read (GET /api/cms/blog/{slug}) and its page (GET
 *      /blog/{slug}: the server-rendered HTML, gzip, as a phone asks for it), sign-up (POST /api/register, a new business each time), a friend's sign-up
 *      through a referrer's link (POST /api/referees, a new referee each time) and the redemption at the
 *      counter of those friends' vouchers once they confirmed their e-mail (POST
 *      /api/vouchers/code/{code}/redeem, a voucher each time, as many requests as vouchers);
 *   3. the longest event-loop delay of every process of the product during the measured seconds, the resident
 *      memory of the all-in-one process under load, and how long the all-in-one product takes to be ready
 *      again on the data folder it has just filled.
 * Usage: `npm run bench` (BENCH_SECONDS=10 BENCH_CONNECTIONS=50, BENCH_SIGNUP_CONNECTIONS=8
 * BENCH_SIGNUP_SECONDS=20; BENCH_DISTRIBUTED=0 skips the distributed
 * mode, whose PostgreSQL and NATS are BENCH_DATABASE_URL / BENCH_NATS_URL, defaults: the local servers).
 * Prints Markdown tables.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { CampaignDto, RefereeRegistrationInput, ReferrerRegistrationInput } from '@referrals/contracts';
import { DEFAULT_PASSWORD_HASH_COST } from '@referrals/service-kit';
import { eventually } from '@referrals/service-kit/testing';
import {
  TEST_SUPER_ADMIN,
  buildCampaign,
  buildRegistration,
  startStack,
  uniqueSuffix,
  type RunningStack,
} from '@referrals/testing';
import type { LoopSample } from './support/loop-monitor.ts';
import { refereeVoucherCodes, signInReferrer } from './support/portal.ts';
import { startRawServer } from './support/raw-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? '10');
const connections = Number(process.env.BENCH_CONNECTIONS ?? '50');
/**
 * Sign-up is bounded by bcrypt (a few hashes per second on 2 cores): at 50 connections each registration
 * would wait longer than autocannon's timeout, so it gets its own concurrency and a longer run, and the
 * hashing bound is measured at that concurrency.
 */
const signUpConnections = Number(process.env.BENCH_SIGNUP_CONNECTIONS ?? '8');
const signUpSeconds = Number(process.env.BENCH_SIGNUP_SECONDS ?? String(Math.max(20, seconds)));
const WARM_UP_SECONDS = 2;
/** Campaigns of the benchmark's owner: the list the poll fetches. */
const CAMPAIGNS = 3;
const here = fileURLToPath(new URL('.', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'referrals-bench-'));
const loopReport = join(scratch, 'event-loop.jsonl');

/** What every benchmarked process gets: the loop monitor, quiet logs, limits that do not refuse the load. */
const productEnv: Record<string, string> = {
  LOG_LEVEL: 'warn',
  // Production's cost, which the sign-up rows are measured against (test stacks hash at a low cost).
  PASSWORD_HASH_COST: String(DEFAULT_PASSWORD_HASH_COST),
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${join(here, 'support/loop-monitor.ts')}`.trim(),
  BENCH_LOOP_REPORT: loopReport,
  // The sign-up rows register a business, or a referee through one referrer's code, per request from one
  // address, far past the abuse limits.
  REGISTRATIONS_PER_ADDRESS: '1000000',
  REFEREE_SIGNUPS_PER_CODE: '1000000',
  REFEREE_SIGNUPS_PER_ADDRESS: '1000000',
};

interface Row {
  name: string;
  /** The measured stretch of time (epoch ms): the loop report is read for it. */
  window: { from: number; to: number };
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than the expected status. */
  errors: number;
  /** Answers with the expected status. */
  answered: number;
  /** Share of the ceiling it is compared with, in percent. */
  ratio: number;
  ceiling: string;
}

type Measured = Omit<Row, 'ratio' | 'ceiling'> & {
  /** Sign-up only: hashes per second of the password hashing alone, measured just before the row. */
  hashingBound?: number;
  /** The better of the raw node:http runs just before and just after the row. */
  rawAround?: number;
};

/**
 * One row: a warm-up, then the measured run. Sign-up has no warm-up: registrations cut off at its end would
 * still be hashing in the measured seconds. Nor has a row of a given number of requests (`amount`, the
 * redemptions: each voucher redeems once).
 */
async function measure(
  name: string,
  options: autocannon.Options & { connections?: number; duration?: number },
  expected: number,
): Promise<Measured> {
  const run = { connections, duration: seconds, ...options };
  if (options.duration === undefined && options.amount === undefined)
    await autocannon({ ...run, duration: WARM_UP_SECONDS });
  const from = Date.now();
  const result = await autocannon(run);
  const window = { from, to: Date.now() };
  const answered = Object.values(result.statusCodeStats ?? {}).reduce(
    (sum, stat) => sum + (stat.count ?? 0),
    0,
  );
  const matching = result.statusCodeStats?.[`${expected}` as keyof typeof result.statusCodeStats]?.count ?? 0;
  return {
    name,
    window,
    requestsPerSecond: Math.round((result.requests.total / ((window.to - window.from) / 1000)) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (answered - matching),
    answered: matching,
  };
}

async function call(stack: RunningStack, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${stack.url}${path}`, { ...init, headers });
}

interface Owner {
  cookie: string;
  userId: string;
  slug: string;
  /** The first of the owner's campaigns: the one the referral page's rows join and sign up to. */
  campaignId: string;
}

/**
 * An owner on the Professional plan (up to 5 active campaigns) with CAMPAIGNS campaigns, each with a referrer
 * reward, a welcome reward for the referred friend (what the referral page offers) and a milestone.
 */
async function ownerWithCampaigns(stack: RunningStack): Promise<Owner> {
  const registered = await call(stack, '/api/register', {
    method: 'POST',
    body: JSON.stringify(buildRegistration()),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const cookie = registered.headers
    .getSetCookie()
    .find((value) => value.startsWith('sid='))!
    .split(';')[0]!;
  const { user } = (await registered.json()) as { user: { id: string; businessSlug: string } };
  const plan = await call(stack, `/api/user/${user.id}/plan`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ subscriptionTier: 'professional' }),
  });
  if (plan.status !== 200) throw new Error(`choosing the plan answered ${plan.status}`);

  const campaignIds: string[] = [];
  const created = async (): Promise<boolean> => {
    const response = await call(stack, '/api/campaigns', {
      method: 'POST',
      cookie,
      body: JSON.stringify(
        buildCampaign(user.id, {
          name: `Campaign ${campaignIds.length + 1}`,
          description: '<p>Bring a friend and both of you save.</p>',
          inviteeRewardEnabled: true,
          inviteeRewardName: '20% off your first visit',
          inviteeRewardType: 'percentage',
          inviteeRewardValue: 20,
          inviteeRewardMaxDiscount: 50,
          milestones: [
            { referralCount: 3, rewardType: 'cash', rewardValue: '£5', description: 'Five pounds' },
          ],
        }),
      ),
    });
    if (response.status === 201) {
      campaignIds.push(((await response.json()) as { id: string }).id);
      return true;
    }
    // 404 until identity's businessRegistered event has reached the campaign service, 409 (plan limit) until
    // its businessUpdated with the new plan has.
    if (response.status !== 404 && response.status !== 409)
      throw new Error(`creating a campaign answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return false;
  };
  while (campaignIds.length < CAMPAIGNS)
    await eventually(created, 30_000, `campaign ${campaignIds.length + 1} of the new business`);
  return { cookie, userId: user.id, slug: user.businessSlug, campaignId: campaignIds[0]! };
}

/**
 * A published blog post of some 600 words, made by the stack's first super admin: the public post read and the
 * post's page (its HTML, server-rendered and compressed) are measured on it.
 */
async function publishedPost(stack: RunningStack): Promise<string> {
  const signedIn = await call(stack, '/api/admin/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: TEST_SUPER_ADMIN.email, password: TEST_SUPER_ADMIN.password }),
  });
  if (signedIn.status !== 200) throw new Error(`the admin sign-in answered ${signedIn.status}`);
  const { token } = (await signedIn.json()) as { token: string };
  const paragraph =
    '<p>Regulars bring their friends when a small thank you is waiting for both of them: a personal link, a ' +
    'voucher redeemed at the counter and a reward that grows with every friend.</p>';
  const created = await call(stack, '/api/admin/cms/blog', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Five ways to thank the customers who send you friends',
      slug: `thank-your-regulars-${uniqueSuffix()}`,
      excerpt: 'Small gestures that bring friends through the door.',
      content: Array.from({ length: 20 }, (_, index) => `<h2>Part ${index + 1}</h2>${paragraph}`).join(''),
      isPublished: true,
    }),
  });
  if (created.status !== 201) throw new Error(`the post's creation answered ${created.status}`);
  return ((await created.json()) as { slug: string }).slug;
}

/**
 * Phone numbers of the run's people, referrer and referees alike: the referral service refuses a second sign-up
 * with one number on a campaign, and a referee with their referrer's. `07700 000000` to `07700 999999` are all
 * possible UK mobile numbers, which is what it checks.
 */
let phoneSequence = 0;
const nextPhone = () => `07700 ${String((phoneSequence += 1)).padStart(6, '0')}`;

/** The referral page's form for a new person of the campaign (a unique e-mail and phone number). */
function personForm(campaignId: string, firstName: string, lastName: string) {
  return {
    campaignId,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}-${uniqueSuffix()}@example.com`,
    phoneNumber: nextPhone(),
    postcode: 'BS1 4DJ',
    password: 'correct horse',
    programConsent: true,
    privacyAccepted: true,
    marketingConsent: false,
  } satisfies ReferrerRegistrationInput;
}

/**
 * A customer who joined the campaign (POST /api/referrers) and brought one friend (POST /api/referees): their
 * referral code and their sign-up form (e-mail and password sign them in to the portal). The referral service
 * learns of the campaign (and of its business) through events: joining answers 404 until they have arrived.
 */
async function referrerOf(
  stack: RunningStack,
  campaignId: string,
): Promise<{ referralCode: string; form: ReferrerRegistrationInput }> {
  const form = personForm(campaignId, 'Sam', 'Taylor');
  const { referralCode } = await eventually(
    async () => {
      const response = await call(stack, '/api/referrers', { method: 'POST', body: JSON.stringify(form) });
      if (response.status === 201) return (await response.json()) as { referralCode: string };
      if (response.status !== 404)
        throw new Error(`joining the campaign answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      return null;
    },
    30_000,
    `the referral service to learn of campaign ${campaignId}`,
  );
  const friend = { ...personForm(campaignId, 'Alex', 'Morgan'), referralCode };
  const signedUp = await call(stack, '/api/referees', { method: 'POST', body: JSON.stringify(friend) });
  if (signedUp.status !== 201)
    throw new Error(`the friend's sign-up answered ${signedUp.status}: ${await signedUp.text()}`);
  return { referralCode, form };
}

/**
 * The ETag of the owner's campaign list once it counts the referrer and their friend (an active referrer has at
 * least one referral): the campaign service counts them from the referral service's events, and a tag taken
 * before that would make every 304 poll a 200.
 */
async function listTagWithReferrer(stack: RunningStack, owner: Owner): Promise<string> {
  return eventually(
    async () => {
      const response = await call(stack, `/api/campaigns/user/${owner.userId}`, { cookie: owner.cookie });
      const etag = response.headers.get('etag');
      if (response.status !== 200 || !etag)
        throw new Error(`the list answered ${response.status} with ETag ${etag}`);
      const campaigns = (await response.json()) as Pick<CampaignDto, 'id' | 'activeReferrers'>[];
      return campaigns.find(({ id }) => id === owner.campaignId)?.activeReferrers === 1 && etag;
    },
    30_000,
    'the campaign list to count the referrer',
  );
}

/** Every row of one product. */
async function measureStack(label: string, stack: RunningStack): Promise<Measured[]> {
  const owner = await ownerWithCampaigns(stack);
  const { referralCode, form } = await referrerOf(stack, owner.campaignId);
  const listUrl = `${stack.url}/api/campaigns/user/${owner.userId}`;
  const etag = await listTagWithReferrer(stack, owner);
  const slugUrl = `${stack.url}/api/campaigns/slug/${owner.slug}`;
  const slugAnswer = await fetch(slugUrl);
  if (slugAnswer.status !== 200) throw new Error(`the slug read answered ${slugAnswer.status}`);
  const bannerUrl = `${stack.url}/api/referrers/code/${referralCode}`;
  const banner = await fetch(bannerUrl);
  if (banner.status !== 200) throw new Error(`the banner read answered ${banner.status}`);
  const referrer = await signInReferrer(stack.url, form.email, form.password);
  const statsUrl = `${stack.url}/api/referrers/stats/${referrer.referrerId}`;
  const stats = await fetch(statsUrl, { headers: { cookie: referrer.cookie } });
  if (stats.status !== 200) throw new Error(`the referrer's dashboard read answered ${stats.status}`);
  const postSlug = await publishedPost(stack);
  const postUrl = `${stack.url}/api/cms/blog/${postSlug}`;
  const postPageUrl = `${stack.url}/blog/${postSlug}`;
  for (const url of [postUrl, postPageUrl]) {
    const answer = await fetch(url);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  }
  /** The friends the referee sign-up row signs up: their vouchers are redeemed in the last row. */
  const friends = new Set<string>();

  // A raw run of its own first: the product's start and set-up came between this and any earlier one.
  lastRaw = await measureRaw();
  const rows = [
    await measureAgainstRaw(`gateway alone: GET /health, ${label}`, { url: `${stack.url}/health` }, 200),
    await measureAgainstRaw(
      `GET /api/auth/me, ${label}`,
      { url: `${stack.url}/api/auth/me`, headers: { cookie: owner.cookie } },
      200,
    ),
    await measureAgainstRaw(
      `public campaign: GET /api/campaigns/slug/{slug}, ${label}`,
      { url: slugUrl },
      200,
    ),
    await measureAgainstRaw(
      `dashboard poll answered 304 (current If-None-Match), ${label}`,
      { url: listUrl, headers: { cookie: owner.cookie, 'if-none-match': etag } },
      304,
    ),
    await measureAgainstRaw(
      `dashboard poll answered 200 (whole list, ${CAMPAIGNS} campaigns), ${label}`,
      { url: listUrl, headers: { cookie: owner.cookie } },
      200,
    ),
    await measureAgainstRaw(
      `referral page banner: GET /api/referrers/code/{code}, ${label}`,
      { url: bannerUrl },
      200,
    ),
    await measureAgainstRaw(
      `referrer dashboard: GET /api/referrers/stats/{id}, ${label}`,
      { url: statsUrl, headers: { cookie: referrer.cookie } },
      200,
    ),
    await measureAgainstRaw(`public post: GET /api/cms/blog/{slug}, ${label}`, { url: postUrl }, 200),
    await measureAgainstRaw(
      `a post's page: GET /blog/{slug} (server-rendered HTML, gzip), ${label}`,
      { url: postPageUrl, headers: { 'accept-encoding': 'gzip' } },
      200,
    ),
    // The sign-ups last: what they leave running (events, e-mails) would otherwise fall into a read's seconds.
    await measureSignUp(`sign-up: POST /api/register, ${label}`, `${stack.url}/api/register`, () =>
      buildRegistration(),
    ),
  ];
  const refereeSignUps = await measureSignUp(
    `referee sign-up: POST /api/referees, ${label}`,
    `${stack.url}/api/referees`,
    () => {
      const friend = { ...personForm(owner.campaignId, 'Alex', 'Morgan'), referralCode };
      friends.add(friend.email);
      return friend satisfies RefereeRegistrationInput;
    },
  );
  const vouchers = await refereeVoucherCodes(stack.url, stack.dataDir, friends, refereeSignUps.answered);
  lastRaw = await measureRaw();
  return [
    ...rows,
    refereeSignUps,
    await measureAgainstRaw(
      `voucher redemption at the counter: POST /api/vouchers/code/{code}/redeem (${vouchers.length} vouchers), ${label}`,
      {
        url: stack.url,
        connections: signUpConnections,
        amount: vouchers.length,
        requests: [
          {
            method: 'POST',
            headers: { cookie: owner.cookie },
            setupRequest: (request) => ({ ...request, path: `/api/vouchers/code/${vouchers.pop()}/redeem` }),
          },
        ],
      },
      200,
    ),
  ];
}

/**
 * A sign-up row: a new person per request (`body`), each of whose passwords is hashed, so it is compared with
 * the hashing bound, measured just before it (the machine's load moves within a run). Only 201 counts.
 */
async function measureSignUp(name: string, url: string, body: () => unknown): Promise<Measured> {
  const hashingBound = await measureHashingBound();
  const row = await measure(
    name,
    {
      url,
      connections: signUpConnections,
      duration: signUpSeconds,
      timeout: 120,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
        },
      ],
    },
    201,
  );
  // autocannon stops with up to signUpConnections sign-ups still hashing in the product, which would take CPU
  // from the next row's bound: they are answered in about the time that many took during the row.
  const drainMs = (signUpConnections / Math.max(row.requestsPerSecond, 1)) * 1000;
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  return { ...row, hashingBound };
}

/** Hashes per second of the kit's password hashing alone, in a process of its own. */
async function measureHashingBound(): Promise<number> {
  const child = spawn(
    process.execPath,
    [join(here, 'support/hashing-bound.ts'), `${signUpConnections}`, `${signUpSeconds}`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  await new Promise((resolve) => child.once('exit', resolve));
  return (JSON.parse(output) as { hashesPerSecond: number }).hashesPerSecond;
}

const compared = (row: Measured, ceiling: number, against: string): Row => ({
  ...row,
  ratio: (row.requestsPerSecond / ceiling) * 100,
  ceiling: against,
});

/*
 * Raw node:http runs before the first row of each mode and after every row, so each row is compared with the
 * better of the two raw runs around it: the machine is shared and its load moves within a run, and this is the
 * conservative ceiling for that very stretch of time. The raw server is monitored like the product: a loop
 * delay it shows too is the shared machine's, not the product's.
 */
const raw = await startRawServer({ ...productEnv, BENCH_PROCESS_NAME: 'raw node:http' });
const raws: Measured[] = [];
let lastRaw: Measured;

async function measureRaw(): Promise<Measured> {
  const run = await measure('raw node:http hello world', { url: raw.url }, 200);
  raws.push(run);
  return run;
}

async function measureAgainstRaw(
  name: string,
  options: Parameters<typeof measure>[1],
  expected: number,
): Promise<Measured> {
  const row = await measure(name, options, expected);
  const after = await measureRaw();
  row.rawAround = Math.max(lastRaw.requestsPerSecond, after.requestsPerSecond);
  lastRaw = after;
  return row;
}

const measured: Measured[] = [];
// All-in-one, on a data folder kept for the restart below.
const dataDir = join(scratch, 'data');
let stack = await startStack({ mode: 'all-in-one', dataDir, env: productEnv });
try {
  measured.push(...(await measureStack('all-in-one', stack)));
} finally {
  await stack.stop({ keepData: true });
}
const restartedAt = Date.now();
stack = await startStack({ mode: 'all-in-one', dataDir, env: productEnv });
const readyMs = Date.now() - restartedAt;
await stack.stop({ keepData: true });

if (process.env.BENCH_DISTRIBUTED !== '0') {
  process.env.TEST_DATABASE_URL ??=
    process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  process.env.TEST_NATS_URL ??= process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222';
  stack = await startStack({ mode: 'cluster', env: productEnv });
  try {
    measured.push(...(await measureStack('distributed', stack)));
  } finally {
    await stack.stop();
  }
}
raw.stop();
const rows: Row[] = measured.map((row) =>
  row.hashingBound === undefined
    ? compared(row, row.rawAround!, `${Math.round(row.rawAround!)}`)
    : compared(row, row.hashingBound, `hashing alone ${row.hashingBound.toFixed(1)}`),
);

// The loop report: a sample covers the second before its time.
const samples = readFileSync(loopReport, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as LoopSample);
const during = ({ from, to }: Row['window']) =>
  samples.filter((sample) => sample.at > from && sample.at - 1000 < to);
/** The longest loop delay of any product process during the row, and whose. */
function longestDelay(row: Row): string {
  const worst = during(row.window).reduce<LoopSample | null>(
    (max, sample) => (max && max.maxDelayMs >= sample.maxDelayMs ? max : sample),
    null,
  );
  return worst ? `${worst.maxDelayMs.toFixed(0)} (${worst.process})` : '–';
}
const byProcess = new Map<string, { maxDelayMs: number; maxRssBytes: number }>();
for (const sample of [...raws, ...measured].flatMap((row) => during(row.window))) {
  const seen = byProcess.get(sample.process) ?? { maxDelayMs: 0, maxRssBytes: 0 };
  byProcess.set(sample.process, {
    maxDelayMs: Math.max(seen.maxDelayMs, sample.maxDelayMs),
    maxRssBytes: Math.max(seen.maxRssBytes, sample.rssBytes),
  });
}
rmSync(scratch, { recursive: true, force: true });

console.log(
  `\nMachine: ${cpus().length} x ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
    `load average at the end ${loadavg()
      .map((load) => load.toFixed(1))
      .join(
        ' ',
      )}; ${connections} connections (sign-up ${signUpConnections}), ${WARM_UP_SECONDS} s warm-up then ` +
    `${seconds} s per row (sign-up ${signUpSeconds} s, no warm-up).\n`,
);
console.log(
  `Raw node:http ran ${raws.length} times, from ${Math.round(Math.min(...raws.map((r) => r.requestsPerSecond)))} to ` +
    `${Math.round(Math.max(...raws.map((r) => r.requestsPerSecond)))} req/s.\n`,
);
console.log(
  '| what | req/s | of (raw around it, or hashing alone) | share | p50 ms | p99 ms | errors | longest loop delay ms (process) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.requestsPerSecond} | ${row.ceiling} | ${row.ratio.toFixed(1)}% | ${row.p50} | ${row.p99} | ${row.errors} | ${longestDelay(row)} |`,
  );
}
console.log(
  '\n| process | longest event-loop delay, measured seconds | peak resident memory, measured seconds |',
);
console.log('|---|---:|---:|');
for (const [name, { maxDelayMs, maxRssBytes }] of [...byProcess].sort()) {
  console.log(`| ${name} | ${maxDelayMs.toFixed(1)} ms | ${(maxRssBytes / 2 ** 20).toFixed(0)} MiB |`);
}
console.log(`\nAll-in-one ready again on its data folder in ${(readyMs / 1000).toFixed(1)} s.`);
