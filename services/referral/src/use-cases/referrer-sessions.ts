import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { IssuedSession, ReferrerPrincipal } from '@referrals/contracts';
import { newSessionToken, resolveSessionToken } from '@referrals/service-kit';
import { Referrer } from '../entities/referrer.ts';
import { ReferrerSession } from '../entities/referrer-session.ts';
import { ReferralErrors } from '../errors.ts';
import { recordReferrerLoginChanged } from './referrer-login-changes.ts';

export const REFERRER_SESSION_LIFETIME_DAYS = 30;
/** `last_seen_at` is a hint for operators, not a security control: writing it once a minute is plenty. */
const LAST_SEEN_RESOLUTION_MS = 60_000;
const REFERRER_SESSION_LIFETIME_MS = REFERRER_SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/**
 * Adds a new session of the person to the unit of work of `em` (the caller flushes) and returns the token
 * (the kit's session token), which exists only in the answer: the table keeps its hash.
 */
export function openReferrerSession(em: EntityManager, personId: string, now: Date): IssuedSession {
  const { token, tokenHash, expiresAt } = newSessionToken(now, REFERRER_SESSION_LIFETIME_MS);
  em.create(ReferrerSession, {
    id: randomUUID(),
    personId,
    tokenHash,
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The referrer a session token stands for; an unknown or expired token is an AuthenticationError (an expired
 * session is deleted on the way), and so is the session of a person with no membership left (every campaign's
 * owner removed them).
 */
export async function resolveReferrerSession(
  em: EntityManager,
  token: unknown,
  now: Date = new Date(),
): Promise<ReferrerPrincipal> {
  const session = await resolveSessionToken(em, ReferrerSession, token, {
    now,
    lastSeenResolutionMs: LAST_SEEN_RESOLUTION_MS,
  });
  if (!session) throw ReferralErrors.referrerSessionInvalid();
  if ((await em.count(Referrer, { personId: session.personId, deletedAt: null })) === 0) {
    throw ReferralErrors.referrerSessionInvalid();
  }
  return { kind: 'referrer', personId: session.personId, sessionId: session.id };
}

/** Ends the caller's session; `loginChanged` commits with it, so every gateway drops its cached copy. */
export async function closeReferrerSession(
  em: EntityManager,
  referrer: ReferrerPrincipal,
  options: { requestId?: string } = {},
): Promise<void> {
  await em.fork().transactional(async (tx) => {
    await tx.nativeDelete(ReferrerSession, { id: referrer.sessionId, personId: referrer.personId });
    recordReferrerLoginChanged(tx, [referrer.personId], 'logout', options);
  });
}

/** Sessions that expired without ever being presented again would stay forever: each sign-in clears its person's. */
export async function sweepExpiredReferrerSessions(
  em: EntityManager,
  personId: string,
  now: Date,
): Promise<void> {
  await em.nativeDelete(ReferrerSession, { personId, expiresAt: { $lte: now } });
}
