import { afterEach, describe, expect, it } from '@jest/globals';
import { Errors } from '@referrals/service-kit';
import { NO_INPUT, type ApiRoute } from '../src/routes/index.ts';
import { startTestGateway, waitForLog, type TestGateway } from './support/harness.ts';
import { LIVE_TOKEN, serveIdentity } from './support/identity-double.ts';

const routes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/things/export/:userId',
    subject: 'campaign.things.export',
    schema: NO_INPUT,
    access: 'owner',
    paged: true,
  },
];

let stack: TestGateway | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

interface PageCall {
  params: unknown;
  query: unknown;
}

/** Serves `pages` in order, each pointing to the next by its index; answers `fail(index)` instead when set. */
async function exportServed(
  pages: unknown[][],
  fail: (index: number) => Error | undefined = () => undefined,
): Promise<PageCall[]> {
  stack = await startTestGateway({ routes });
  serveIdentity(stack.bus);
  const calls: PageCall[] = [];
  stack.bus.serve('campaign.things.export', async (message) => {
    const { params, query } = message.data as PageCall & { query: { after?: string } };
    calls.push({ params, query });
    const index = query.after === undefined ? 0 : Number(query.after.replace('page-', ''));
    const failure = fail(index);
    if (failure) throw failure;
    return { items: pages[index], next: index + 1 < pages.length ? `page-${index + 1}` : null };
  });
  return calls;
}

const BUSINESS = '0b6f5b3e-5f1c-4f8e-9a3e-1c2d3e4f5a6b';

const exportThings = (query = '') =>
  fetch(`${stack!.url}/api/things/export/${BUSINESS}${query}`, { headers: { cookie: `sid=${LIVE_TOKEN}` } });

describe('paged routes', () => {
  it('when the service answers several pages, then the caller gets one array of them all, in order', async () => {
    const calls = await exportServed([
      [{ id: 1 }, { id: 2 }],
      [],
      [{ id: 3 }],
      [{ id: 4, name: 'Café "4"' }],
    ]);

    const response = await exportThings('?after=page-3&limit=1');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(await response.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4, name: 'Café "4"' }]);
    // The caller's query picks nothing: the gateway walks the cursor from the start.
    expect(calls).toEqual([
      { params: { userId: BUSINESS }, query: {} },
      { params: { userId: BUSINESS }, query: { after: 'page-1' } },
      { params: { userId: BUSINESS }, query: { after: 'page-2' } },
      { params: { userId: BUSINESS }, query: { after: 'page-3' } },
    ]);
  });

  it('when there are no records, then the answer is an empty array', async () => {
    await exportServed([[]]);

    const response = await exportThings();

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('when the first page is not found, then the answer is that 404 and nothing else is asked', async () => {
    const calls = await exportServed([[{ id: 1 }], [{ id: 2 }]], () => Errors.notFound('Business not found'));

    const response = await exportThings();

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Business not found' });
    expect(calls).toHaveLength(1);
  });

  it('when a later page fails, then the response breaks off instead of ending as a complete array, and it is logged', async () => {
    const current = await exportServed([[{ id: 1 }], [{ id: 2 }], [{ id: 3 }]], (index) =>
      index === 2 ? new Error('database went away') : undefined,
    );

    const response = await exportThings();

    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(current).toHaveLength(3);
    const logged = await waitForLog(stack!.logs, (line) => line.level === 'error');
    expect(logged.message).toBe('response failed');
  });

  it('when a service answers something other than a page, then a bare 500', async () => {
    stack = await startTestGateway({ routes });
    serveIdentity(stack.bus);
    stack.bus.serve('campaign.things.export', async () => [{ id: 1 }]);

    const response = await exportThings();

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error' });
  });
});
