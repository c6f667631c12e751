import { afterEach, describe, expect, it } from '@jest/globals';
import { cmsPageSchema, publicBlogQuerySchema } from '@referrals/contracts';
import type { BusMessage } from '@referrals/service-kit';
import { NO_INPUT, type ApiRoute } from '../src/routes/index.ts';
import { startTestGateway, type TestGateway } from './support/harness.ts';

/** Rows using the list, moved and reserved-word options, public so that no session is needed. */
const routes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/things',
    subject: 'cms.things.list',
    schema: publicBlogQuerySchema,
    access: 'public',
    cursorList: true,
  },
  {
    method: 'GET',
    path: '/api/things/:slug',
    subject: 'cms.things.get',
    schema: NO_INPUT,
    access: 'public',
    moved: { param: 'slug' },
  },
  {
    method: 'POST',
    path: '/api/things',
    subject: 'cms.things.create',
    schema: cmsPageSchema,
    access: 'public',
    reservesWord: { field: 'slug' },
  },
];

let stack: TestGateway | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

function serve(current: TestGateway, subject: string, reply: unknown): BusMessage[] {
  const received: BusMessage[] = [];
  current.bus.serve(subject, async (message) => {
    received.push(message);
    return reply;
  });
  return received;
}

describe('route row options', () => {
  it('when a cursorList row answers a page, then the body is its items and X-Next-Cursor its next', async () => {
    stack = await startTestGateway({ routes });
    const received = serve(stack, 'cms.things.list', { items: [{ slug: 'a' }], next: 'c2' });
    const response = await fetch(`${stack.url}/api/things?cursor=c1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-next-cursor')).toBe('c2');
    expect(await response.json()).toEqual([{ slug: 'a' }]);
    expect(received[0]!.data).toMatchObject({ query: { cursor: 'c1', published: 'true' } });
  });

  it('when a cursorList row answers the last page, then there is no X-Next-Cursor', async () => {
    stack = await startTestGateway({ routes });
    serve(stack, 'cms.things.list', { items: [], next: null });
    const response = await fetch(`${stack.url}/api/things`);
    expect(response.headers.get('x-next-cursor')).toBeNull();
    expect(await response.json()).toEqual([]);
  });

  it('when a moved row is answered movedTo, then the caller gets 301 to the new address', async () => {
    stack = await startTestGateway({ routes });
    serve(stack, 'cms.things.get', { movedTo: 'new-name' });
    const response = await fetch(`${stack.url}/api/things/old-name`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, stack.url).pathname).toBe('/api/things/new-name');
  });

  it('when a moved row answers the item itself, then it is a plain 200', async () => {
    stack = await startTestGateway({ routes });
    serve(stack, 'cms.things.get', { slug: 'same', title: 'T' });
    const response = await fetch(`${stack.url}/api/things/same`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ slug: 'same', title: 'T' });
  });

  it.each([
    ['login', 'a route of the MFE manifest'],
    ['referrer', 'the first segment of a deeper manifest route'],
    ['api', "one of the gateway's own paths"],
    ['uploads', "one of the gateway's own paths"],
    ['blog', "one of the gateway's own paths"],
    ['preview', "one of the gateway's own paths"],
  ])('when a reservesWord row is sent slug %s (%s), then 400 on the slug field', async (slug) => {
    stack = await startTestGateway({ routes });
    const received = serve(stack, 'cms.things.create', { ok: true });
    const response = await fetch(`${stack.url}/api/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'T', slug }),
    });
    expect(response.status).toBe(400);
    const message = `/${slug} is one of the site's own pages; choose another slug`;
    expect(await response.json()).toEqual({ message, errors: { slug: message } });
    expect(received).toHaveLength(0);
  });

  it('when a reservesWord row is sent a free slug, then it goes to the service', async () => {
    stack = await startTestGateway({ routes });
    const received = serve(stack, 'cms.things.create', { ok: true });
    const response = await fetch(`${stack.url}/api/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'T', slug: 'summer-sale' }),
    });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
  });
});
