import { describe, expect, it } from '@jest/globals';
import { PASSWORD_RESET_VALID_MINUTES } from '@referrals/contracts';
import {
  PASSWORD_RESET_ADDRESS_THROTTLE,
  PASSWORD_RESET_EMAIL_THROTTLE,
  PASSWORD_RESET_VALID_MS,
  isPasswordResetUsable,
  passwordResetEntity,
  passwordResetTableSql,
  passwordResetThrottleKeys,
} from '../src/index.ts';

const issuedAt = new Date('2026-01-01T10:00:00Z');
const link = { usedAt: null, expiresAt: new Date(issuedAt.getTime() + PASSWORD_RESET_VALID_MS) };
const minutesLater = (minutes: number) => new Date(issuedAt.getTime() + minutes * 60 * 1000);

describe('password reset links', () => {
  it(`when a link is unused, then it works for ${PASSWORD_RESET_VALID_MINUTES} minutes and not a moment longer`, () => {
    expect(isPasswordResetUsable(link, minutesLater(0))).toBe(true);
    expect(isPasswordResetUsable(link, minutesLater(PASSWORD_RESET_VALID_MINUTES - 1))).toBe(true);
    expect(isPasswordResetUsable(link, minutesLater(PASSWORD_RESET_VALID_MINUTES))).toBe(false);
  });

  it('when a link was used, then it no longer works, however recent', () => {
    expect(isPasswordResetUsable({ ...link, usedAt: minutesLater(1) }, minutesLater(2))).toBe(false);
  });

  it('when requests are counted, then it is 3 per e-mail and 20 per client address an hour', () => {
    expect(passwordResetThrottleKeys('a@b.c', '10.0.0.1')).toEqual([
      { key: 'password-reset:email:a@b.c', policy: PASSWORD_RESET_EMAIL_THROTTLE },
      { key: 'password-reset:address:10.0.0.1', policy: PASSWORD_RESET_ADDRESS_THROTTLE },
    ]);
    expect(PASSWORD_RESET_EMAIL_THROTTLE).toEqual({ maxFailures: 3, windowSeconds: 3600 });
    expect(PASSWORD_RESET_ADDRESS_THROTTLE).toEqual({ maxFailures: 20, windowSeconds: 3600 });
    expect(passwordResetThrottleKeys('a@b.c', null).map(({ key }) => key)).toEqual([
      'password-reset:email:a@b.c',
    ]);
  });

  it('when a service defines its table, then the entity and the migration name the same table and columns', () => {
    const entity = passwordResetEntity('OwnerReset', 'owner_reset');
    const [create, index] = passwordResetTableSql('owner_reset');

    expect(entity.meta.tableName).toBe('owner_reset');
    expect(Object.keys(entity.meta.properties).sort()).toEqual(
      ['accountId', 'createdAt', 'expiresAt', 'id', 'tokenHash', 'usedAt'].sort(),
    );
    expect(create).toMatch(/^create table owner_reset \(/);
    for (const column of ['token_hash', 'account_id', 'expires_at', 'used_at', 'created_at']) {
      expect(create).toContain(column);
    }
    expect(create).toContain('constraint owner_reset_token_hash_unique unique (token_hash)');
    expect(index).toBe('create index owner_reset_account_id_index on owner_reset (account_id)');
  });
});
