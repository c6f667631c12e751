import { rmSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { buildRegistration, startStack } from '@referrals/testing';

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the all-in-one process', () => {
  it('when it is killed and started again on the same data directory, then every registered account signs in', async () => {
    const first = await startStack({ mode: 'all-in-one' });
    const owners = [buildRegistration(), buildRegistration()];
    try {
      for (const owner of owners) expect((await post(`${first.url}/api/register`, owner)).status).toBe(201);
    } finally {
      await first.stop({ keepData: true, signal: 'SIGKILL' });
    }

    const second = await startStack({ mode: 'all-in-one', dataDir: first.dataDir });
    try {
      for (const owner of owners) {
        const response = await post(`${second.url}/api/login`, {
          email: owner.email,
          password: owner.password,
        });
        expect(response.status).toBe(200);
        expect(((await response.json()) as { user: { businessName: string } }).user.businessName).toBe(
          owner.businessName,
        );
      }
    } finally {
      await second.stop();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
