import { describe, expect, it } from '@jest/globals';
import {
  CODE_ALPHABET,
  foldReferralCode,
  hashToken,
  newReferralCode,
  newVerificationToken,
  newVoucherCode,
  parseReferralCode,
  parseVoucherCode,
} from '../../src/use-cases/codes.ts';

describe('codes', () => {
  it('when the alphabet is read, then it has no look-alike characters', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
  });

  it('when codes are drawn, then they have the form and differ', () => {
    const referral = Array.from({ length: 200 }, newReferralCode);
    const vouchers = Array.from({ length: 200 }, newVoucherCode);

    for (const code of referral) expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    for (const code of vouchers)
      expect(code).toMatch(
        /^([23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-){2}[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/,
      );
    expect(new Set(referral).size).toBe(200);
    expect(new Set(vouchers).size).toBe(200);
  });

  it('when codes are typed, then case, dashes and spaces do not matter, and anything else is no code', () => {
    expect(parseReferralCode(' abcdefghjk ')).toBe('ABCDEFGHJK');
    expect(parseReferralCode('sarah-cuts')).toBe('SARAH-CUTS');
    expect(parseReferralCode('abc')).toBeNull();
    expect(parseReferralCode('SARAH CUTS')).toBeNull();
    expect(parseReferralCode(42)).toBeNull();
    expect(parseVoucherCode('k7qm 3xpa 9tdw')).toBe('K7QM-3XPA-9TDW');
    expect(parseVoucherCode('K7QM3XPA9TDW')).toBe('K7QM-3XPA-9TDW');
    expect(parseVoucherCode('K7QM-3XPA-9TD')).toBeNull();
    expect(parseVoucherCode('O7QM-3XPA-9TDW')).toBeNull();
  });

  it('when a code is folded, then look-alikes read as one and hyphens go', () => {
    expect(foldReferralCode('boz-sli')).toBe('802511');
    expect(foldReferralCode('SARAH-CUTS')).toBe(foldReferralCode('5ARAHCUT5'));
    expect(foldReferralCode('COOL-ZEBRA')).toBe('C0012E8RA');
  });

  it('when a verification token is made, then it is long, URL-safe, and stored only as its hash', () => {
    const token = newVerificationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});
