import { afterEach, describe, expect, it } from '@jest/globals';
import { loginSchema } from '@referrals/contracts';
import { httpRequestDuration, httpRequests } from '@referrals/service-kit';
import { PAGE_ROUTE, STATIC_ROUTE, UNMATCHED_API_ROUTE } from '../src/middleware/metrics.ts';
import { NO_INPUT, type ApiRoute } from '../src/routes/index.ts';
import { startTestGateway, type TestGateway } from './support/harness.ts';

const routes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/metered/:thingId',
    subject: 'campaign.metered.get',
    schema: NO_INPUT,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/metered-login',
    subject: 'identity.metered-login',
    schema: loginSchema,
    access: 'public',
  },
];

/** The count of `http_requests_total` with exactly these labels (0 when never counted). */
async function answered(route: string, method: string, status: number): Promise<number> {
  const { values } = await httpRequests.get();
  return (
    values.find(
      (value) =>
        value.labels.route === route &&
        value.labels.method === method &&
        value.labels.status === String(status),
    )?.value ?? 0
  );
}

let stack: TestGateway | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

describe('request metrics', () => {
  it('when rows answer paths with different ids, then each is counted and timed under its pattern, never the path', async () => {
    stack = await startTestGateway({ routes });
    stack.bus.serve('campaign.metered.get', async () => ({ thing: 'found' }));
    const before = await answered('/api/metered/:thingId', 'GET', 200);
    const refusedBefore = await answered('/api/metered-login', 'POST', 400);

    for (const id of ['thing-1', 'thing-2', 'thing-3']) {
      expect((await fetch(`${stack.url}/api/metered/${id}`)).status).toBe(200);
    }
    expect(
      (
        await fetch(`${stack.url}/api/metered-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(400);

    expect(await answered('/api/metered/:thingId', 'GET', 200)).toBe(before + 3);
    expect(await answered('/api/metered-login', 'POST', 400)).toBe(refusedBefore + 1);
    const { values } = await httpRequestDuration.get();
    expect(
      values.find(
        (value) =>
          value.metricName === 'http_request_duration_seconds_count' &&
          value.labels.route === '/api/metered/:thingId',
      )?.value,
    ).toBe(before + 3);
    const routesSeen = (await httpRequests.get()).values.map((value) => String(value.labels.route));
    expect(routesSeen.filter((route) => route.includes('thing-'))).toEqual([]);
  });

  it('when no row answers, then pages, files and unknown /api paths get their fixed labels', async () => {
    stack = await startTestGateway({ routes });
    const before = {
      page: await answered(PAGE_ROUTE, 'GET', 200),
      file: await answered(STATIC_ROUTE, 'GET', 200),
      missing: await answered(STATIC_ROUTE, 'GET', 404),
      api: await answered(UNMATCHED_API_ROUTE, 'GET', 404),
      health: await answered('/health', 'GET', 200),
    };

    expect((await fetch(`${stack.url}/campaign/4b8e4c1e-0000-4000-8000-000000000001`)).status).toBe(200);
    expect((await fetch(`${stack.url}/static/js/main.3f2a9c1b.js`)).status).toBe(200);
    expect((await fetch(`${stack.url}/static/js/none.js`)).status).toBe(404);
    expect((await fetch(`${stack.url}/api/no-such-row/42`)).status).toBe(404);
    expect((await fetch(`${stack.url}/health`)).status).toBe(200);

    expect(await answered(PAGE_ROUTE, 'GET', 200)).toBe(before.page + 1);
    expect(await answered(STATIC_ROUTE, 'GET', 200)).toBe(before.file + 1);
    expect(await answered(STATIC_ROUTE, 'GET', 404)).toBe(before.missing + 1);
    expect(await answered(UNMATCHED_API_ROUTE, 'GET', 404)).toBe(before.api + 1);
    expect(await answered('/health', 'GET', 200)).toBe(before.health + 1);
  });
});
