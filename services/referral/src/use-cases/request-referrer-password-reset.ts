import type { EntityManager } from '@mikro-orm/sql';
import type { PasswordResetAnswerDto, PasswordResetRequestInput } from '@referrals/contracts';
import {
  requestPasswordResetLink,
  type PasswordResetRequestContext,
  normalizeEmail,
} from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { ReferrerPasswordReset } from '../entities/referrer-password-reset.ts';

/**
 * E-mails a person (a referrer, or a referee who may join as one) a single-use link to
 * `/referrer/reset-password/{token}` when the e-mail has a login. Always the same answer, for an unknown e-mail
 * and over the limit (3 per e-mail and `PASSWORD_RESETS_PER_ADDRESS` per client address an hour) alike; over the limit nothing is sent.
 */
export async function requestReferrerPasswordReset(
  em: EntityManager,
  input: PasswordResetRequestInput,
  context: PasswordResetRequestContext,
): Promise<PasswordResetAnswerDto> {
  return requestPasswordResetLink(em, normalizeEmail(input.email), {
    ...context,
    service: 'referral',
    entity: ReferrerPasswordReset,
    findAccount: (lookup, emailNormalized) => lookup.findOne(Person, { emailNormalized }),
    linkPath: '/referrer/reset-password',
    accountName: 'referrer account',
  });
}
