import type { EntityManager } from '@mikro-orm/sql';
import type { IssuedSession, ReferrerAuthDto, ReferrerSignInInput } from '@referrals/contracts';
import type { Logger } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';
import { checkSignInPassword } from './login-password.ts';
import { referrerAuth } from './referrer-account.ts';
import { openReferrerSession, sweepExpiredReferrerSessions } from './referrer-sessions.ts';
import { normalizeEmail } from '@referrals/service-kit';

export interface SignInReferrerContext {
  clientAddress: string | null;
  /** `SIGN_IN_FAILURES_PER_ADDRESS`. */
  failuresPerAddress?: number;
  /** `PUBLIC_URL`: the referral links of the answer. */
  publicUrl: string;
  log: Logger;
  now?: Date;
}

export interface SignedInReferrer extends ReferrerAuthDto {
  /** The gateway turns it into the referrer session cookie and leaves it out of the answer. */
  session: IssuedSession;
}

/**
 * POST /api/referrers/auth: a person signs in to the referrer portal with a new session. An unknown e-mail, a
 * wrong password and a login without a live membership (a referee only, or removed from every campaign) answer
 * alike, in similar time; attempts are throttled like the owners' sign-in (per e-mail and per client address),
 * and a throttled key is refused even with the right password until its window ends.
 */
export async function signInReferrer(
  em: EntityManager,
  input: ReferrerSignInInput,
  context: SignInReferrerContext,
): Promise<SignedInReferrer> {
  const now = context.now ?? new Date();
  const emailNormalized = normalizeEmail(input.email);
  const person = await em.findOne(Person, { emailNormalized }, { populate: ['passwordHash'] });
  const maySignIn = person && (await em.count(Referrer, { personId: person.id, deletedAt: null })) > 0;

  const check = await checkSignInPassword(
    em,
    maySignIn ? person : null,
    { emailNormalized, password: input.password },
    { clientAddress: context.clientAddress, failuresPerAddress: context.failuresPerAddress, now },
  );
  if (check.outcome === 'throttled') {
    context.log.warn(
      { event: 'referrer-login-throttled' },
      'referrer login refused: too many failed attempts',
    );
    throw ReferralErrors.tooManySignInAttempts(check.retryAfterSeconds);
  }
  if (check.outcome === 'wrong' || !person) {
    context.log.info({ event: 'referrer-login-failed' }, 'referrer login failed');
    throw ReferralErrors.invalidCredentials();
  }

  await sweepExpiredReferrerSessions(em, person.id, now);
  const session = openReferrerSession(em, person.id, now);
  await em.flush();
  context.log.info({ event: 'referrer-login', personId: person.id }, 'referrer logged in');
  return { ...(await referrerAuth(em, person.id, context.publicUrl)), session };
}
