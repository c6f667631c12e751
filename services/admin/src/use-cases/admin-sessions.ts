import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { ADMIN_SESSION_HOURS, AdminEvents, type AdminPrincipal } from '@referrals/contracts';
import { newSessionToken, recordEvent, resolveSessionToken } from '@referrals/service-kit';
import type { AdminUser } from '../entities/admin-user.ts';
import { AdminSession } from '../entities/admin-session.ts';
import { AdminErrors } from '../errors.ts';

export const ADMIN_SESSION_MS = ADMIN_SESSION_HOURS * 60 * 60 * 1000;

export interface IssuedAdminSession {
  token: string;
  expiresAt: Date;
}

/**
 * Adds a new session of the admin to the unit of work of `em` (the caller flushes) and returns its bearer token
 * (the kit's session token), which exists only in the answer: the table keeps its hash. It ends
 * `ADMIN_SESSION_HOURS` after `now`, never later.
 */
export function openAdminSession(em: EntityManager, admin: AdminUser, now: Date): IssuedAdminSession {
  const { token, tokenHash, expiresAt } = newSessionToken(now, ADMIN_SESSION_MS);
  em.create(AdminSession, {
    id: randomUUID(),
    admin,
    tokenHash,
    createdAt: now,
    expiresAt,
    endedAt: null,
  });
  return { token, expiresAt };
}

/**
 * The admin a bearer token stands for, in one query on the token's unique index joined to its admin: the
 * session must not have ended nor expired (an expired one is deleted on the way), and its admin must exist and
 * be active. Anything else is an AuthenticationError. The role is the admin's current one, so a promotion
 * counts from the next resolve.
 */
export async function resolveAdminSession(
  em: EntityManager,
  token: unknown,
  now: Date = new Date(),
): Promise<AdminPrincipal> {
  const session = await resolveSessionToken(em, AdminSession, token, {
    now,
    where: { endedAt: null, admin: { isActive: true } },
    find: {
      populate: ['admin'],
      fields: ['id', 'expiresAt', 'admin.id', 'admin.role'],
      strategy: 'joined',
    },
  });
  if (!session) throw AdminErrors.sessionInvalid();
  return { kind: 'admin', adminId: session.admin.id, role: session.admin.role, sessionId: session.id };
}

/**
 * Records `AdminEvents.sessionsChanged` in the unit of work of `tx` (it commits with the change): sessions of
 * the admin ended before their time, so a gateway that caches resolved tokens drops the admin's.
 */
export function recordSessionsChanged(tx: EntityManager, adminId: string, requestId?: string): void {
  recordEvent(tx, AdminEvents.sessionsChanged, { adminId }, { requestId });
}

/** Ends every live session of the admin (in `tx`'s transaction) and records `sessionsChanged` with it. */
export async function endSessionsOf(
  tx: EntityManager,
  adminId: string,
  now: Date,
  requestId?: string,
): Promise<void> {
  await tx.nativeUpdate(AdminSession, { admin: adminId, endedAt: null }, { endedAt: now });
  recordSessionsChanged(tx, adminId, requestId);
}

/** Ends the caller's session (logout); a session already ended stays as it was and records nothing. */
export async function closeAdminSession(
  em: EntityManager,
  admin: AdminPrincipal,
  options: { requestId?: string; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await em.fork().transactional(async (tx) => {
    const ended = await tx.nativeUpdate(
      AdminSession,
      { id: admin.sessionId, admin: admin.adminId, endedAt: null },
      { endedAt: now },
    );
    if (ended > 0) recordSessionsChanged(tx, admin.adminId, options.requestId);
  });
}

/**
 * Expired and ended sessions are no use to anyone: each sign-in removes its admin's, so rows do not pile up.
 */
export async function sweepOldSessions(em: EntityManager, adminId: string, now: Date): Promise<void> {
  await em.nativeDelete(AdminSession, {
    admin: adminId,
    $or: [{ expiresAt: { $lte: now } }, { endedAt: { $ne: null } }],
  });
}
