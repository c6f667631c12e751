import { afterEach, describe, expect, it } from '@jest/globals';
import { voucherRedemptionSchema } from '@referrals/contracts';
import { IDEMPOTENCY_KEY_HEADER, replayed, type BusMessage } from '@referrals/service-kit';
import type { ApiRoute } from '../src/routes/index.ts';
import { startTestGateway, type TestGateway } from './support/harness.ts';

/** An `idempotent` row and the same write without the option, public so that no session is needed. */
const routes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/things',
    subject: 'cms.things.create',
    schema: voucherRedemptionSchema,
    access: 'public',
    status: 201,
    idempotent: true,
  },
  {
    method: 'POST',
    path: '/api/others',
    subject: 'cms.others.create',
    schema: voucherRedemptionSchema,
    access: 'public',
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

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack!.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ approve: true }),
  });

describe('idempotent rows', () => {
  it('when a write carries an Idempotency-Key, then the service gets it as a bus header', async () => {
    stack = await startTestGateway({ routes });
    const received = serve(stack, 'cms.things.create', { id: 'a' });

    const response = await post('/api/things', { 'Idempotency-Key': 'key-1' });

    expect(response.status).toBe(201);
    expect(response.headers.get('idempotent-replayed')).toBeNull();
    expect(await response.json()).toEqual({ id: 'a' });
    expect(received[0]!.headers[IDEMPOTENCY_KEY_HEADER]).toBe('key-1');
  });

  it('when the service replays an answer, then the caller gets it with the row status and Idempotent-Replayed', async () => {
    stack = await startTestGateway({ routes });
    serve(stack, 'cms.things.create', replayed({ id: 'a', at: '2026-03-02T09:00:00.000Z' }));

    const response = await post('/api/things', { 'Idempotency-Key': 'key-1' });

    expect(response.status).toBe(201);
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    expect(await response.text()).toBe('{"id":"a","at":"2026-03-02T09:00:00.000Z"}');
  });

  it('when the key is malformed, then 400 saying what a key is, and the service is not asked', async () => {
    stack = await startTestGateway({ routes });
    const received = serve(stack, 'cms.things.create', { id: 'a' });

    const response = await post('/api/things', { 'Idempotency-Key': 'k'.repeat(256) });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Idempotency-Key must be 1 to 255 printable ASCII characters.',
    });
    expect(received).toHaveLength(0);
  });

  it('when a row is not idempotent, then the header is not forwarded, whatever it holds', async () => {
    stack = await startTestGateway({ routes });
    const received = serve(stack, 'cms.others.create', { id: 'b' });

    const response = await post('/api/others', { 'Idempotency-Key': 'k'.repeat(256) });

    expect(response.status).toBe(200);
    expect(received[0]!.headers[IDEMPOTENCY_KEY_HEADER]).toBeUndefined();
  });
});
