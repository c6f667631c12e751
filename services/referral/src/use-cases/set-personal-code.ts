import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { PersonalCodeInput, ReferrerAccountDto, ReferrerPrincipal } from '@referrals/contracts';
import { serviceTable, type Logger } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { ReferrerCode } from '../entities/referrer-code.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';
import { foldReferralCode } from './codes.ts';
import { toReferrerAccount } from './referrer-account.ts';
import { giveReferrerCode } from './referrer-codes.ts';
import { recordReferrerUpdated } from './referrer-updated.ts';

export interface SetPersonalCodeContext {
  /** `PUBLIC_URL`: the referral link in the answer. */
  publicUrl: string;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * Names (and code parts) shorter than this are not compared: a part of one or two letters (an initial, "JO")
 * says too little to pass for anyone, or to be the chooser's own name.
 */
const SHORTEST_NAME_CHECKED = 3;

/**
 * Whether `code` passes for another member's: one of its hyphen-separated parts is the first or last name
 * (ignoring case) of another current (not deleted) referrer of the campaign, and none is the chooser's own.
 */
async function usesAnotherMembersName(
  em: EntityManager,
  membership: Referrer,
  code: string,
): Promise<boolean> {
  const parts = code.split('-').filter((part) => part.length >= SHORTEST_NAME_CHECKED);
  const own = [membership.firstName, membership.lastName].map((name) => name.trim().toUpperCase());
  if (parts.length === 0 || parts.some((part) => own.includes(part))) return false;
  const among = parts.map(() => '?').join(', ');
  const rows = await em.execute<unknown[]>(
    `select 1 from ${serviceTable(em, 'referrer')}
     where campaign_id = ? and id <> ? and deleted_at is null
       and (upper(trim(first_name)) in (${among}) or upper(trim(last_name)) in (${among}))
     limit 1`,
    [membership.campaignId, membership.id, ...parts, ...parts],
  );
  return rows.length > 0;
}

/**
 * PUT /api/referrers/{id}/code: the signed-in person's membership (404 for any other) takes a code of their
 * choosing, stored upper-case, as the one its link carries; every earlier code keeps resolving to it. A code
 * ever given to another membership is taken (409), and so is one that folds like another membership's code
 * (O/0, I/L/1, S/5, B/8, Z/2, hyphens ignored). A new code with another member's name and not the chooser's
 * own is refused (409, {@link usesAnotherMembersName}). Claims of codes folding alike take turns on an advisory
 * lock, so two look-alikes cannot both pass. The `referrerUpdated` event (the owner's views show the new code)
 * commits with the code. Answers the membership's account.
 */
export async function setPersonalCode(
  em: EntityManager,
  caller: ReferrerPrincipal,
  referrerId: string,
  input: PersonalCodeInput,
  context: SetPersonalCodeContext,
): Promise<ReferrerAccountDto> {
  const now = context.now ?? new Date();
  const code = input.code.toUpperCase();
  const folded = foldReferralCode(code);

  const { person, referrer } = await em.fork().transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`referrer-code:${folded}`]);
    const membership = await tx.findOne(
      Referrer,
      { id: referrerId, personId: caller.personId, deletedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!membership) throw ReferralErrors.membershipNotFound();
    const given = await tx.findOne(ReferrerCode, code);
    if (given && given.referrerId !== membership.id) throw ReferralErrors.referralCodeTaken();
    if (!given) {
      const lookAlikes = await tx.count(ReferrerCode, { folded, referrerId: { $ne: membership.id } });
      if (lookAlikes > 0) throw ReferralErrors.referralCodeLookAlike();
      if (await usesAnotherMembersName(tx, membership, code)) {
        throw ReferralErrors.referralCodeNamesAnotherMember();
      }
      giveReferrerCode(tx, membership.id, code, now);
    }
    const owner = await tx.findOneOrFail(Person, membership.personId);
    if (membership.referralCode !== code) {
      membership.referralCode = code;
      recordReferrerUpdated(tx, membership, owner.email, context.requestId);
    }
    return { person: owner, referrer: membership };
  });

  context.log.info({ event: 'personal-code-set', referrerId }, 'personal code set');
  return toReferrerAccount(em.fork(), person, referrer, context.publicUrl);
}
