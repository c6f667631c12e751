import { startGateway } from '@referrals/gateway';
import { eventSubject, type DomainEvent } from '@referrals/contracts';
import {
  eventConsumerHandler,
  loadConfig,
  startService,
  subjectMatches,
  type Bus,
  type EventHandler,
  type ServiceRuntime,
} from '@referrals/service-kit';
import { createTestInfra, startTestSmtpServer, type TestSmtpServer } from '@referrals/service-kit/testing';
import { TEST_ABUSE_LIMITS } from '@referrals/testing';
import { SERVICES } from '../../scripts/services.ts';

/** The product started inside the test process, so a test can also reach the bus (for set-up only). */
export interface InProcessStack {
  url: string;
  bus: Bus;
  /** The mail server this stack's services send to: every message they sent. */
  mail: TestSmtpServer;
  /**
   * Hands `event` once more to every service consumer whose filter takes it, exactly as the bus delivers it
   * (its processed-event dedupe included), and answers their durable names. Publishing it again would not
   * do: the bus drops an event id it has just carried (its duplicate window).
   */
  redeliver(event: DomainEvent): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Every service and the gateway in this process, on the test infrastructure of the environment (PGlite +
 * in-process bus, or PostgreSQL + NATS when TEST_DATABASE_URL / TEST_NATS_URL are set), sending its e-mails
 * to a test mail server. For journeys whose set-up needs a bus-only operation, e.g. a second business under
 * one login, or that check how the services take an event delivered again.
 */
export async function startInProcessStack(label: string): Promise<InProcessStack> {
  const infra = await createTestInfra(label);
  const mail = await startTestSmtpServer();
  const database = await infra.database();
  const bus = await infra.bus('stack');
  const config = {
    ...infra.config,
    port: 0,
    smtpUrl: mail.url,
    limits: loadConfig(TEST_ABUSE_LIMITS).limits,
  };
  const runtimes: ServiceRuntime[] = [];
  const consumers: Array<{ durable: string; filter: string; handle: EventHandler }> = [];
  for (const service of SERVICES) {
    const runtime = await startService(service, { bus, database, config, logger: infra.logger });
    runtimes.push(runtime);
    for (const definition of service.consumers ?? []) {
      const { durable, filter } = definition;
      const handle = eventConsumerHandler({
        orm: runtime.orm,
        bus,
        logger: runtime.log,
        config,
        definition,
        service: service.name,
      });
      consumers.push({ durable, filter, handle });
    }
  }
  const gateway = await startGateway({ bus, config, logger: infra.logger });
  return {
    url: gateway.url,
    bus,
    mail,
    async redeliver(event) {
      const takers = consumers.filter(({ filter }) => subjectMatches(filter, eventSubject(event.type)));
      for (const { handle } of takers) await handle(event, { attempt: 2, headers: {} });
      return takers.map(({ durable }) => durable);
    },
    async stop() {
      await gateway.stop();
      for (const runtime of runtimes.reverse()) await runtime.stop();
      await mail.close();
      await infra.cleanup();
    },
  };
}
