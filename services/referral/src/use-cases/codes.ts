import { randomInt } from 'node:crypto';
import { PERSONAL_CODE_PATTERN } from '@referrals/contracts';

/**
 * Letters and digits that cannot be mistaken for one another when read aloud or off a screen: no 0/O, 1/I/L.
 * 31 symbols, about 4.95 bits each.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 10 symbols: about 8e14 codes, so a referrer's link cannot be found by trying codes. */
export const REFERRAL_CODE_LENGTH = 10;

/** 3 groups of 4 (`K7QM-3XPA-9TDW`): about 8e17 codes, read aloud at a counter in three breaths. */
const VOUCHER_GROUPS = 3;
const VOUCHER_GROUP_LENGTH = 4;

/** Symbols drawn uniformly from {@link CODE_ALPHABET} with the operating system's randomness. */
function randomSymbols(length: number): string {
  let symbols = '';
  for (let i = 0; i < length; i += 1) symbols += CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length));
  return symbols;
}

/** A new referral code (uniqueness is the caller's, against the table). */
export function newReferralCode(): string {
  return randomSymbols(REFERRAL_CODE_LENGTH);
}

/** A new voucher code, `XXXX-XXXX-XXXX`. */
export function newVoucherCode(): string {
  return Array.from({ length: VOUCHER_GROUPS }, () => randomSymbols(VOUCHER_GROUP_LENGTH)).join('-');
}

const VOUCHER_SYMBOLS = new RegExp(`^[${CODE_ALPHABET}]{${VOUCHER_GROUPS * VOUCHER_GROUP_LENGTH}}$`);

/**
 * A referral code (generated, or a personal code) as typed or taken from a link, in its stored form
 * (upper-case); null when it cannot be one.
 */
export function parseReferralCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return PERSONAL_CODE_PATTERN.test(code) ? code : null;
}

/** What each look-alike character reads as (docs/product-rules.md, Referrer progress). */
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1', S: '5', B: '8', Z: '2' };

/**
 * A referral code with its look-alikes made one and hyphens removed: two codes that fold alike could be
 * mistaken for each other (`SARAH-CUTS` and `5ARAHCUT5`).
 */
export function foldReferralCode(code: string): string {
  return code
    .toUpperCase()
    .replace(/-/g, '')
    .replace(/[OILSBZ]/g, (symbol) => LOOK_ALIKES[symbol] ?? symbol);
}

/**
 * A voucher code as read aloud or typed at a counter (any case, with or without dashes or spaces), in its
 * stored form; null when it cannot be one.
 */
export function parseVoucherCode(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const symbols = value.toUpperCase().replace(/[\s-]/g, '');
  if (!VOUCHER_SYMBOLS.test(symbols)) return null;
  const groups = symbols.match(new RegExp(`.{${VOUCHER_GROUP_LENGTH}}`, 'g')) ?? [];
  return groups.join('-');
}

/**
 * A verification link's secret and what is stored of it (its SHA-256, so that a leaked table verifies nobody):
 * the kit's bearer tokens, as sessions use.
 */
export { hashSecretToken as hashToken, newSecretToken as newVerificationToken } from '@referrals/service-kit';
