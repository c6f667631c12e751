import { afterEach, describe, expect, it } from '@jest/globals';
import { startTestGateway, type TestGateway } from './support/harness.ts';

let stack: TestGateway | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

async function hstsOf(trustProxy: boolean, path: string, headers: Record<string, string> = {}) {
  stack = await startTestGateway({ config: { port: 0, trustProxy } });
  const response = await fetch(`${stack.url}${path}`, { headers });
  return response.headers.get('strict-transport-security');
}

describe('Strict-Transport-Security', () => {
  it.each(['/', '/health', '/api/nothing-here'])(
    'when %s reached the trusted proxy over TLS, then browsers are told to keep to HTTPS for a year, subdomains included',
    async (path) => {
      expect(await hstsOf(true, path, { 'X-Forwarded-Proto': 'https' })).toBe(
        'max-age=31536000; includeSubDomains',
      );
    },
  );

  it('when the request came over plain http, then there is no HSTS', async () => {
    expect(await hstsOf(true, '/', { 'X-Forwarded-Proto': 'http' })).toBeNull();
  });

  it('when the request came straight to the gateway over plain http, then there is no HSTS', async () => {
    expect(await hstsOf(true, '/')).toBeNull();
  });

  it('when X-Forwarded-Proto says https but no proxy is trusted, then the header is not believed and there is no HSTS', async () => {
    expect(await hstsOf(false, '/', { 'X-Forwarded-Proto': 'https' })).toBeNull();
  });
});
