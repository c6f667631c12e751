import { afterEach, describe, expect, it } from '@jest/globals';
import { loginSchema } from '@referrals/contracts';
import type { BusMessage } from '@referrals/service-kit';
import { NO_INPUT, type ApiRoute } from '../src/routes/index.ts';
import { startTestGateway, type TestGateway } from './support/harness.ts';
import { LIVE_TOKEN, PASSWORD, serveIdentity } from './support/identity-double.ts';

/** Rows shaped like later issues' routes, to drive the generic handler through paths it has no row for yet. */
const routes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/things/:thingId/parts/:partId',
    subject: 'campaign.things.get',
    schema: loginSchema,
    access: 'public',
  },
  {
    method: 'DELETE',
    path: '/api/things/:thingId',
    subject: 'campaign.things.delete',
    schema: NO_INPUT,
    access: 'owner',
    status: 204,
  },
  {
    method: 'POST',
    path: '/api/login',
    subject: 'identity.login',
    schema: loginSchema,
    access: 'public',
    session: { issues: 'owner' },
  },
];

let stack: TestGateway | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

function record(current: TestGateway, subject: string, reply: unknown): BusMessage[] {
  const received: BusMessage[] = [];
  current.bus.serve(subject, async (message) => {
    received.push(message);
    return reply;
  });
  return received;
}

describe('generic handler', () => {
  it('when a GET row has a schema, then the query is validated and forwarded with the path params', async () => {
    stack = await startTestGateway({ routes });
    const received = record(stack, 'campaign.things.get', { thing: 'found' });

    const response = await fetch(
      `${stack.url}/api/things/t-1/parts/p%202?email=%20sam@example.com%20&password=x&extra=dropped`,
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ thing: 'found' });
    expect(received[0]!.data).toEqual({
      params: { thingId: 't-1', partId: 'p 2' },
      query: { email: 'sam@example.com', password: 'x' },
      body: {},
    });
  });

  it('when a GET row’s query is invalid, then 400 with the schema’s messages and nothing is forwarded', async () => {
    stack = await startTestGateway({ routes });
    const received = record(stack, 'campaign.things.get', {});

    const response = await fetch(`${stack.url}/api/things/t-1/parts/p-2`);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Email is required',
      errors: { email: 'Email is required', password: 'Password is required' },
    });
    expect(received).toHaveLength(0);
  });

  it('when a row declares its status and the service answers nothing, then that status is answered', async () => {
    stack = await startTestGateway({ routes });
    serveIdentity(stack.bus);
    const received = record(stack, 'campaign.things.delete', undefined);

    const response = await fetch(`${stack.url}/api/things/t-9`, {
      method: 'DELETE',
      headers: { cookie: `sid=${LIVE_TOKEN}` },
    });

    expect(response.status).toBe(204);
    expect(received[0]!.data).toEqual({ params: { thingId: 't-9' }, query: {}, body: {} });
  });

  it('when a service issues no session on a session row, then a bare 500 and no cookie', async () => {
    stack = await startTestGateway({ routes });
    record(stack, 'identity.login', { user: { id: 'x' } });

    const response = await fetch(`${stack.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@example.com', password: PASSWORD }),
    });

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('behind a reverse proxy', () => {
  const login = (url: string) =>
    fetch(`${url}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
      },
      body: JSON.stringify({ email: 'sam@example.com', password: PASSWORD }),
    });

  it('when the proxy is trusted and the request came over HTTPS, then the cookie is Secure and the client address forwarded', async () => {
    stack = await startTestGateway({ config: { port: 0, trustProxy: true } });
    const identity = serveIdentity(stack.bus);

    const response = await login(stack.url);

    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()[0]).toMatch(/; secure/i);
    expect(identity.on('identity.login')[0]!.headers['x-client-address']).toBe('203.0.113.7');
  });

  it('when the proxy is not trusted, then forwarded headers are ignored', async () => {
    stack = await startTestGateway({ config: { port: 0, trustProxy: false } });
    const identity = serveIdentity(stack.bus);

    const response = await login(stack.url);

    expect(response.headers.getSetCookie()[0]).not.toMatch(/; secure/i);
    expect(identity.on('identity.login')[0]!.headers['x-client-address']).not.toBe('203.0.113.7');
  });
});
