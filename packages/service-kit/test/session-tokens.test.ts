import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  MAX_TOKEN_LENGTH,
  hashSecretToken,
  newSecretToken,
  newSessionToken,
  presentedTokenHash,
} from '../src/index.ts';

describe('session tokens', () => {
  it('when a secret is drawn, then it is 256 bits as 43 URL-safe characters, a new one each time', () => {
    const tokens = Array.from({ length: 100 }, newSecretToken);

    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(100);
  });

  it('when a token is hashed, then the result is its hex SHA-256 and never the token', () => {
    const token = 'AbC_dEf-123';

    expect(hashSecretToken(token)).toBe(createHash('sha256').update(token, 'utf8').digest('hex'));
    expect(hashSecretToken(token)).not.toContain(token);
  });

  it('when a session token is issued, then its hash is what is stored and it expires after its lifetime exactly', () => {
    const now = new Date('2026-01-01T10:00:00Z');

    const issued = newSessionToken(now, 60_000);

    expect(issued.tokenHash).toBe(hashSecretToken(issued.token));
    expect(issued.expiresAt).toEqual(new Date('2026-01-01T10:01:00Z'));
  });

  it('when something is presented as a token, then only a non-empty string of sensible length is looked up', () => {
    const token = newSecretToken();

    expect(presentedTokenHash(token)).toBe(hashSecretToken(token));
    expect(presentedTokenHash('x'.repeat(MAX_TOKEN_LENGTH))).toBe(
      hashSecretToken('x'.repeat(MAX_TOKEN_LENGTH)),
    );
    for (const notOurs of ['', 'x'.repeat(MAX_TOKEN_LENGTH + 1), undefined, null, 42, { token }, [token]]) {
      expect(presentedTokenHash(notOurs)).toBeNull();
    }
  });
});
