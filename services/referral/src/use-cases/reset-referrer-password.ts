import type { EntityManager } from '@mikro-orm/sql';
import type { PasswordResetAnswerDto, PasswordResetInput } from '@referrals/contracts';
import { resetPasswordWithLink, type Logger } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { ReferrerPasswordReset } from '../entities/referrer-password-reset.ts';
import { ReferrerSession } from '../entities/referrer-session.ts';
import { ReferralErrors } from '../errors.ts';
import { recordReferrerLoginChanged } from './referrer-login-changes.ts';
import { revokeReferrerLoginLinks } from './referrer-login-link.ts';

export interface ResetReferrerPasswordContext {
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * Sets a person's new password with an e-mailed link: the link is used up (once, even when two resets race),
 * every referrer session of the person ends, and the e-mail's failed sign-ins are forgotten. An unknown, used
 * or expired link gets one answer.
 */
export async function resetReferrerPassword(
  em: EntityManager,
  input: PasswordResetInput,
  context: ResetReferrerPasswordContext,
): Promise<PasswordResetAnswerDto> {
  return resetPasswordWithLink(em, input, {
    entity: ReferrerPasswordReset,
    storePassword: async (tx, personId, passwordHash) => {
      const person = await tx.findOne(Person, personId);
      if (!person) return null;
      person.passwordHash = passwordHash;
      await tx.nativeDelete(ReferrerSession, { personId: person.id });
      await revokeReferrerLoginLinks(tx, person.id);
      recordReferrerLoginChanged(tx, [person.id], 'credentials-changed', context);
      return person.emailNormalized;
    },
    invalidLink: ReferralErrors.passwordResetLinkInvalid,
    accountHolder: 'referrer',
    log: context.log,
    now: context.now,
  });
}
