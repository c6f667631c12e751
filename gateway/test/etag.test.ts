import { afterEach, describe, expect, it } from '@jest/globals';
import { loginSchema } from '@referrals/contracts';
import {
  IF_NONE_MATCH_HEADER,
  etagMatches,
  notModified,
  strongEtag,
  type BusMessage,
} from '@referrals/service-kit';
import { NO_INPUT, type ApiRoute } from '../src/routes/index.ts';
import { startTestGateway, type TestGateway } from './support/harness.ts';

const routes: ApiRoute[] = [
  { method: 'GET', path: '/api/things', subject: 'campaign.things.list', schema: NO_INPUT, access: 'public' },
  {
    method: 'POST',
    path: '/api/things',
    subject: 'campaign.things.create',
    schema: loginSchema,
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/things/:id',
    subject: 'campaign.things.get',
    schema: NO_INPUT,
    access: 'public',
  },
];

let stack: TestGateway | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

/** Serves the list with whatever `current.things` holds when asked, and counts the calls. */
async function listServed(current: { things: string[] }): Promise<{ calls: number }> {
  stack = await startTestGateway({ routes });
  const counter = { calls: 0 };
  stack.bus.serve('campaign.things.list', async () => {
    counter.calls += 1;
    return { things: current.things };
  });
  return counter;
}

/**
 * `cache: 'no-cache'` makes fetch revalidate the way a browser does (`Cache-Control: max-age=0`); by default
 * a hand-set If-None-Match makes fetch send `Cache-Control: no-cache`, a reload that must get a full answer.
 */
const list = (headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${stack!.url}/api/things`, { method, headers, cache: 'no-cache' });

describe('strong ETag of an answer', () => {
  it('when the same body is tagged twice, then the tag is the same and quoted', () => {
    const body = JSON.stringify({ campaigns: [{ id: 'c1', name: 'Spring' }] });
    expect(strongEtag(body)).toBe(strongEtag(`${body}`));
    expect(strongEtag(body)).toMatch(/^"[0-9a-f]+-[A-Za-z0-9_-]{27}"$/);
  });

  it('when one character changes, then the tag changes', () => {
    expect(strongEtag('{"name":"Spring"}')).not.toBe(strongEtag('{"name":"Sprint"}'));
  });
});

describe('conditional reads', () => {
  it('when a read succeeds, then it carries a strong ETag and may only be kept privately and revalidated', async () => {
    await listServed({ things: ['a'] });

    const response = await list();

    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(strongEtag(JSON.stringify({ things: ['a'] })));
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await response.json()).toEqual({ things: ['a'] });
  });

  it('when the browser revalidates an unchanged answer, then 304 with no body and the same tag', async () => {
    const counter = await listServed({ things: ['a'] });
    const etag = (await list()).headers.get('etag')!;

    const response = await list({ 'if-none-match': etag });

    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    // A service that does not answer "not modified" itself is still asked: the tag is its answer's.
    expect(counter.calls).toBe(2);
  });

  it('when the answer changed since the tag was given, then 200 with the new body and a new tag', async () => {
    const current = { things: ['a'] };
    await listServed(current);
    const etag = (await list()).headers.get('etag')!;
    current.things = ['a', 'b'];

    const response = await list({ 'if-none-match': etag });

    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).not.toBe(etag);
    expect(await response.json()).toEqual({ things: ['a', 'b'] });
  });

  it('when If-None-Match lists several tags or the weak form of the tag, then a match is still 304', async () => {
    await listServed({ things: ['a'] });
    const etag = (await list()).headers.get('etag')!;

    expect((await list({ 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await list({ 'if-none-match': `W/${etag}` })).status).toBe(304);
  });

  it('when the caller demands a fresh copy (Cache-Control: no-cache, a reload), then 200 even with a matching tag', async () => {
    await listServed({ things: ['a'] });
    const etag = (await list()).headers.get('etag')!;

    const response = await fetch(`${stack!.url}/api/things`, { headers: { 'if-none-match': etag } });

    expect(response.status).toBe(200);
  });

  it('when HEAD revalidates, then it gets the same tag and 304', async () => {
    await listServed({ things: ['a'] });
    const etag = (await list()).headers.get('etag')!;

    expect((await list({}, 'HEAD')).headers.get('etag')).toBe(etag);
    expect((await list({ 'if-none-match': etag }, 'HEAD')).status).toBe(304);
  });

  it('when a read fails, then no tag and no-store', async () => {
    stack = await startTestGateway({ routes });

    const response = await fetch(`${stack.url}/api/things/0b6f5b3e-5f1c-4f8e-9a3e-1c2d3e4f5a6b`);

    expect(response.status).toBe(503);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('when a call changes state, then its answer has no tag and no-store', async () => {
    stack = await startTestGateway({ routes });
    stack.bus.serve('campaign.things.create', async () => ({ created: true }));

    const response = await fetch(`${stack.url}/api/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@example.com', password: 'secret1' }),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("when the service confirms the caller's tag, then 304 with that tag, the service having seen the tag", async () => {
    stack = await startTestGateway({ routes });
    const body = JSON.stringify({ things: ['a'] });
    const seen: (string | undefined)[] = [];
    stack.bus.serve('campaign.things.list', async (message: BusMessage) => {
      const tag = message.headers[IF_NONE_MATCH_HEADER];
      seen.push(tag);
      return etagMatches(tag, strongEtag(body)) ? notModified(strongEtag(body)) : JSON.parse(body);
    });
    const etag = (await list()).headers.get('etag')!;

    const response = await list({ 'if-none-match': etag });

    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(seen).toEqual([undefined, etag]);
  });

  it('when the caller demands a fresh copy, then the service is not handed the tag and the answer is whole', async () => {
    stack = await startTestGateway({ routes });
    const seen: (string | undefined)[] = [];
    stack.bus.serve('campaign.things.list', async (message: BusMessage) => {
      seen.push(message.headers[IF_NONE_MATCH_HEADER]);
      return { things: ['a'] };
    });
    const etag = (await list()).headers.get('etag')!;

    const response = await fetch(`${stack.url}/api/things`, { headers: { 'if-none-match': etag } });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ things: ['a'] });
    expect(seen).toEqual([undefined, undefined]);
  });
});
