/**
 * Distributed mode on one machine (`npm run start:cluster`): every service as its own processes, plus the
 * gateway's, against PostgreSQL (DATABASE_URL) and NATS JetStream (NATS_URL), supervised the way Kubernetes
 * keeps a deployment's pods running:
 * - REPLICAS sets how many processes of each: `2` (every service), `referral:3,campaign:2` (those, the others
 *   one), `2,gateway:2` (the gateway only when named). Gateway replica i (from 0) listens on PORT + i and its
 *   URL is logged: whoever runs the cluster spreads requests over them, as a Kubernetes Service would.
 * - A process that exits, whatever its code, is started again after a back-off (1 s, doubling up to 30 s,
 *   back to 1 s once it had run for 60 s); the others keep serving. Every start is logged with its pid
 *   (`"msg":"replica started","process":"referral#1","pid":…`), every exit with its code, signal and delay.
 * - Each process gets REPLICA (its label) and OPS_PORT, counted up from CLUSTER_OPS_PORT_BASE (default 9464)
 *   in start order, for its metrics and health endpoints.
 * - SIGTERM or SIGINT stops restarting and sends SIGTERM to every process, which stops taking new work and
 *   finishes what it holds; one still running 30 s later is killed. The launcher then exits 0, or 1 if it had
 *   to kill one. A second signal kills them all at once.
 * CLUSTER_EXCLUDE (comma-separated service names) leaves those services out, for whoever runs them separately.
 */
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES } from '@referrals/contracts';
import { ConfigError, Supervisor, createLogger, loadConfig, planCluster } from '@referrals/service-kit';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = loadConfig(process.env, { require: ['databaseUrl', 'natsUrl'] });
const logger = createLogger({ name: 'cluster', level: config.logLevel });

let plan: ReturnType<typeof planCluster>;
try {
  plan = planCluster(process.env, {
    root,
    services: SERVICE_NAMES,
    gatewayPort: config.port,
    publicUrl: config.publicUrl,
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  logger.fatal({ problems: error.problems }, error.message);
  process.exit(1);
}

const supervisor = new Supervisor({ processes: plan.processes, logger });
logger.info(
  { replicas: Object.fromEntries(plan.replicas), gateways: plan.gatewayUrls, publicUrl: config.publicUrl },
  'cluster starting',
);
supervisor.start();

let signalled = false;
function onSignal(signal: NodeJS.Signals): void {
  if (signalled) {
    logger.warn({ signal }, 'second signal: killing every replica now');
    void supervisor.killNow();
    return;
  }
  signalled = true;
  logger.info({ signal }, 'cluster stopping');
  void supervisor.stop().then(({ killed }) => {
    logger.info({ killed }, 'cluster stopped');
    // Nothing is left to keep the process alive: it ends once the last log lines are written.
    process.exitCode = killed.length > 0 ? 1 : 0;
  });
}
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
// A closed terminal: the replicas are in process groups of their own and would not hear of it otherwise.
process.on('SIGHUP', onSignal);
