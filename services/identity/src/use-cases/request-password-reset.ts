import type { EntityManager } from '@mikro-orm/sql';
import type { PasswordResetAnswerDto, PasswordResetRequestInput } from '@referrals/contracts';
import {
  normalizeEmail,
  type PasswordResetRequestContext,
  requestPasswordResetLink,
} from '@referrals/service-kit';
import { Login } from '../entities/login.ts';
import { PasswordResetToken } from '../entities/password-reset-token.ts';

/**
 * E-mails an owner a single-use link to `/reset-password/{token}` when the e-mail has a login. Always the same
 * answer, for an unknown e-mail and over the limit (3 per e-mail and `PASSWORD_RESETS_PER_ADDRESS` per client address an hour) alike; over
 * the limit nothing is sent.
 */
export async function requestPasswordReset(
  em: EntityManager,
  input: PasswordResetRequestInput,
  context: PasswordResetRequestContext,
): Promise<PasswordResetAnswerDto> {
  return requestPasswordResetLink(em, normalizeEmail(input.email), {
    ...context,
    service: 'identity',
    entity: PasswordResetToken,
    findAccount: (lookup, emailNormalized) => lookup.findOne(Login, { emailNormalized }),
    linkPath: '/reset-password',
    accountName: 'business owner account',
  });
}
