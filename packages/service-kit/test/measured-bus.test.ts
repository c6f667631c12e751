import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DomainEvent } from '@referrals/contracts';
import {
  Errors,
  busRequestDuration,
  busRequests,
  busServed,
  consumerDeliveries,
  consumerRedeliveries,
  measuredBus,
  metricsRegistry,
  type Bus,
} from '../src/index.ts';
import {
  TEST_NATS_URL,
  createTestInfra,
  eventually,
  uniqueId,
  type TestInfra,
} from '@referrals/service-kit/testing';

const mode = TEST_NATS_URL ? 'NATS' : 'in-process bus';

type Counted =
  typeof busRequests | typeof busServed | typeof consumerDeliveries | typeof consumerRedeliveries;

/** The value of the series of `metric` with exactly these labels (0 when it was never counted). */
async function valueOf(metric: Counted, labels: Record<string, string>): Promise<number> {
  const { values } = await metric.get();
  const found = values.find((value) => {
    const seen: Record<string, unknown> = value.labels;
    return (
      Object.keys(seen).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, label]) => seen[key] === label)
    );
  });
  return found?.value ?? 0;
}

/** The gauge `consumer_lag_messages` of `durable`, as a scrape reads it. */
async function lagOf(durable: string): Promise<number | undefined> {
  const gauge = await metricsRegistry.getSingleMetric('consumer_lag_messages')!.get();
  return gauge.values.find((value) => value.labels.durable === durable)?.value;
}

describe(`measured bus (${mode})`, () => {
  let infra: TestInfra;
  let bus: Bus;

  beforeAll(async () => {
    infra = await createTestInfra('measured-bus');
    bus = measuredBus(await infra.bus('measured'));
  });

  afterAll(async () => {
    await infra.cleanup();
  });

  it('when requests are answered, refused, fail, time out or find nobody, then each is counted by subject and outcome on both sides', async () => {
    const subject = `metered${uniqueId()}.work`;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    bus.serve(subject, async (message) => {
      const { kind } = message.data as { kind: string };
      if (kind === 'refuse') throw Errors.notFound();
      if (kind === 'fail') throw new Error('disk on fire');
      if (kind === 'slow') await held;
      return { done: kind };
    });

    await bus.request(subject, { kind: 'answer' });
    await bus.request(subject, { kind: 'answer' });
    await expect(bus.request(subject, { kind: 'refuse' })).rejects.toMatchObject({ name: 'NotFoundError' });
    await expect(bus.request(subject, { kind: 'fail' })).rejects.toMatchObject({ name: 'InternalError' });
    // The deadline is what is tested here: short, and the handler is released right after.
    await expect(bus.request(subject, { kind: 'slow' }, { timeoutMs: 100 })).rejects.toMatchObject({
      name: 'Timeout',
    });
    release();
    const nobody = `metered${uniqueId()}.nobody`;
    await expect(bus.request(nobody, {})).rejects.toMatchObject({ name: 'Unavailable' });

    expect(await valueOf(busRequests, { subject, outcome: 'ok' })).toBe(2);
    expect(await valueOf(busRequests, { subject, outcome: 'refused' })).toBe(1);
    expect(await valueOf(busRequests, { subject, outcome: 'error' })).toBe(1);
    expect(await valueOf(busRequests, { subject, outcome: 'timeout' })).toBe(1);
    expect(await valueOf(busRequests, { subject: nobody, outcome: 'unavailable' })).toBe(1);
    const { values } = await busRequestDuration.get();
    expect(
      values.find((value) => value.metricName?.endsWith('_count') && value.labels.subject === subject)?.value,
    ).toBe(5);

    await eventually(async () => (await valueOf(busServed, { subject, outcome: 'ok' })) === 3);
    expect(await valueOf(busServed, { subject, outcome: 'refused' })).toBe(1);
    expect(await valueOf(busServed, { subject, outcome: 'error' })).toBe(1);
  });

  it('when a delivery fails once and events wait, then deliveries, redeliveries and the lag are counted by durable', async () => {
    const type = `metered${uniqueId()}.happened`;
    const durable = `metered-${uniqueId()}`;
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const failedOnce = new Set<string>();
    const handled = new Set<string>();
    const consumer = await bus.consume({
      durable,
      filter: `events.${type}`,
      redeliverDelayMs: 10,
      handler: async (event: DomainEvent) => {
        await gate;
        if (event.id.endsWith('-0') && !failedOnce.has(event.id)) {
          failedOnce.add(event.id);
          throw new Error('first try fails');
        }
        handled.add(event.id);
      },
    });
    const ids = Array.from({ length: 12 }, (_, index) => `${durable}-${index}`);
    for (const id of ids) {
      await bus.publishEvent({ id, type, occurredAt: new Date().toISOString(), data: {} });
    }

    // The first deliveries wait at the gate; the rest wait in the stream (NATS: beyond the prefetch of 8).
    await eventually(async () => ((await lagOf(durable)) ?? 0) > 0);
    open();
    await eventually(() => handled.size === ids.length);
    await eventually(async () => (await lagOf(durable)) === 0);

    expect(await valueOf(consumerDeliveries, { durable, outcome: 'ok' })).toBe(12);
    expect(await valueOf(consumerDeliveries, { durable, outcome: 'error' })).toBe(1);
    expect(await valueOf(consumerRedeliveries, { durable })).toBe(1);
    await consumer.stop();
    expect(await lagOf(durable)).toBeUndefined();
  });
});
