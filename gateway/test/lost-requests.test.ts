import { afterEach, describe, expect, it } from '@jest/globals';
import { loginSchema } from '@referrals/contracts';
import { createMemoryBus, lostInFlight, type Bus, type RequestOptions } from '@referrals/service-kit';
import { NO_INPUT, type ApiRoute } from '../src/routes/index.ts';
import { startTestGateway, type TestGateway } from './support/harness.ts';
import { LIVE_TOKEN, serveIdentity } from './support/identity-double.ts';

const routes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/things/:thingId',
    subject: 'campaign.things.get',
    schema: NO_INPUT,
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/mine',
    subject: 'campaign.things.mine',
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'POST',
    path: '/api/things',
    subject: 'campaign.things.create',
    schema: loginSchema,
    access: 'public',
    idempotent: true,
  },
];

const WRITE = { email: 'sam@example.com', password: 'x' };

/**
 * An in-process bus on which the first `losses` requests to each subject reach their handler and then lose
 * its answer, as when the replica that took them dies after the work (the NATS adapter's "lost in flight").
 */
function losingBus(losses: number): Bus {
  const bus = createMemoryBus();
  const lost = new Map<string, number>();
  return {
    ...bus,
    async request<R>(subject: string, data: unknown, options?: RequestOptions): Promise<R> {
      const reply = await bus.request<R>(subject, data, options);
      const count = lost.get(subject) ?? 0;
      if (count >= losses) return reply;
      lost.set(subject, count + 1);
      throw lostInFlight();
    },
  };
}

let stack: TestGateway | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

/** Serves `subject`, counting the requests that reach it. */
function count(current: TestGateway, subject: string, reply: unknown): { received: number } {
  const counter = { received: 0 };
  current.bus.serve(subject, async () => {
    counter.received += 1;
    return reply;
  });
  return counter;
}

function post(current: TestGateway, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${current.url}/api/things`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(WRITE),
  });
}

describe('requests lost in flight', () => {
  it('when a read is lost in flight, then the gateway asks once more and answers what the second replica said', async () => {
    stack = await startTestGateway({ routes, bus: losingBus(1) });
    const served = count(stack, 'campaign.things.get', { thing: 'found' });

    const response = await fetch(`${stack.url}/api/things/t-1`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ thing: 'found' });
    expect(served.received).toBe(2);
  });

  it('when a read is lost twice, then 503 with Retry-After and no third try', async () => {
    stack = await startTestGateway({ routes, bus: losingBus(2) });
    const served = count(stack, 'campaign.things.get', { thing: 'found' });

    const response = await fetch(`${stack.url}/api/things/t-1`);

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({ message: 'Service unavailable' });
    expect(served.received).toBe(2);
  });

  it('when a write without an idempotency key is lost in flight, then 503 with Retry-After and it is not sent again', async () => {
    stack = await startTestGateway({ routes, bus: losingBus(1) });
    const served = count(stack, 'campaign.things.create', { id: 'thing-1' });

    const response = await post(stack);

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({ message: 'Service unavailable' });
    expect(served.received).toBe(1);
  });

  it('when a write with an idempotency key is lost in flight, then it is sent again with its key and answered', async () => {
    stack = await startTestGateway({ routes, bus: losingBus(1) });
    const keys: Array<string | undefined> = [];
    stack.bus.serve('campaign.things.create', async (message) => {
      keys.push(message.headers['idempotency-key']);
      return { id: 'thing-1' };
    });

    const response = await post(stack, { 'Idempotency-Key': 'c0ffee00-0000-4000-8000-000000000001' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'thing-1' });
    expect(keys).toEqual(['c0ffee00-0000-4000-8000-000000000001', 'c0ffee00-0000-4000-8000-000000000001']);
  });

  it('when the session lookup of a request is lost in flight, then it is asked once more and the request goes on', async () => {
    stack = await startTestGateway({ routes, bus: losingBus(1) });
    const identity = serveIdentity(stack.bus);
    stack.bus.serve('campaign.things.mine', async () => ['mine']);

    const response = await fetch(`${stack.url}/api/mine`, { headers: { cookie: `sid=${LIVE_TOKEN}` } });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(['mine']);
    expect(identity.received.filter((request) => request.data.token === LIVE_TOKEN)).toHaveLength(2);
  });
});
