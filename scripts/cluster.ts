/**
 * Distributed mode on one machine (`npm run start:cluster`): every service as its own process, REPLICAS of
 * each (default 1), plus the gateway, against PostgreSQL (DATABASE_URL) and NATS JetStream (NATS_URL).
 * Any child that dies takes the whole cluster down loudly rather than leaving half a product running.
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

for (const service of SERVICE_NAMES) {
  for (let replica = 1; replica <= replicas; replica++) {
    run(`${service}#${replica}`, `services/${service}/src/main.ts`);
  }
}
run('gateway', 'gateway/src/main.ts');
logger.info({ replicas, url: config.publicUrl }, 'cluster starting');

process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));
