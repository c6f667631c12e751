import type { EntityManager } from '@mikro-orm/sql';
import { ReferrerCode } from '../entities/referrer-code.ts';
import { Referrer } from '../entities/referrer.ts';
import { foldReferralCode, newReferralCode, parseReferralCode } from './codes.ts';

/**
 * The live (not deleted) referrer a code was ever given to, optionally only of `campaignId`: their current code
 * and every earlier one resolve alike, so old links keep working. Null for anything else.
 */
export async function findReferrerByCode(
  em: EntityManager,
  rawCode: unknown,
  campaignId?: string,
): Promise<Referrer | null> {
  const code = parseReferralCode(rawCode);
  const issued = code ? await em.findOne(ReferrerCode, code) : null;
  if (!issued) return null;
  return em.findOne(Referrer, {
    id: issued.referrerId,
    deletedAt: null,
    ...(campaignId === undefined ? {} : { campaignId }),
  });
}

/** True when no code ever given folds like `code` (so neither it nor a look-alike of it is taken). */
export async function isReferralCodeFree(em: EntityManager, code: string): Promise<boolean> {
  return (await em.count(ReferrerCode, { folded: foldReferralCode(code) })) === 0;
}

/** Gives `code` (upper-case) to the membership, in the caller's transaction; the primary key refuses a taken one. */
export function giveReferrerCode(
  em: EntityManager,
  referrerId: string,
  code: string,
  now: Date,
): ReferrerCode {
  return em.create(ReferrerCode, { code, referrerId, folded: foldReferralCode(code), createdAt: now });
}

/** Every code of the membership, each still resolving to it: the first one given first. */
export async function referralCodesOf(em: EntityManager, referrerId: string): Promise<string[]> {
  const codes = await em.find(
    ReferrerCode,
    { referrerId },
    { orderBy: { createdAt: 'asc', code: 'asc' }, fields: ['code'] },
  );
  return codes.map(({ code }) => code);
}

/** Attempts at a referral code no referrer has; with 8e14 codes, more than one is already rare. */
const CODE_ATTEMPTS = 5;

/**
 * A referral code that neither is nor looks like a code ever given, nor folds like one of `alsoTaken` (the
 * folded forms of codes drawn for memberships not written yet). Should every attempt meet a taken code, the last one is handed over
 * anyway: the unique index then refuses it, and the caller gets a 409 to retry.
 */
export async function unusedReferralCode(
  em: EntityManager,
  alsoTaken: ReadonlySet<string> = new Set(),
): Promise<string> {
  const isFree = async (code: string) =>
    !alsoTaken.has(foldReferralCode(code)) && (await isReferralCodeFree(em, code));
  let code = newReferralCode();
  for (let attempt = 1; attempt < CODE_ATTEMPTS; attempt += 1) {
    if (await isFree(code)) break;
    code = newReferralCode();
  }
  return code;
}
