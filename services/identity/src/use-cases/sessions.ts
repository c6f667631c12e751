import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  IdentityEvents,
  type IssuedSession,
  type LoginChange,
  type LoginChangedData,
  type OwnerPrincipal,
  type Principal,
} from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import type { Business } from '../entities/business.ts';
import type { Login } from '../entities/login.ts';
import { Session } from '../entities/session.ts';
import { IdentityErrors } from '../errors.ts';

export const SESSION_LIFETIME_DAYS = 30;
/** `last_seen_at` is a hint for operators, not a security control: writing it once a minute is plenty. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
/** Tokens are 43 base64url characters; anything much longer is not one of ours and is not worth hashing. */
const MAX_TOKEN_LENGTH = 128;

const DAY_MS = 24 * 60 * 60 * 1000;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Adds a new session for the login and business to the unit of work (the caller flushes) and returns the token.
 * The token exists only in the answer: the table keeps its hash.
 */
export function openSession(em: EntityManager, login: Login, business: Business, now: Date): IssuedSession {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_DAYS * DAY_MS);
  em.create(Session, {
    id: randomUUID(),
    tokenHash: hashSessionToken(token),
    login,
    business,
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The owner a session token stands for; an unknown or expired token is an AuthenticationError. A session on a
 * business an administrator deactivated still resolves: its owner signs in and is told that the business is
 * inactive ("me" answers `isActive: false`), while its public pages stay offline.
 */
export async function resolveSession(
  em: EntityManager,
  token: unknown,
  now: Date = new Date(),
): Promise<Principal> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    throw IdentityErrors.sessionInvalid();
  }
  const session = await em.findOne(Session, { tokenHash: hashSessionToken(token) });
  if (!session) throw IdentityErrors.sessionInvalid();
  if (session.expiresAt.getTime() <= now.getTime()) {
    await em.nativeDelete(Session, { id: session.id });
    throw IdentityErrors.sessionInvalid();
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: now });
  }
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
