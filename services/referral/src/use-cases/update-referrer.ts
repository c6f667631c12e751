import type { EntityManager } from '@mikro-orm/sql';
import type { ReferrerAccountDto, ReferrerPrincipal, ReferrerUpdateInput } from '@referrals/contracts';
import {
  conflictOnUniqueViolation,
  hashPassword,
  isAppError,
  type Bus,
  type Logger,
  normalizeEmail,
} from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferrerSession } from '../entities/referrer-session.ts';
import { ReferralErrors } from '../errors.ts';
import { announceAnswersChanged } from './answers-changed.ts';
import { canonicalEmail, isDisposableEmail, normalizePhone } from './contact.ts';
import { requireCurrentPassword } from './login-password.ts';
import { findOwnMembership, toReferrerAccount } from './referrer-account.ts';
import { recordReferrerLoginChanged } from './referrer-login-changes.ts';
import { recordReferrerUpdated } from './referrer-updated.ts';
import { revokeReferrerLoginLinks } from './referrer-login-link.ts';

export interface UpdateReferrerContext {
  /** `PUBLIC_URL`: the referral link of the answer. */
  publicUrl: string;
  bus: Bus;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * PATCH /api/referrers/update/{id} (Account Settings): `id` must be one of the caller's live memberships (404
 * otherwise). The name and phone number change in every campaign the person joined; the e-mail and password
 * are the login's. A new e-mail or password needs the current password (throttled per person), a new e-mail
 * must not be another login's (409), and either ends every other session of the person (the caller's stays).
 * The e-mail's confirmation stays: the person proved the password, and rewards already earned are theirs.
 * Each membership whose name, phone or e-mail changed records `referrerUpdated`, in the same transaction.
 */
export async function updateReferrer(
  em: EntityManager,
  referrer: ReferrerPrincipal,
  referrerId: string,
  input: ReferrerUpdateInput,
  context: UpdateReferrerContext,
): Promise<ReferrerAccountDto> {
  const now = context.now ?? new Date();
  await findOwnMembership(em, referrer, referrerId);
  const phoneNormalized = normalizePhone(input.phoneNumber);
  const person = await em.findOneOrFail(Person, referrer.personId);

  const emailNormalized = normalizeEmail(input.email);
  const emailChanges = emailNormalized !== person.emailNormalized;
  const credentialsChange = emailChanges || !!input.newPassword;
  if (credentialsChange) {
    // The schema already asks for it with a new password; a new e-mail only the stored one reveals.
    if (!input.currentPassword) throw ReferralErrors.currentPasswordRequiredForEmail();
    await requireCurrentPassword(em, referrer.personId, input.currentPassword, {
      incorrect: ReferralErrors.currentPasswordIncorrect,
      log: context.log,
      now,
    });
  }
  if (emailChanges) {
    if (isDisposableEmail(emailNormalized)) throw ReferralErrors.disposableEmail();
    if ((await em.count(Person, { emailNormalized, id: { $ne: referrer.personId } })) > 0) {
      throw ReferralErrors.emailTaken();
    }
  }
  const newPasswordHash = input.newPassword ? await hashPassword(input.newPassword) : null;

  const { account, changed } = await conflictOnUniqueViolation(() =>
    // A fork of its own: the changes, the ended sessions and the events commit together or not at all.
    em.fork().transactional(async (tx) => {
      const login = await tx.findOneOrFail(Person, referrer.personId);
      login.email = input.email;
      login.emailNormalized = emailNormalized;
      login.emailCanonical = canonicalEmail(emailNormalized);
      if (newPasswordHash) login.passwordHash = newPasswordHash;
      if (credentialsChange) {
        await tx.nativeDelete(ReferrerSession, {
          personId: referrer.personId,
          id: { $ne: referrer.sessionId },
        });
        await revokeReferrerLoginLinks(tx, referrer.personId);
        recordReferrerLoginChanged(tx, [referrer.personId], 'credentials-changed', context);
      }
      const memberships = await tx.find(Referrer, { personId: referrer.personId, deletedAt: null });
      const updated = memberships.filter((membership) => {
        const differs =
          emailChanges ||
          membership.firstName !== input.firstName ||
          membership.lastName !== input.lastName ||
          membership.phoneNumber !== input.phoneNumber;
        Object.assign(membership, {
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          phoneNormalized,
        });
        return differs;
      });
      for (const membership of updated) {
        recordReferrerUpdated(tx, membership, login.email, context.requestId);
      }
      const asked = memberships.find(({ id }) => id === referrerId);
      // Deleted by its owner meanwhile: answered like any membership that is not the caller's.
      if (!asked) throw ReferralErrors.membershipNotFound();
      return { account: await toReferrerAccount(tx, login, asked, context.publicUrl), changed: updated };
    }),
  ).catch((error: unknown) => {
    // The only unique column this touches is the e-mail: another login took it meanwhile.
    if (isAppError(error, 'ConflictError')) throw ReferralErrors.emailTaken();
    throw error;
  });

  // The referral banner shows the name: the gateways drop the answers they keep.
  for (const businessId of new Set(changed.map((membership) => membership.businessId))) {
    announceAnswersChanged(context.bus, businessId);
  }
  context.log.info(
    {
      event: 'referrer-updated',
      referrerId,
      emailChanged: emailChanges,
      passwordChanged: !!newPasswordHash,
    },
    'referrer account updated',
  );
  return account;
}
