/**
 * Distributed mode on one machine (`npm run start:cluster`): every service as its own process, REPLICAS of
 * each (default 1), plus the gateway, against PostgreSQL (DATABASE_URL) and NATS JetStream (NATS_URL).
 * Any child that dies takes the whole cluster down loudly rather than leaving half a product running.
 * CLUSTER_EXCLUDE (comma-separated service names) leaves those services out, for whoever runs them separately.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES } from '@referrals/contracts';
import { createLogger, loadConfig } from '@referrals/service-kit';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = loadConfig(process.env, { require: ['databaseUrl', 'natsUrl'] });
const logger = createLogger({ name: 'cluster', level: config.logLevel });
const replicas = Number(process.env.REPLICAS ?? '1');
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) {
  logger.fatal({ REPLICAS: process.env.REPLICAS }, 'REPLICAS must be a whole number from 1 to 16');
  process.exit(1);
}

const children = new Set<ChildProcess>();
let stopping = false;

function run(label: string, entry: string): void {
  const child = spawn(process.execPath, [entry], { cwd: root, env: process.env, stdio: 'inherit' });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    logger.fatal({ process: label, code, signal }, 'a cluster process exited; stopping the cluster');
    void stop(1);
  });
}

async function stop(exitCode: number): Promise<void> {
  stopping = true;
  const exits = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(exits);
  process.exit(exitCode);
}

// Services run elsewhere (under a debugger, or by a test that stops and starts one on its own): not started here.
const excluded = new Set((process.env.CLUSTER_EXCLUDE ?? '').split(',').filter(Boolean));
const unknown = [...excluded].filter((name) => !(SERVICE_NAMES as readonly string[]).includes(name));
if (unknown.length > 0) {
  logger.fatal({ CLUSTER_EXCLUDE: process.env.CLUSTER_EXCLUDE }, `unknown services: ${unknown.join(', ')}`);
  process.exit(1);
}

for (const service of SERVICE_NAMES.filter((name) => !excluded.has(name))) {
  for (let replica = 1; replica <= replicas; replica++) {
    run(`${service}#${replica}`, `services/${service}/src/main.ts`);
  }
}
run('gateway', 'gateway/src/main.ts');
logger.info({ replicas, url: config.publicUrl }, 'cluster starting');

process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));
