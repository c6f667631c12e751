import { startGateway } from '@referrals/gateway';
import { loadConfig, startService, type Bus, type ServiceRuntime } from '@referrals/service-kit';
import { createTestInfra } from '@referrals/service-kit/testing';
import { TEST_ABUSE_LIMITS } from '@referrals/testing';
import { SERVICES } from '../../scripts/services.ts';

/** The product started inside the test process, so a test can also reach the bus (for set-up only). */
export interface InProcessStack {
  url: string;
  bus: Bus;
  stop(): Promise<void>;
}

/**
 * Every service and the gateway in this process, on the test infrastructure of the environment (PGlite +
 * in-process bus, or PostgreSQL + NATS when TEST_DATABASE_URL / TEST_NATS_URL are set). For journeys whose
 * set-up needs a bus-only operation, e.g. a second business under one login.
 */
export async function startInProcessStack(label: string): Promise<InProcessStack> {
  const infra = await createTestInfra(label);
  const database = await infra.database();
  const bus = await infra.bus('stack');
  const config = { ...infra.config, port: 0, limits: loadConfig(TEST_ABUSE_LIMITS).limits };
  const runtimes: ServiceRuntime[] = [];
  for (const definition of SERVICES) {
    runtimes.push(await startService(definition, { bus, database, config, logger: infra.logger }));
  }
  const gateway = await startGateway({ bus, config, logger: infra.logger });
  return {
    url: gateway.url,
    bus,
    async stop() {
      await gateway.stop();
      for (const runtime of runtimes.reverse()) await runtime.stop();
      await infra.cleanup();
    },
  };
}
