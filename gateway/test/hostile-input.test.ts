import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CampaignSubjects, IdentitySubjects } from '@referrals/contracts';
import { INPUT_LIMITS } from '@referrals/service-kit';
import { buildRegistration } from '@referrals/testing';
import { startTestGateway, type TestGateway } from './support/harness.ts';
import { LIVE_TOKEN, PASSWORD, serveIdentity, type IdentityDouble } from './support/identity-double.ts';

/** Each gap a hostile-input probe of the routes found once, now answered 4xx before any service is asked. */

const CAMPAIGN = '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b';
const OWNER_COOKIE = `sid=${LIVE_TOKEN}`;

const registration = buildRegistration();

let stack: TestGateway;
let identity: IdentityDouble;
let campaignCalls: { subject: string; data: unknown }[];

function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: OWNER_COOKIE, ...headers },
    body,
  });
}

function get(path: string): Promise<Response> {
  return fetch(`${stack.url}${path}`, { headers: { cookie: OWNER_COOKIE } });
}

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('hostile input', () => {
  beforeEach(async () => {
    stack = await startTestGateway();
    identity = serveIdentity(stack.bus);
    campaignCalls = [];
    for (const subject of [
      CampaignSubjects.listReferrers,
      CampaignSubjects.publicBySlug,
      CampaignSubjects.get,
    ]) {
      stack.bus.serve(subject, async (message) => {
        campaignCalls.push({ subject, data: message.data });
        return [];
      });
    }
  });

  afterEach(async () => {
    await stack.close();
  });

  it.each([
    ['an array', ['a@b.c']],
    ['an object', { text: 'a@b.c' }],
  ])(
    'when a text field is %s, then 400 names the field and the service is not asked',
    async (_label, email) => {
      const response = await post('/api/login', JSON.stringify({ email, password: PASSWORD }));

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'email must be text',
        errors: { email: 'Must be text' },
      });
      expect(identity.on(IdentitySubjects.login)).toHaveLength(0);
    },
  );

  it('when a query key is repeated, then 400 names it and the service is not asked', async () => {
    const response = await get(`/api/referrers/campaign/${CAMPAIGN}?search=a&search=b`);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Query parameter "search" must be given once',
      errors: { search: 'Must be given once' },
    });
    expect(campaignCalls).toHaveLength(0);
  });

  it('when body keys are named like Object.prototype members, then they are dropped like unknown fields', async () => {
    const body = `{"constructor":{"name":1},"toString":"x","valueOf":[],"hasOwnProperty":1,"email":"sam@example.com","password":"${PASSWORD}"}`;

    const response = await post('/api/login', body);

    expect(response.status).toBe(200);
    const [request] = identity.on(IdentitySubjects.login);
    expect(request!.data.body).toEqual({ email: 'sam@example.com', password: PASSWORD });
  });

  it('when a body has a __proto__ key, then 400 and the service is not asked', async () => {
    const response = await post('/api/login', `{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}`);

    expect(response.status).toBe(400);
    expect(identity.on(IdentitySubjects.login)).toHaveLength(0);
  });

  it('when a query key is named like an Object.prototype member, then it is dropped', async () => {
    const response = await get(`/api/referrers/campaign/${CAMPAIGN}?constructor=1&toString=2&search=ann`);

    expect(response.status).toBe(200);
    expect(campaignCalls[0]!.data).toMatchObject({ query: { search: 'ann', limit: 100 } });
  });

  it.each([
    ['a NUL character', 'sam\u0000@example.com'],
    ['a lone surrogate', 'sam\ud800@example.com'],
  ])(
    'when a text field contains %s, then 400 names the field and the service is not asked',
    async (_label, email) => {
      const response = await post('/api/register', JSON.stringify({ ...registration, email }));

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'email contains a character that is not allowed',
        errors: { email: 'Contains a character that is not allowed' },
      });
      expect(identity.on(IdentitySubjects.register)).toHaveLength(0);
    },
  );

  it('when a lone surrogate is escaped in the JSON text of a name, then 400 before the password is hashed', async () => {
    const body = JSON.stringify({ ...registration, businessName: 'Bright' }).replace(
      '"Bright"',
      '"Bright\\ud800"',
    );

    const response = await post('/api/register', body);

    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      businessName: 'Contains a character that is not allowed',
    });
    expect(identity.on(IdentitySubjects.register)).toHaveLength(0);
  });

  it('when a query value contains NUL, then 400 names it', async () => {
    const response = await get(`/api/referrers/campaign/${CAMPAIGN}?search=a%00b`);

    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ search: 'Contains a character that is not allowed' });
    expect(campaignCalls).toHaveLength(0);
  });

  it.each([
    ['a slug with NUL', '/api/campaigns/slug/bright%00-refer', 'slug'],
    ['an id with NUL', `/api/campaigns/${CAMPAIGN}%00`, 'id'],
  ])(
    'when a path has %s, then 400 names the parameter and the service is not asked',
    async (_label, path, name) => {
      const response = await get(path);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: `Path parameter "${name}" contains a character that is not allowed`,
        errors: { [name]: 'Contains a character that is not allowed' },
      });
      expect(campaignCalls).toHaveLength(0);
    },
  );

  it('when a path has an id that is not a UUID, then the owning service answers (its 404 names what is missing)', async () => {
    const response = await get('/api/campaigns/not-a-uuid');

    expect(response.status).toBe(200);
    expect(campaignCalls[0]!.data).toMatchObject({ params: { id: 'not-a-uuid' } });
  });

  it.each([
    ['/api/logout', nested(100_000)],
    ['/api/user/6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b/select', nested(INPUT_LIMITS.maxDepth + 1)],
    ['/api/login', JSON.stringify({ email: 'a@b.c', password: PASSWORD, extra: [[[[[[[[[1]]]]]]]]] })],
  ])('when the body of %s is nested too deeply, then 400 and no service is asked', async (path, body) => {
    const response = await post(path, body);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request is nested too deeply' });
    expect(
      identity.received.filter((request) => request.subject !== IdentitySubjects.resolveSession),
    ).toEqual([]);
  });

  it('when a body holds more values than any form sends, then 400', async () => {
    const body = JSON.stringify({
      email: 'a@b.c',
      password: PASSWORD,
      list: Array(INPUT_LIMITS.maxValues).fill(0),
    });

    const response = await post('/api/login', body);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Too many values in the request' });
  });

  it('when a gzip body does not decompress, then 400 says so', async () => {
    const response = await post('/api/login', JSON.stringify({ email: 'a@b.c', password: PASSWORD }), {
      'content-encoding': 'gzip',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The body does not decode with its Content-Encoding' });
  });

  it('when a body has an unknown Content-Encoding, then 415 says which are understood', async () => {
    const response = await post('/api/login', JSON.stringify({ email: 'a@b.c', password: PASSWORD }), {
      'content-encoding': 'zstd',
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'Unsupported Content-Encoding: send gzip, deflate, br or none',
    });
  });

  it('when a body is gzip and decompresses, then it is read as JSON', async () => {
    const response = await fetch(`${stack.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ email: 'sam@example.com', password: PASSWORD })),
    });

    expect(response.status).toBe(200);
  });
});
