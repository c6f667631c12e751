import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Bus } from '../bus/types.ts';
import type { PlatformConfig } from '../config.ts';
import { onShutdown } from '../lifecycle.ts';
import { describeProcess, metricsRegistry, type ProcessLabels } from './metrics.ts';

/**
 * One condition of readiness beyond the process's own state, e.g. a round trip over its bus connection:
 * resolves when it holds, throws (or rejects) when it does not.
 */
export type ReadinessCheck = () => Promise<unknown>;

export interface OpsServerOptions extends ProcessLabels {
  /** `OPS_PORT` (0 picks a free port). */
  port: number;
  /** `OPS_HOST`. */
  host: string;
  logger: Logger;
}

/** How long a readiness check may take: a slower answer already means not ready. */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;

/** Where the process stands, as `/readyz` reports it. */
export type OpsState = 'starting' | 'ready' | 'draining';

/** The ops server of one process (docs/adr/0023-metrics-and-request-ids.md). */
export interface OpsServer {
  /** e.g. http://127.0.0.1:9464 */
  url: string;
  state(): OpsState;
  /** The process serves: `/readyz` answers 200 from now on while every check, by name, holds. */
  ready(checks?: Record<string, ReadinessCheck>): void;
  /** The process is stopping (SIGTERM): `/readyz` answers 503 from now on, so no new work is sent to it. */
  draining(): void;
  close(): Promise<void>;
}

/**
 * Serves `/metrics` (the process's registry, Prometheus text format), `/livez` (200 whenever the event loop
 * runs: a process that answers here needs no restart) and `/readyz` (200 while ready and every check holds,
 * 503 while starting, draining or when a check fails, naming what is missing). Nothing it serves is about a
 * user, so it may listen on every interface for probes and Prometheus; it is never exposed to the public.
 */
export async function startOpsServer(options: OpsServerOptions): Promise<OpsServer> {
  describeProcess({ service: options.service, replica: options.replica });
  const log = options.logger.child({ component: 'ops-server' });
  let checks: Array<[string, ReadinessCheck]> = [];
  let state: OpsState = 'starting';

  async function readiness(): Promise<{ ready: boolean; failing: string[] }> {
    if (state !== 'ready') return { ready: false, failing: [state] };
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await check();
          return null;
        } catch (err) {
          log.warn({ err, check: name }, 'readiness check failed');
          return name;
        }
      }),
    );
    const failing = results.filter((name): name is string => name !== null);
    return { ready: failing.length === 0, failing };
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain', 'Method not allowed');
    switch (path) {
      case '/metrics':
        return send(res, 200, metricsRegistry.contentType, await metricsRegistry.metrics());
      case '/livez':
        return send(res, 200, 'text/plain', 'ok');
      case '/readyz': {
        const { ready, failing } = await readiness();
        return send(
          res,
          ready ? 200 : 503,
          'text/plain',
          ready ? 'ready' : `not ready: ${failing.join(', ')}`,
        );
      }
      default:
        return send(res, 404, 'text/plain', 'Not found');
    }
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((err: unknown) => {
      log.error({ err, path: req.url }, 'ops request failed');
      if (!res.headersSent) send(res, 500, 'text/plain', 'Internal error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log.info({ url }, 'ops server listening');

  let closing: Promise<void> | null = null;
  return {
    url,
    state: () => state,
    ready(readyChecks = {}) {
      if (state !== 'starting') return;
      checks = Object.entries(readyChecks);
      state = 'ready';
    },
    draining() {
      state = 'draining';
    },
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Prometheus keeps its connection open between scrapes: it must not hold the process up.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

/**
 * The process's ops server when `OPS_PORT` is set, else null; it closes as the very last step of a graceful
 * shutdown, so probes and the last scrape still reach it while the process drains.
 */
export async function startConfiguredOpsServer(
  config: Pick<PlatformConfig, 'opsPort' | 'opsHost' | 'replica'>,
  options: { service: string; logger: Logger },
): Promise<OpsServer | null> {
  if (config.opsPort === null) return null;
  const ops = await startOpsServer({
    port: config.opsPort,
    host: config.opsHost,
    replica: config.replica,
    service: options.service,
    logger: options.logger,
  });
  onShutdown(() => ops.close(), { logger: options.logger });
  return ops;
}

/**
 * Marks the process ready, and draining as the first step of its graceful shutdown (call it after
 * registering every other step: they run in reverse order).
 */
export function readyUntilShutdown(ops: OpsServer | null, checks?: Record<string, ReadinessCheck>): void {
  if (!ops) return;
  ops.ready(checks);
  onShutdown(() => ops.draining());
}

/**
 * A readiness check of the bus connection alone: a round trip to a subject only this process serves, for a
 * process whose readiness must not follow any service's (the gateway still serves its pages when one is down).
 * The subscription ends with the bus.
 */
export function busRoundTrip(bus: Bus, process: string): ReadinessCheck {
  const subject = `ops.${process}.${randomUUID()}`;
  bus.serve(subject, async () => ({ status: 'ok' }));
  return () => bus.request(subject, {}, { timeoutMs: READINESS_CHECK_TIMEOUT_MS });
}
