import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isAppError } from '../errors.ts';

/**
 * The process's metrics, served by its ops server at `/metrics` (docs/adr/0023-metrics-and-request-ids.md).
 * One registry per process: the all-in-one process's services and gateway count into the same series, told
 * apart by their own labels (route, subject, durable, service).
 */
export const metricsRegistry = new Registry();

/** Latency buckets in seconds, 5 ms to 10 s (the gateway's deadline of a bus request). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const registers = [metricsRegistry];

/** Gateway answers by route pattern (never a raw path: bounded series), method and status. */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered by the gateway, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time the gateway took to answer, by route pattern and method',
  labelNames: ['route', 'method'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

/**
 * How a bus request ended for its caller: `ok`; `refused` (a named answer such as NotFoundError or InputError:
 * the callee worked, the request was not granted); `timeout`; `unavailable` (nothing served the subject); `error`
 * (the callee failed unexpectedly, or the request could not be sent).
 */
export type BusOutcome = 'ok' | 'refused' | 'timeout' | 'unavailable' | 'error';

export const busRequests = new Counter({
  name: 'bus_requests_total',
  help: 'Bus requests made by this process, by subject and outcome',
  labelNames: ['subject', 'outcome'] as const,
  registers,
});

export const busRequestDuration = new Histogram({
  name: 'bus_request_duration_seconds',
  help: 'Time until a bus request of this process was answered, by subject',
  labelNames: ['subject'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const busServed = new Counter({
  name: 'bus_served_total',
  help: 'Bus requests this process answered, by subject and outcome (ok, refused, error)',
  labelNames: ['subject', 'outcome'] as const,
  registers,
});

export const outboxRelayErrors = new Counter({
  name: 'outbox_relay_errors_total',
  help: 'Outbox events the relay failed to publish, and relay passes that failed, by service',
  labelNames: ['service'] as const,
  registers,
});

export const consumerDeliveries = new Counter({
  name: 'consumer_deliveries_total',
  help: 'Event deliveries handled, by durable consumer and outcome (ok, error)',
  labelNames: ['durable', 'outcome'] as const,
  registers,
});

export const consumerRedeliveries = new Counter({
  name: 'consumer_redeliveries_total',
  help: 'Deliveries of an event delivered before (attempt 2 and later), by durable consumer',
  labelNames: ['durable'] as const,
  registers,
});

export const workflowRuns = new Counter({
  name: 'workflow_runs_total',
  help: 'Workflow runs ended, by workflow and outcome (done, compensated, failed, error)',
  labelNames: ['workflow', 'outcome'] as const,
  registers,
});

/** A value read when Prometheus scrapes: null or a failure leaves the series out of that scrape. */
type ScrapeReading = () => Promise<number | null>;

interface Source {
  label: string;
  read: ScrapeReading;
}

/** A gauge whose values are read from the registered sources at each scrape, one series per source label. */
function scrapedGauge(
  name: string,
  help: string,
  labelName: string,
): (label: string, read: ScrapeReading) => () => void {
  const sources = new Set<Source>();
  new Gauge({
    name,
    help,
    labelNames: [labelName],
    registers,
    async collect() {
      // Series of sources gone since the last scrape (a stopped consumer) must not linger.
      this.reset();
      const readings = await Promise.all(
        [...sources].map(async (source) => ({ source, value: await source.read().catch(() => null) })),
      );
      for (const { source, value } of readings) {
        if (value !== null) this.set({ [labelName]: source.label }, value);
      }
    },
  });
  return (label, read) => {
    const source = { label, read };
    sources.add(source);
    return () => sources.delete(source);
  };
}

/**
 * Registers how old the oldest unpublished outbox row of `service` is, in seconds (0 when none waits), read at
 * each scrape as `outbox_lag_seconds`. Answers the function that unregisters it.
 */
export const addOutboxLagSource = scrapedGauge(
  'outbox_lag_seconds',
  'Age of the oldest outbox event not yet published, by service',
  'service',
);

/**
 * Registers how many events the durable consumer has still to be delivered, read at each scrape as
 * `consumer_lag_messages`. Answers the function that unregisters it.
 */
export const addConsumerLagSource = scrapedGauge(
  'consumer_lag_messages',
  'Events not yet delivered to the durable consumer',
  'durable',
);

/** The outcome label of a request or delivery that threw `error` (see {@link BusOutcome}). */
export function failureOutcome(error: unknown): Exclude<BusOutcome, 'ok'> {
  if (isAppError(error, 'Timeout')) return 'timeout';
  if (isAppError(error, 'Unavailable')) return 'unavailable';
  return isAppError(error) ? 'refused' : 'error';
}

/** Who this process is, on every series. */
export interface ProcessLabels {
  /** The process's name: the service's, `gateway` or `all-in-one`. */
  service: string;
  /** `REPLICA`, when set. */
  replica: string | null;
}

let describing = false;

/**
 * Labels every series with the process's name (and replica), and starts prom-client's process metrics (event
 * loop delay, memory, garbage collection, handles). Once per process: the ops server calls it when it starts.
 */
export function describeProcess(labels: ProcessLabels): void {
  metricsRegistry.setDefaultLabels(
    labels.replica === null
      ? { service: labels.service }
      : { service: labels.service, replica: labels.replica },
  );
  if (describing) return;
  describing = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
