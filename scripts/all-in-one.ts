/**
 * All-in-one mode (`npm start`): the gateway and the five services in ONE process, on one PGlite database
 * under DATA_DIR (a schema per service) and the in-process bus. The very same service code runs in the
 * distributed mode; only the adapters differ.
 */
import { join } from 'node:path';
import { healthSubject } from '@referrals/contracts';
import {
  READINESS_CHECK_TIMEOUT_MS,
  TEST_CLOCK_SOCKET,
  createLogger,
  createMemoryBus,
  loadConfig,
  measuredBus,
  onShutdown,
  openDatabase,
  openFileStore,
  readyUntilShutdown,
  serveTestClockSocket,
  startConfiguredOpsServer,
  startService,
  type ServiceRuntime,
} from '@referrals/service-kit';
import { startGateway } from '@referrals/gateway';
import { SERVICES } from './services.ts';

const config = loadConfig(process.env);
const logger = createLogger({ name: 'all-in-one', level: config.logLevel });
// One ops server for everything this process runs (OPS_PORT; none when unset).
const ops = await startConfiguredOpsServer(config, { service: 'all-in-one', logger });
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const bus = measuredBus(createMemoryBus());

// Uploads live in DATA_DIR/uploads: the embedded mode needs nothing but a folder. The gateway stores them,
// the campaign service deletes those no campaign uses: one store for both.
const files = await openFileStore({ kind: 'disk', dataDir: config.dataDir, name: 'all-in-one', logger });
const runtimes: ServiceRuntime[] = [];
for (const definition of SERVICES) {
  runtimes.push(
    await startService(definition, {
      bus,
      database,
      config,
      logger,
      files,
    }),
  );
}
const gateway = await startGateway({ bus, config, files, logger: logger.child({ service: 'gateway' }) });
// Test stacks only (TEST_CLOCK, off by default): how a test outside this process reaches the schedulers' clocks.
const testClock = config.testClock
  ? await serveTestClockSocket({ bus, socketPath: join(config.dataDir, TEST_CLOCK_SOCKET), logger })
  : null;
logger.info({ url: gateway.url, dataDir: config.dataDir }, `Referral platform ready at ${config.publicUrl}`);

onShutdown(async () => {
  await testClock?.close();
  await gateway.stop();
  await files.close();
  for (const runtime of runtimes.reverse()) await runtime.stop();
  await bus.close();
  await database.close();
});
// Ready while every service answers its health subject (each checks its database).
readyUntilShutdown(
  ops,
  Object.fromEntries(
    runtimes.map((runtime) => [
      runtime.name,
      () => bus.request(healthSubject(runtime.name), {}, { timeoutMs: READINESS_CHECK_TIMEOUT_MS }),
    ]),
  ),
);
