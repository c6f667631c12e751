import { createRequire } from 'node:module';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { normalizeEmail } from '@referrals/service-kit';
import { ReferralErrors } from '../errors.ts';

/** Gmail ignores dots in the local part, and googlemail.com is gmail.com. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the abuse rules compare it: lowercased, without a `+tag`, and for Gmail
 * without dots (`J.Smith+deals@googlemail.com` is `jsmith@gmail.com`). Never used as a login's identity.
 */
export function canonicalEmail(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  const domain = normalized.slice(at + 1);
  let local = normalized.slice(0, at).split('+')[0];
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`;
  local = local.replaceAll('.', '');
  return `${local}@gmail.com`;
}

// The npm package `disposable-email-domains` (updated by upgrading it): exact domains, and domains whose every
// subdomain is disposable. JSON files, read once.
const requireJson = createRequire(import.meta.url);
const DISPOSABLE_DOMAINS = new Set<string>(requireJson('disposable-email-domains') as string[]);
const DISPOSABLE_WILDCARDS = new Set<string>(
  requireJson('disposable-email-domains/wildcard.json') as string[],
);

/** True when the address is at a throwaway-mailbox provider (or one of its subdomains). */
export function isDisposableEmail(email: string): boolean {
  const domain = normalizeEmail(email).split('@').pop() ?? '';
  if (DISPOSABLE_DOMAINS.has(domain)) return true;
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (DISPOSABLE_WILDCARDS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

/** Numbers without a country code are British (the product's market). */
const DEFAULT_REGION = 'GB';

/**
 * The phone number in E.164 (`07700 900123` and `+44 7700 900123` are both `+447700900123`), what the abuse rules
 * compare; InputError for text that cannot be a phone number. "Possible" (the right length for its country)
 * rather than "valid": number ranges change faster than any library's metadata, and an honest customer with
 * a new range must not be turned away.
 */
export function normalizePhone(phoneNumber: string): string {
  const parsed = parsePhoneNumberFromString(phoneNumber, DEFAULT_REGION);
  if (!parsed?.isPossible()) throw ReferralErrors.invalidPhone();
  return parsed.number;
}
