import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  IdentityEvents,
  type IssuedSession,
  type LoginChange,
  type LoginChangedData,
  type OwnerPrincipal,
  type Principal,
} from '@referrals/contracts';
import { newSessionToken, recordEvent, resolveSessionToken } from '@referrals/service-kit';
import type { Business } from '../entities/business.ts';
import type { Login } from '../entities/login.ts';
import { Session } from '../entities/session.ts';
import { IdentityErrors } from '../errors.ts';

export const SESSION_LIFETIME_DAYS = 30;
/** `last_seen_at` is a hint for operators, not a security control: writing it once a minute is plenty. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/**
 * Adds a new session for the login and business to the unit of work (the caller flushes) and returns the token
 * (the kit's session token): it exists only in the answer, the table keeps its hash.
 */
export function openSession(em: EntityManager, login: Login, business: Business, now: Date): IssuedSession {
  const { token, tokenHash, expiresAt } = newSessionToken(now, SESSION_LIFETIME_MS);
  em.create(Session, {
    id: randomUUID(),
    tokenHash,
    login,
    business,
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The owner a session token stands for; an unknown or expired token is an AuthenticationError (an expired
 * session is deleted on the way). A session on a business an administrator deactivated still resolves: its
 * owner signs in and is told that the business is inactive ("me" answers `isActive: false`), while its public
 * pages stay offline.
 */
export async function resolveSession(
  em: EntityManager,
  token: unknown,
  now: Date = new Date(),
): Promise<Principal> {
  const session = await resolveSessionToken(em, Session, token, {
    now,
    lastSeenResolutionMs: LAST_SEEN_RESOLUTION_MS,
  });
  if (!session) throw IdentityErrors.sessionInvalid();
  return { kind: 'owner', loginId: session.login.id, businessId: session.business.id, sessionId: session.id };
}

/** Ends the caller's session; `loginChanged` commits with it, so every gateway drops its cached copy. */
export async function closeSession(
  em: EntityManager,
  owner: OwnerPrincipal,
  options: { requestId?: string } = {},
): Promise<void> {
  await em.fork().transactional(async (tx) => {
    await tx.nativeDelete(Session, { id: owner.sessionId });
    recordLoginChanged(tx, owner.loginId, 'logout', options);
  });
}

/**
 * Adds `loginChanged` to the unit of work of `tx` (the caller's transaction commits it with the change).
 * Every change to what a login's sessions stand for records it: a session ended or moved, the login's
 * credentials changed. Gateways cache resolved sessions and drop the login's on this event (ADR 0011).
 */
export function recordLoginChanged(
  tx: EntityManager,
  loginId: string,
  change: LoginChange,
  options: { requestId?: string } = {},
): void {
  recordEvent(tx, IdentityEvents.loginChanged, { loginId, change } satisfies LoginChangedData, {
    requestId: options.requestId,
  });
}

/** Sessions that expired without ever being presented again would stay forever: each sign-in clears its login's. */
export async function sweepExpiredSessions(em: EntityManager, login: Login, now: Date): Promise<void> {
  await em.nativeDelete(Session, { login, expiresAt: { $lte: now } });
}
