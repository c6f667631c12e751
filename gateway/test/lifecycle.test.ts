import { afterEach, describe, expect, it } from '@jest/globals';
import { healthSubject, SERVICE_NAMES, type ServiceName } from '@referrals/contracts';
import { startTestGateway, type TestGateway } from './support/harness.ts';

let stack: TestGateway | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

function serveHealth(current: TestGateway, services: readonly ServiceName[]): void {
  for (const service of services) current.bus.serve(healthSubject(service), async () => ({ status: 'ok' }));
}

describe('health and readiness', () => {
  it('when /health is asked, then the gateway says it is alive even with no service running', async () => {
    stack = await startTestGateway();

    const response = await fetch(`${stack.url}/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('when every service answers its health subject, then /ready is 200 with each status', async () => {
    stack = await startTestGateway();
    serveHealth(stack, SERVICE_NAMES);

    const response = await fetch(`${stack.url}/ready`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      services: { identity: 'ok', campaign: 'ok', referral: 'ok', cms: 'ok', admin: 'ok' },
    });
  });

  it('when a service is missing, then /ready is 503 and names it', async () => {
    stack = await startTestGateway();
    serveHealth(stack, ['identity', 'referral', 'cms', 'admin']);

    const response = await fetch(`${stack.url}/ready`);

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'not ready',
      notReady: ['campaign'],
      services: { identity: 'ok', campaign: 'Unavailable', referral: 'ok', cms: 'ok', admin: 'ok' },
    });
  });

  it('when a service answers too slowly, then /ready reports it timed out', async () => {
    stack = await startTestGateway({ readyTimeoutMs: 50 });
    serveHealth(stack, ['identity', 'campaign', 'referral', 'cms']);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    stack.bus.serve(healthSubject('admin'), async () => {
      await answered;
      return { status: 'ok' };
    });

    const response = await fetch(`${stack.url}/ready`);
    release();

    expect(response.status).toBe(503);
    expect((await response.json()).services.admin).toBe('Timeout');
  });
});

describe('stopping', () => {
  it('when stopped with an idle keep-alive connection open, then it closes promptly', async () => {
    stack = await startTestGateway();
    const current = stack;
    await (await fetch(`${current.url}/health`)).text();

    const started = Date.now();
    await current.gateway.stop();

    expect(Date.now() - started).toBeLessThan(1_000);
    expect(current.gateway.server.listening).toBe(false);
  });

  it('when a request is in flight during stop, then it still gets its answer', async () => {
    stack = await startTestGateway();
    const current = stack;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    for (const service of SERVICE_NAMES) {
      current.bus.serve(healthSubject(service), async () => {
        arrived();
        await answered;
        return { status: 'ok' };
      });
    }

    const pending = fetch(`${current.url}/ready`);
    await reached;
    const stopped = current.gateway.stop();
    release();

    expect((await pending).status).toBe(200);
    await stopped;
  });
});
