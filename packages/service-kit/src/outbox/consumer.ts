import type { MikroORM } from '@mikro-orm/sql';
import { REQUEST_ID_HEADER } from '@referrals/contracts';
import type { Logger } from 'pino';
import type { Bus, EventConsumer, EventHandler } from '../bus/types.ts';
import type { PlatformConfig } from '../config.ts';
import { withRequestId } from '../logger.ts';
import type { ConsumerDefinition } from '../service/types.ts';
import { withDefaultHeaders } from '../bus/scoped.ts';
import { systemClock, type Clock } from '../scheduler/clock.ts';
import { quoteIdent } from './migration.ts';
import { owedEvents } from './owed.ts';

export interface EventConsumerOptions {
  orm: MikroORM;
  bus: Bus;
  logger: Logger;
  /** Handed to the handler (`ConsumerContext.config`). */
  config: PlatformConfig;
  /** Handed to the handler (`ConsumerContext.clock`; default the system's). */
  clock?: Clock;
  definition: ConsumerDefinition;
  /** The consuming service (for logs). */
  service: string;
  /** Called after a delivery committed, e.g. to relay events the handler recorded. */
  afterCommit?: () => void;
}

/**
 * Consumes events durably and idempotently: each delivery runs the handler in one transaction together
 * with inserting the (consumer, event id) row. A redelivered event finds the row and is acknowledged
 * without running the handler again; a failing handler rolls back both and the bus redelivers later
 * (up to maxDeliver, then the message is parked and logged). The processed-event rows also tell the
 * in-process bus, whose stream does not outlive its process, what the consumer is still owed when it starts
 * (see {@link owedEvents}).
 */
export async function startEventConsumer(options: EventConsumerOptions): Promise<EventConsumer> {
  const { bus, definition } = options;
  return bus.consume({
    durable: definition.durable,
    filter: definition.filter,
    maxDeliver: definition.maxDeliver,
    redeliverDelayMs: definition.redeliverDelayMs,
    handler: eventConsumerHandler(options),
    owed: () => owedEvents(options.orm, definition.durable, definition.filter),
  });
}

/**
 * What {@link startEventConsumer} does with each delivery, on its own: also how a test hands an event to a
 * consumer again, which the bus itself would drop as a duplicate of the same id (its duplicate window).
 */
export function eventConsumerHandler(options: EventConsumerOptions): EventHandler {
  const { orm, bus, definition } = options;
  const log = options.logger.child({ component: 'event-consumer', consumer: definition.durable });
  const table = `${quoteIdent(String(orm.config.get('schema')))}."processed_event"`;

  const handle: EventHandler = async (event, delivery) => {
    const requestId = delivery.headers[REQUEST_ID_HEADER];
    const eventLog = log.child({
      eventId: event.id,
      type: event.type,
      attempt: delivery.attempt,
      requestId,
    });
    const committed: Array<() => void> = [];
    const handled = await orm.em.fork().transactional(async (em) => {
      // Claim first: a concurrent duplicate blocks on this row until we commit (then skips) or roll
      // back (then handles it itself), so the handler's effects happen exactly once.
      const claimed = await em.execute<{ event_id: string }[]>(
        `insert into ${table} ("consumer", "event_id", "processed_at") values (?, ?, now())
         on conflict do nothing returning "event_id"`,
        [definition.durable, event.id],
      );
      if (claimed.length === 0) return false;
      const scopedBus = requestId ? withDefaultHeaders(bus, { [REQUEST_ID_HEADER]: requestId }) : bus;
      await definition.handle(event, {
        em,
        log: eventLog,
        bus: scopedBus,
        config: options.config,
        clock: options.clock ?? systemClock,
        afterCommit: (task) => committed.push(task),
      });
      return true;
    });
    if (handled) {
      for (const task of committed) task();
      eventLog.debug('event handled');
      options.afterCommit?.();
    } else {
      eventLog.debug('event already processed; acknowledged without handling');
    }
  };
  // The request that caused the event goes on in its handler: its lines and the events it records carry the id.
  return (event, delivery) => {
    const requestId = delivery.headers[REQUEST_ID_HEADER];
    return requestId ? withRequestId(requestId, () => handle(event, delivery)) : handle(event, delivery);
  };
}
