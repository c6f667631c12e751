import type { Logger } from 'pino';
import { createMemoryBus } from './memory.ts';
import { connectNatsBus } from './nats.ts';
import type { Bus } from './types.ts';

export interface CreateBusOptions {
  /** NATS server URL(s); null or absent selects the in-process bus. */
  natsUrl?: string | null;
  /** Connection name (the process or service name). */
  name: string;
  logger: Logger;
}

let shared: Bus | null = null;

/**
 * The bus of the current mode: NATS when a URL is configured, otherwise the one in-process bus that
 * every service and the gateway of an all-in-one process share (they must see each other).
 */
export async function createBus(options: CreateBusOptions): Promise<Bus> {
  if (options.natsUrl)
    return connectNatsBus({ url: options.natsUrl, name: options.name, logger: options.logger });
  return sharedMemoryBus(options.logger);
}

/** The process-wide in-process bus; a new one is created if the previous one was closed. */
export function sharedMemoryBus(logger?: Logger): Bus {
  if (!shared) {
    const bus = createMemoryBus(logger ? { logger: logger.child({ component: 'memory-bus' }) } : {});
    const wrapped: Bus = {
      ...bus,
      close: async () => {
        if (shared === wrapped) shared = null;
        await bus.close();
      },
    };
    shared = wrapped;
  }
  return shared;
}
