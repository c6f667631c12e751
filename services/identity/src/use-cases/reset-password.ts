import type { EntityManager } from '@mikro-orm/sql';
import type { PasswordResetAnswerDto, PasswordResetInput } from '@referrals/contracts';
import { resetPasswordWithLink, type Logger } from '@referrals/service-kit';
import { Login } from '../entities/login.ts';
import { PasswordResetToken } from '../entities/password-reset-token.ts';
import { Session } from '../entities/session.ts';
import { IdentityErrors } from '../errors.ts';
import { recordLoginChanged } from './sessions.ts';

export interface ResetPasswordContext {
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * Sets an owner's new password with an e-mailed link: the link is used up (once, even when two resets race),
 * every session of the login ends (`loginChanged` tells the gateways), and the e-mail's failed sign-ins are
 * forgotten. An unknown, used or expired link gets one answer.
 */
export async function resetPassword(
  em: EntityManager,
  input: PasswordResetInput,
  context: ResetPasswordContext,
): Promise<PasswordResetAnswerDto> {
  return resetPasswordWithLink(em, input, {
    entity: PasswordResetToken,
    storePassword: async (tx, loginId, passwordHash, now) => {
      const login = await tx.findOne(Login, loginId);
      if (!login) return null;
      login.passwordHash = passwordHash;
      login.passwordChangedAt = now;
      await tx.nativeDelete(Session, { login: login.id });
      recordLoginChanged(tx, login.id, 'credentials-changed', { requestId: context.requestId });
      return login.emailNormalized;
    },
    invalidLink: IdentityErrors.passwordResetLinkInvalid,
    accountHolder: 'owner',
    log: context.log,
    now: context.now,
  });
}
