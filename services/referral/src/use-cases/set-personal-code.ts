import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  ReferralEvents,
  type PersonalCodeInput,
  type ReferrerAccountDto,
  type ReferrerPrincipal,
  type ReferrerUpdatedData,
} from '@referrals/contracts';
import { recordEvent, type Logger } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { ReferrerCode } from '../entities/referrer-code.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';
import { foldReferralCode } from './codes.ts';
import { toReferrerAccount } from './referrer-account.ts';
import { giveReferrerCode } from './referrer-codes.ts';

export interface SetPersonalCodeContext {
  /** `PUBLIC_URL`: the referral link in the answer. */
  publicUrl: string;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * PUT /api/referrers/{id}/code: the signed-in person's membership (404 for any other) takes a code of their
 * choosing, stored upper-case, as the one its link carries; every earlier code keeps resolving to it. A code
 * ever given to another membership is taken (409), and so is one that folds like another membership's code
 * (O/0, I/L/1, S/5, B/8, Z/2, hyphens ignored). Claims of codes folding alike take turns on an advisory lock,
 * so two look-alikes cannot both pass. The `referrerUpdated` event (the owner's views show the new code)
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
      giveReferrerCode(tx, membership.id, code, now);
    }
    const owner = await tx.findOneOrFail(Person, membership.personId);
    if (membership.referralCode !== code) {
      membership.referralCode = code;
      recordEvent(
        tx,
        ReferralEvents.referrerUpdated,
        {
          referrerId: membership.id,
          campaignId: membership.campaignId,
          firstName: membership.firstName,
          lastName: membership.lastName,
          email: owner.email,
          phoneNumber: membership.phoneNumber,
          referralCode: code,
        } satisfies ReferrerUpdatedData,
        { requestId: context.requestId },
      );
    }
    return { person: owner, referrer: membership };
  });

  context.log.info({ event: 'personal-code-set', referrerId }, 'personal code set');
  return toReferrerAccount(em.fork(), person, referrer, context.publicUrl);
}
