import { afterAll, describe, expect, it } from '@jest/globals';
import {
  PASSWORD_HASH_COST,
  burnPasswordCheck,
  closePasswordWorkers,
  hashPassword,
  verifyPassword,
} from '../src/index.ts';

describe('passwords', () => {
  afterAll(async () => {
    await closePasswordWorkers();
  });

  it('when a password is hashed, then it verifies and a different one does not', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(new RegExp(`^\\$2[aby]\\$${PASSWORD_HASH_COST}\\$`));
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
