import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  ReferralEvents,
  type ReferrerAccountDeletionInput,
  type ReferrerErasedData,
  type ReferrerPrincipal,
} from '@referrals/contracts';
import { hashPassword, recordEvent, type Bus, type Logger } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferrerSession } from '../entities/referrer-session.ts';
import { VerificationToken } from '../entities/verification-token.ts';
import { Voucher } from '../entities/voucher.ts';
import { ReferralErrors } from '../errors.ts';
import { announceAnswersChanged } from './answers-changed.ts';
import { requireCurrentPassword } from './login-password.ts';
import { recordReferrerLoginChanged } from './referrer-login-changes.ts';
import { revokeReferrerLoginLinks } from './referrer-login-link.ts';

export interface DeleteReferrerAccountContext {
  bus: Bus;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/** The e-mail an erased login is left with: a placeholder that is no address, unique per person. */
export function erasedLoginEmail(personId: string): string {
  return `deleted-${personId}`;
}

/** Whether the person deleted their account (their login's e-mail is the placeholder). */
export function isErasedLogin(person: Pick<Person, 'id' | 'emailNormalized'>): boolean {
  return person.emailNormalized === erasedLoginEmail(person.id);
}

/** What an erased membership's personal fields become (the columns that may not be empty keep a neutral value). */
const ERASED_MEMBERSHIP = {
  firstName: 'Deleted',
  lastName: 'referrer',
  phoneNumber: '',
  phoneNormalized: '',
  postcode: '',
  customerDuration: null,
  testimonial: null,
  heardAboutBusiness: null,
  clientAddress: null,
};

/**
 * POST /api/referrers/me/delete: the signed-in person deletes their account, with their password (a wrong one
 * changes nothing; throttled per person). In one transaction: every membership keeps its row and its counts,
 * which the businesses' figures are made of, but loses the person's details and is deleted (its codes stop
 * working, as when an owner removes a referrer); the login's e-mail becomes a placeholder that is no address
 * (so the address may sign up afresh) and its password a hash of a secret nobody knows; every session and
 * unused confirmation link goes; the reward vouchers they had not redeemed (nor let expire) are cancelled,
 * and their first name leaves every reward voucher. `referrerErased` is recorded per membership.
 */
export async function deleteReferrerAccount(
  em: EntityManager,
  referrer: ReferrerPrincipal,
  input: ReferrerAccountDeletionInput,
  context: DeleteReferrerAccountContext,
): Promise<{ message: string }> {
  const now = context.now ?? new Date();
  await requireCurrentPassword(em, referrer.personId, input.password, {
    incorrect: ReferralErrors.passwordIncorrect,
    log: context.log,
    now,
  });
  const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));

  const memberships = await em.fork().transactional(async (tx) => {
    const person = await tx.findOneOrFail(Person, referrer.personId);
    const placeholder = erasedLoginEmail(person.id);
    Object.assign(person, {
      email: placeholder,
      emailNormalized: placeholder,
      emailCanonical: placeholder,
      passwordHash: unusablePasswordHash,
    });
    const all = await tx.find(Referrer, { personId: person.id });
    for (const membership of all) {
      Object.assign(membership, ERASED_MEMBERSHIP, { deletedAt: membership.deletedAt ?? now });
      recordEvent(
        tx,
        ReferralEvents.referrerErased,
        {
          referrerId: membership.id,
          campaignId: membership.campaignId,
          erasedAt: now.toISOString(),
        } satisfies ReferrerErasedData,
        { requestId: context.requestId },
      );
    }
    const membershipIds = all.map(({ id }) => id);
    await tx.nativeUpdate(
      Voucher,
      {
        holder: 'referrer',
        referrerId: { $in: membershipIds },
        redeemedAt: null,
        cancelledAt: null,
        expiresAt: { $gt: now },
      },
      { cancelledAt: now },
    );
    await tx.nativeUpdate(
      Voucher,
      { holder: 'referrer', referrerId: { $in: membershipIds } },
      { holderFirstName: ERASED_MEMBERSHIP.firstName },
    );
    await tx.nativeDelete(ReferrerSession, { personId: person.id });
    await revokeReferrerLoginLinks(tx, person.id);
    recordReferrerLoginChanged(tx, [person.id], 'account-deleted', context);
    await tx.nativeDelete(VerificationToken, { personId: person.id, purpose: 'referrer', usedAt: null });
    return all;
  });

  // Their codes no longer open the referral page: the gateways drop the banner answers they keep.
  for (const businessId of new Set(memberships.map((membership) => membership.businessId))) {
    announceAnswersChanged(context.bus, businessId);
  }
  context.log.info(
    { event: 'referrer-account-deleted', personId: referrer.personId, memberships: memberships.length },
    'referrer account deleted',
  );
  return { message: 'Your account has been deleted' };
}
