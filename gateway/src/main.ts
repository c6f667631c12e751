/**
 * The gateway as its own process (distributed and cluster modes): services are reached over NATS.
 * The all-in-one mode does not run this file; it calls `startGateway` with the in-process bus.
 */
import {
  busRoundTrip,
  connectNatsBus,
  createLogger,
  fileStoreKind,
  loadConfig,
  measuredBus,
  onShutdown,
  openFileStore,
  readyUntilShutdown,
  startConfiguredOpsServer,
} from '@referrals/service-kit';
import { startGateway } from './start.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env, { require: ['natsUrl'] });
  const fileStore = fileStoreKind(process.env, config.natsUrl);
  const logger = createLogger({ name: 'gateway', level: config.logLevel });
  const ops = await startConfiguredOpsServer(config, { service: 'gateway', logger });

  const natsBus = await connectNatsBus({
    url: config.natsUrl!,
    name: 'gateway',
    logger,
    namespace: config.natsNamespace ?? undefined,
    streamReplicas: config.natsStreamReplicas,
  });
  const bus = measuredBus(natsBus);
  const files = await openFileStore({
    kind: fileStore,
    dataDir: config.dataDir,
    natsUrl: config.natsUrl,
    namespace: config.natsNamespace,
    replicas: config.natsStreamReplicas,
    name: 'gateway-files',
    logger,
  });
  const gateway = await startGateway({ bus, config, logger, files });

  // Steps run in reverse: stop taking HTTP requests and finish the in-flight ones, then close the file
  // store and drain the bus.
  onShutdown(() => bus.close(), { logger });
  onShutdown(() => files.close());
  onShutdown(() => gateway.stop());
  // Ready while this process's bus connection carries a round trip; no service's health decides it (/ready does).
  readyUntilShutdown(ops, { bus: busRoundTrip(bus, 'gateway') });

  logger.info({ url: gateway.url, publicUrl: config.publicUrl, fileStore }, 'gateway listening');
}

main().catch((err: unknown) => {
  // Configuration and manifest errors list what to fix; their stack would only bury it.
  process.stderr.write(`gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
