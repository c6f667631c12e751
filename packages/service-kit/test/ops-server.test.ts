import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DomainEvent } from '@referrals/contracts';
import {
  Errors,
  addOutboxLagSource,
  createLogger,
  createMemoryBus,
  measuredBus,
  runWorkflow,
  startOpsServer,
  type Bus,
  type OpsServer,
} from '../src/index.ts';
import { eventually } from '@referrals/service-kit/testing';

const logger = createLogger({ name: 'ops-test', level: 'silent' });

async function get(
  ops: OpsServer,
  path: string,
): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${ops.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of the series `name` whose labels include `labels`, read from Prometheus' text format. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...match[2]!.matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('ops server', () => {
  let ops: OpsServer;
  let bus: Bus;

  beforeAll(async () => {
    ops = await startOpsServer({ port: 0, host: '127.0.0.1', service: 'ops-test', replica: 'r-1', logger });
    bus = measuredBus(createMemoryBus());
  });

  afterAll(async () => {
    await bus.close();
    await ops.close();
  });

  it('when work has been done, then /metrics lists its series by name and label, with the process metrics', async () => {
    bus.serve('opstest.read', async (message) => {
      if ((message.data as { missing?: boolean }).missing) throw Errors.notFound();
      return { ok: true };
    });
    await bus.request('opstest.read', {});
    await expect(bus.request('opstest.read', { missing: true })).rejects.toMatchObject({
      name: 'NotFoundError',
    });
    await expect(bus.request('opstest.nobody', {})).rejects.toMatchObject({ name: 'Unavailable' });
    const handled: string[] = [];
    const consumer = await bus.consume({
      durable: 'opstest-durable',
      filter: 'events.opstest.>',
      handler: async (event: DomainEvent) => void handled.push(event.id),
    });
    await bus.publishEvent({
      id: 'e-1',
      type: 'opstest.happened',
      occurredAt: new Date().toISOString(),
      data: {},
    });
    await eventually(() => handled.length === 1);
    await runWorkflow([{ name: 'only-step', run: async ({ state }) => state }], {
      workflowId: 'w-1',
      name: 'opstest-workflow',
      state: {},
      record: async () => undefined,
    });
    const removeLag = addOutboxLagSource('opstest', async () => 12.5);

    const { status, type, text } = await get(ops, '/metrics');
    removeLag();
    await consumer.stop();

    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const own = { service: 'ops-test', replica: 'r-1' };
    const read = { ...own, subject: 'opstest.read' };
    expect(sample(text, 'bus_requests_total', { ...read, outcome: 'ok' })).toBe(1);
    expect(sample(text, 'bus_requests_total', { ...read, outcome: 'refused' })).toBe(1);
    expect(
      sample(text, 'bus_requests_total', { ...own, subject: 'opstest.nobody', outcome: 'unavailable' }),
    ).toBe(1);
    expect(sample(text, 'bus_request_duration_seconds_count', read)).toBe(2);
    expect(sample(text, 'bus_served_total', { ...read, outcome: 'ok' })).toBe(1);
    expect(sample(text, 'bus_served_total', { ...read, outcome: 'refused' })).toBe(1);
    const durable = { ...own, durable: 'opstest-durable' };
    expect(sample(text, 'consumer_deliveries_total', { ...durable, outcome: 'ok' })).toBe(1);
    expect(sample(text, 'consumer_lag_messages', durable)).toBe(0);
    expect(
      sample(text, 'workflow_runs_total', { ...own, workflow: 'opstest-workflow', outcome: 'done' }),
    ).toBe(1);
    // An explicit `service` label (the all-in-one process's services) wins over the process's own.
    expect(sample(text, 'outbox_lag_seconds', { service: 'opstest', replica: 'r-1' })).toBe(12.5);
    for (const series of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'http_requests_total',
      'http_request_duration_seconds',
      'outbox_relay_errors_total',
      'consumer_redeliveries_total',
    ]) {
      expect(text).toContain(`# TYPE ${series} `);
    }
  });

  it('when a lag source is gone, then its series is gone from the next scrape', async () => {
    const remove = addOutboxLagSource('opstest-gone', async () => 3);
    expect((await get(ops, '/metrics')).text).toContain('outbox_lag_seconds{service="opstest-gone"');
    remove();
    expect((await get(ops, '/metrics')).text).not.toContain('outbox_lag_seconds{service="opstest-gone"');
  });

  it('when the process starts, serves, fails a check and drains, then /readyz follows while /livez stays 200', async () => {
    const separate = await startOpsServer({
      port: 0,
      host: '127.0.0.1',
      service: 'ops-test',
      replica: 'r-1',
      logger,
    });
    try {
      expect(await get(separate, '/readyz')).toMatchObject({ status: 503, text: 'not ready: starting' });
      let busUp = true;
      separate.ready({
        bus: async () => {
          if (!busUp) throw Errors.timeout();
        },
      });
      expect(await get(separate, '/readyz')).toMatchObject({ status: 200, text: 'ready' });
      busUp = false;
      expect(await get(separate, '/readyz')).toMatchObject({ status: 503, text: 'not ready: bus' });
      busUp = true;
      separate.draining();
      expect(separate.state()).toBe('draining');
      expect(await get(separate, '/readyz')).toMatchObject({ status: 503, text: 'not ready: draining' });
      expect(await get(separate, '/livez')).toMatchObject({ status: 200, text: 'ok' });
      expect((await get(separate, '/nothing')).status).toBe(404);
    } finally {
      await separate.close();
    }
  });
});
