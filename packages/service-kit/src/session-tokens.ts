import { createHash, randomBytes } from 'node:crypto';
import type { EntityName, FilterQuery, FindOneOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';

/*
 * Bearer tokens, one scheme for every service that signs people in (owners in identity, referrers in referral,
 * administrators in admin) and for the other secrets a link carries (verification and password-reset links).
 * A token is 256 random bits as base64url (43 characters) and exists only in the answer that hands it out:
 * a service's table keeps its SHA-256 (hex), so a leaked table opens no session. Each service keeps its own
 * session table (columns `id`, `token_hash` unique, `expires_at`, and what its sessions stand for).
 */

/** Tokens are 43 characters; anything much longer is not one of ours and is not worth hashing. */
export const MAX_TOKEN_LENGTH = 128;

/** A new secret for a bearer token or a link: 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token, and what it is looked up by: its SHA-256 as hex. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The hash to look a presented token up by, or null for anything that cannot be one of ours (not a string,
 * empty, or far too long), which callers answer like an unknown token.
 */
export function presentedTokenHash(token: unknown): string | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  return hashSecretToken(token);
}

/** A session just opened: the token for the answer, the hash and the expiry for the service's row. */
export interface NewSessionToken {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/** A new session token valid for `lifetimeMs` from `now`, never longer (sessions are not extended). */
export function newSessionToken(now: Date, lifetimeMs: number): NewSessionToken {
  const token = newSecretToken();
  return { token, tokenHash: hashSecretToken(token), expiresAt: new Date(now.getTime() + lifetimeMs) };
}

/** What every session table has: the row's id, the token's hash and the expiry. */
export interface SessionTokenRow {
  id: string;
  tokenHash: string;
  expiresAt: Date;
  /** When the session was last presented, for tables that keep it (a hint for operators). */
  lastSeenAt?: Date;
}

export interface ResolveSessionTokenOptions<
  T extends SessionTokenRow,
  Hint extends string = never,
  Fields extends string = never,
> {
  /** The time the expiry is judged at (default: now). */
  now?: Date;
  /** What else the row must be to count (not ended, its account active): otherwise it is no session. */
  where?: FilterQuery<T>;
  /** How the row is read, in the same one query (relations to join, fields: include `expiresAt`). */
  find?: FindOneOptions<T, Hint, Fields>;
  /** For tables with `lastSeenAt`: it is written when at least this old, so not on every request. */
  lastSeenResolutionMs?: number;
}

/**
 * The live session a presented token stands for, or null: not a token of ours, unknown, not matching
 * `options.where`, or expired at `options.now`. An expired row is deleted on the way: it can never be used
 * again.
 */
export async function resolveSessionToken<
  T extends SessionTokenRow,
  Hint extends string = never,
  Fields extends string = never,
>(
  em: EntityManager,
  entity: EntityName<T>,
  token: unknown,
  options: ResolveSessionTokenOptions<T, Hint, Fields> = {},
): Promise<T | null> {
  const tokenHash = presentedTokenHash(token);
  if (tokenHash === null) return null;
  // The generic entity's filter types do not narrow: the conditions are the caller's, typed at its side.
  const where = { ...(options.where as object), tokenHash } as never;
  const session = (await em.findOne(entity, where, options.find)) as T | null;
  if (!session) return null;
  const now = options.now ?? new Date();
  const byId = { id: session.id } as never;
  if (session.expiresAt.getTime() <= now.getTime()) {
    await em.nativeDelete(entity, byId);
    return null;
  }
  const { lastSeenResolutionMs } = options;
  if (
    lastSeenResolutionMs !== undefined &&
    session.lastSeenAt &&
    now.getTime() - session.lastSeenAt.getTime() >= lastSeenResolutionMs
  ) {
    await em.nativeUpdate(entity, byId, { lastSeenAt: now } as never);
  }
  return session;
}
