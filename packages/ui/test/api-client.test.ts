import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiRequest, isApiError, serverMessageOf, type ApiError } from '../src/api/api-client.ts';

let server: Server;
let base: string;
let lastRequest: { method?: string; contentType?: string; body: string } = { body: '' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      lastRequest = { method: req.method, contentType: req.headers['content-type'], body };
      if (req.url === '/conflict') {
        res.writeHead(409, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'An account with this email already exists' }));
      } else if (req.url === '/invalid') {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Invalid input', errors: { email: 'Valid email is required' } }));
      } else if (req.url === '/empty-error') {
        res.writeHead(500);
        res.end();
      } else if (req.url === '/no-content') {
        res.writeHead(200);
        res.end();
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ user: { id: 'u1' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('apiRequest', () => {
  it('when the answer is OK, then it resolves to the parsed JSON and sent the body as JSON', async () => {
    await expect(apiRequest('POST', `${base}/ok`, { email: 'a@b.c' })).resolves.toEqual({
      user: { id: 'u1' },
    });
    expect(lastRequest).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: '{"email":"a@b.c"}',
    });
  });

  it('when the answer is OK and empty, then it resolves to undefined', async () => {
    await expect(apiRequest('POST', `${base}/no-content`)).resolves.toBeUndefined();
  });

  it('when the answer is not OK, then the error reads "{status}: {body text}" and exposes the server message', async () => {
    const error = await apiRequest('POST', `${base}/conflict`, {}).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.message).toBe('409: {"message":"An account with this email already exists"}');
    expect(apiError.serverMessage).toBe('An account with this email already exists');
  });

  it('when a 400 carries field messages, then they are exposed by field', async () => {
    const error = (await apiRequest('POST', `${base}/invalid`, {}).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.fieldErrors).toEqual({ email: 'Valid email is required' });
  });

  it('when a non-OK answer has no body, then the error reads "{status}: {status text}"', async () => {
    const error = (await apiRequest('GET', `${base}/empty-error`).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.message).toBe('500: Internal Server Error');
    expect(serverMessageOf(error, 'Failed to log out')).toBe('Failed to log out');
  });

  it('when the server cannot be reached, then it fails with status 0', async () => {
    const error = (await apiRequest('GET', 'http://127.0.0.1:9/').catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(0);
  });
});

describe('isApiError', () => {
  it('when an error from another bundle copy has the name ApiError, then it is recognised by name', () => {
    expect(isApiError({ name: 'ApiError', status: 401 })).toBe(true);
    expect(isApiError(new Error('boom'))).toBe(false);
  });
});
