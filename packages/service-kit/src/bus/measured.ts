import { performance } from 'node:perf_hooks';
import {
  addConsumerLagSource,
  busRequestDuration,
  busRequests,
  busServed,
  consumerDeliveries,
  consumerRedeliveries,
  failureOutcome,
} from '../ops/metrics.ts';
import type { Bus, RequestOptions } from './types.ts';

/**
 * `bus` counted into the process's metrics (ops/metrics.ts): the requests it makes by subject, outcome and
 * latency, the requests it serves by subject and outcome, and each event delivery by durable and outcome,
 * with the durable's lag where the adapter can tell it. A process wraps its bus once, where it makes it;
 * views of it (`withDefaultHeaders`, `asService`) are counted through it. Closing the view closes the bus.
 */
export function measuredBus(bus: Bus): Bus {
  return {
    kind: bus.kind,
    async request<R>(subject: string, data: unknown, options?: RequestOptions): Promise<R> {
      const started = performance.now();
      try {
        const reply = await bus.request<R>(subject, data, options);
        busRequests.labels(subject, 'ok').inc();
        return reply;
      } catch (error) {
        busRequests.labels(subject, failureOutcome(error)).inc();
        throw error;
      } finally {
        busRequestDuration.labels(subject).observe((performance.now() - started) / 1000);
      }
    },
    serve(subject, handler, options) {
      const ok = busServed.labels(subject, 'ok');
      return bus.serve(
        subject,
        async (message) => {
          try {
            const reply = await handler(message);
            ok.inc();
            return reply;
          } catch (error) {
            // A Timeout or Unavailable thrown by a handler is its own refusal (a callee of its own failed).
            busServed.labels(subject, failureOutcome(error) === 'error' ? 'error' : 'refused').inc();
            throw error;
          }
        },
        options,
      );
    },
    publishEvent: (event, options) => bus.publishEvent(event, options),
    async consume(options) {
      const { durable } = options;
      const ok = consumerDeliveries.labels(durable, 'ok');
      const failed = consumerDeliveries.labels(durable, 'error');
      const redelivered = consumerRedeliveries.labels(durable);
      const consumer = await bus.consume({
        ...options,
        handler: async (event, delivery) => {
          if (delivery.attempt > 1) redelivered.inc();
          try {
            await options.handler(event, delivery);
            ok.inc();
          } catch (error) {
            failed.inc();
            throw error;
          }
        },
      });
      const pending = consumer.pending?.bind(consumer);
      const removeLag = pending ? addConsumerLagSource(durable, pending) : null;
      return {
        ...(pending && { pending }),
        async stop() {
          removeLag?.();
          await consumer.stop();
        },
      };
    },
    broadcast: (subject, data) => bus.broadcast(subject, data),
    listen: (subject, handler, options) => bus.listen(subject, handler, options),
    close: () => bus.close(),
  };
}
