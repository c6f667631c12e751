import { describe, expect, it } from '@jest/globals';
import { createBus, onShutdown, sharedMemoryBus, shutdownNow } from '../src/index.ts';
import { captureLogs } from '@referrals/service-kit/testing';

describe('lifecycle and bus selection', () => {
  it('when shutdown runs, then steps run last-registered first and a failing step does not stop the others', async () => {
    const order: string[] = [];
    const { logger, lines } = captureLogs('shutdown');
    onShutdown(() => void order.push('close database'), { logger });
    onShutdown(() => {
      order.push('close bus');
      throw new Error('already closed');
    });
    const unregister = onShutdown(() => void order.push('never'));
    onShutdown(async () => void order.push('stop service'));
    unregister();
    const code = await shutdownNow('test');
    expect(order).toEqual(['stop service', 'close bus', 'close database']);
    expect(code).toBe(1);
    expect(lines().some((line) => line.msg === 'shutdown step failed')).toBe(true);
  });

  it('when no NATS URL is configured, then every caller gets the one shared in-process bus until it is closed', async () => {
    const { logger } = captureLogs('bus');
    const a = await createBus({ natsUrl: null, name: 'gateway', logger });
    const b = await createBus({ name: 'identity', logger });
    expect(a.kind).toBe('memory');
    expect(b).toBe(a);
    expect(sharedMemoryBus()).toBe(a);
    await a.close();
    const c = await createBus({ name: 'identity', logger });
    expect(c).not.toBe(a);
    await c.close();
  });
});
