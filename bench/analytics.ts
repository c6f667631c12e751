/**
 * Campaign analytics at 1,000,000 referrals (not a test). Starts the campaign service alone on its own
 * database (PGlite under a temporary directory, or a fresh database on the PostgreSQL server of DATABASE_URL),
 * creates a business and a campaign through the service, seeds the statistics read model as 1,000,000
 * referrals over the last 400 days by about 20,000 referrers would have left it (with a processed-event row per
 * referral, since the kit's idempotency table lives in the service's schema), then calls the analytics and the
 * time series endpoints one after another and prints median and p99.
 * Usage: `node bench/analytics.ts` (BENCH_CALLS=2000; DATABASE_URL=postgresql://... for PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  CampaignSubjects,
  IdentityEvents,
  PRINCIPAL_HEADER,
  type CampaignDto,
  type Principal,
} from '@referrals/contracts';
import { campaignService } from '@referrals/campaign-service';
import {
  createLogger,
  createMemoryBus,
  loadConfig,
  openDatabase,
  startService,
  type Database,
} from '@referrals/service-kit';
import { buildBusinessRegistered, buildCampaign } from '@referrals/testing';

const CALLS = Number(process.env.BENCH_CALLS ?? '2000');
const REFERRALS = 1_000_000;
const REFERRERS = 20_000;
const DAYS = 400;
/** One referral in four converts; every referrer redeemed one reward voucher. */
const CONVERSIONS = REFERRALS / 4;

const logger = createLogger({ name: 'bench-analytics', level: 'warn' });
const databaseUrl = process.env.DATABASE_URL || null;

/** The service's database as it opens it, but fresh: a temporary PGlite directory or a new PostgreSQL database. */
async function freshDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (!databaseUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-analytics-'));
    const database = await openDatabase({ dataDir });
    return {
      database,
      dispose: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  // The kit's test harness creates (and drops) a database of its own on that server.
  process.env.TEST_DATABASE_URL = databaseUrl;
  const { createTestInfra } = await import('@referrals/service-kit/testing');
  const infra = await createTestInfra('bench-analytics');
  return { database: await infra.database(), dispose: () => infra.cleanup() };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const { database, dispose } = await freshDatabase();
// Imported once the database is chosen: the kit's test module reads TEST_DATABASE_URL when it loads.
const { eventually } = await import('@referrals/service-kit/testing');
const bus = createMemoryBus({ logger });
const runtime = await startService(campaignService, {
  bus,
  database,
  config: loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'warn' }),
  logger,
});

try {
  const loginId = randomUUID();
  const businessId = randomUUID();
  const owner: Principal = { kind: 'owner', loginId, businessId, sessionId: randomUUID() };
  const headers = { [PRINCIPAL_HEADER]: JSON.stringify(owner) };
  const call = <R>(subject: string, data: unknown) =>
    bus.request<R>(subject, data, { headers, timeoutMs: 60_000 });

  await bus.publishEvent({
    id: randomUUID(),
    type: IdentityEvents.businessRegistered,
    occurredAt: new Date().toISOString(),
    data: buildBusinessRegistered(loginId, {
      businessId,
      businessName: 'Benchmark Bakery',
      businessSlug: `benchmark-bakery-${businessId.slice(0, 8)}`,
      subscriptionTier: 'enterprise',
    }),
  });
  // Not found until the business's event has reached the campaign service.
  const campaign = await eventually(
    () =>
      call<CampaignDto>(CampaignSubjects.create, {
        body: buildCampaign(businessId, { name: 'Million referrals', constantRewardName: 'Coffee' }),
      }).catch((error: Error) => {
        if (error.name !== 'NotFoundError') throw error;
        return null;
      }),
    10_000,
    'the campaign service to learn of the business',
  );

  const seedStarted = performance.now();
  const em = runtime.orm.em.fork();
  const perDay = REFERRALS / DAYS;
  const conversionsPerDay = CONVERSIONS / DAYS;
  const rewardsPerDay = REFERRERS / DAYS;
  await em.execute(
    `insert into campaign.campaign_stats
       (campaign_id, total_referrals, active_referrers, conversions, total_vouchers, redeemed_vouchers)
     values (?, ?, ?, ?, ?, ?)`,
    [campaign.id, REFERRALS, REFERRERS, CONVERSIONS, REFERRALS + REFERRERS, CONVERSIONS + REFERRERS],
  );
  await em.execute(
    `insert into campaign.campaign_stats_day (campaign_id, day, referrals, conversions, vouchers_redeemed)
     select ?, (current_date - n)::date, ?, ?, ?
     from generate_series(0, ? - 1) as n`,
    [campaign.id, perDay, conversionsPerDay, conversionsPerDay + rewardsPerDay, DAYS],
  );
  await em.execute(
    `insert into campaign.campaign_referrer
       (id, campaign_id, status, first_name, last_name, email, phone_number, postcode, referral_code, is_verified,
        created_at, total_referrals, successful_referrals, vouchers_earned)
     select gen_random_uuid(), ?, 'active', 'Referrer', 'No ' || n, 'referrer' || n || '@example.com', '07700 900000',
       'BS1 4DJ', 'CODE' || n, true, now() - (n % ?) * interval '1 day', ?, 12 + n % 2, 1
     from generate_series(1, ?) as n`,
    [campaign.id, DAYS, REFERRALS / REFERRERS, REFERRERS],
  );
  await em.execute(
    `insert into campaign.processed_event (consumer, event_id, processed_at)
     select 'campaign-referral-statistics', gen_random_uuid()::text, now() - (n % ?) * interval '1 day'
     from generate_series(1, ?) as n`,
    [DAYS, REFERRALS],
  );
  await em.execute('analyze');
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // The referrer list answers all 20,000 rows at once (the contract has no paging): far fewer calls.
  const subjects: Array<[string, string, unknown, number]> = [
    ['analytics', CampaignSubjects.analytics, { params: { id: campaign.id } }, CALLS],
    [
      'timeseries 30d',
      CampaignSubjects.timeseries,
      { params: { id: campaign.id }, query: { period: '30d' } },
      CALLS,
    ],
    [
      'timeseries 3m',
      CampaignSubjects.timeseries,
      { params: { id: campaign.id }, query: { period: '3m' } },
      CALLS,
    ],
    [
      'timeseries 1y',
      CampaignSubjects.timeseries,
      { params: { id: campaign.id }, query: { period: '1y' } },
      CALLS,
    ],
    ['referrers list (20,000)', CampaignSubjects.listReferrers, { params: { id: campaign.id } }, CALLS / 40],
  ];
  const rows: string[] = [];
  for (const [name, subject, data, calls] of subjects) {
    for (let i = 0; i < Math.min(100, calls); i += 1) await call(subject, data); // warm-up
    const times: number[] = [];
    for (let i = 0; i < calls; i += 1) {
      const started = performance.now();
      await call(subject, data);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push(
      `| ${name} | ${calls} | ${percentile(times, 0.5).toFixed(2)} | ${percentile(times, 0.99).toFixed(2)} |`,
    );
  }
  const referrersBytes = JSON.stringify(
    await call(CampaignSubjects.listReferrers, { params: { id: campaign.id } }),
  ).length;
  const totals = await call(CampaignSubjects.analytics, { params: { id: campaign.id } });

  console.log(
    `\n${database.kind === 'pglite' ? 'PGlite (temporary directory)' : 'PostgreSQL'}; ` +
      `${cpus().length} x ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `seeded in ${seedSeconds.toFixed(1)} s: ${JSON.stringify(totals)}; ` +
      `referrer list answer ${(referrersBytes / 2 ** 20).toFixed(1)} MiB\n`,
  );
  console.log('| call | calls | median ms | p99 ms |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  await runtime.stop();
  await bus.close();
  await dispose();
}
