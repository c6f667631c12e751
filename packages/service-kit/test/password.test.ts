import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_PASSWORD_HASH_COST,
  burnPasswordCheck,
  closePasswordWorkers,
  hashPassword,
  verifyPassword,
} from '../src/index.ts';
import { configurePasswordHashing } from '../src/password.ts';

/** The cost a bcrypt hash was made at (`$2b$12$...`). */
const costOf = (hash: string): number => Number(/^\$2[aby]\$(\d\d)\$/.exec(hash)?.[1]);

async function millisecondsOf(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

describe('passwords', () => {
  afterEach(() => {
    configurePasswordHashing(DEFAULT_PASSWORD_HASH_COST);
  });

  afterAll(async () => {
    await closePasswordWorkers();
  });

  it('when nothing configures the cost, then passwords are hashed at cost 12', async () => {
    expect(costOf(await hashPassword('correct horse battery staple'))).toBe(12);
  });

  it('when the cost is configured, then new hashes are made at it and earlier ones still verify', async () => {
    const earlier = await hashPassword('made at twelve');
    configurePasswordHashing(4);
    const hash = await hashPassword('made at four');
    expect(costOf(hash)).toBe(4);
    await expect(verifyPassword('made at four', hash)).resolves.toBe(true);
    await expect(verifyPassword('made at twelve', earlier)).resolves.toBe(true);
  });

  it('when the cost is low, then a check for an unknown account costs a check at that cost, not at 12', async () => {
    // A check at cost 12 is 256 times the work of one at cost 4: ten burn checks at cost 4 stay well below one
    // check at 12 however loaded the machine, which they would not if the dummy hash had stayed at cost 12.
    const atTwelve = await hashPassword('a real account');
    configurePasswordHashing(4);
    await burnPasswordCheck();
    const tenBurns = await millisecondsOf(async () => {
      for (let n = 0; n < 10; n += 1) await expect(burnPasswordCheck('anything')).resolves.toBe(false);
    });
    const oneCheckAtTwelve = await millisecondsOf(() => verifyPassword('a real account', atTwelve));
    expect(tenBurns).toBeLessThan(oneCheckAtTwelve);
  });

  it('when a password is hashed, then it verifies and a different one does not', async () => {
    const hash = await hashPassword('correct horse battery staple');
    await expect(verifyPassword('correct horse battery staple', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapler', hash)).resolves.toBe(false);
  });

  it('when two inputs longer than 72 bytes differ only after byte 72, then they do not match each other', async () => {
    const prefix = 'é'.repeat(40); // 80 bytes of UTF-8
    const hash = await hashPassword(`${prefix}-one`);
    await expect(verifyPassword(`${prefix}-one`, hash)).resolves.toBe(true);
    await expect(verifyPassword(`${prefix}-two`, hash)).resolves.toBe(false);
  });

  it('when the same password is hashed twice, then the hashes differ (salted)', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('when there is no account to check against, then the burn check still costs a verification and answers false', async () => {
    await expect(burnPasswordCheck('anything')).resolves.toBe(false);
    await expect(burnPasswordCheck()).resolves.toBe(false);
  });

  it('when hashing runs, then the event loop keeps turning', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    await Promise.all([hashPassword('a'), hashPassword('b')]);
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(5);
  });
});
