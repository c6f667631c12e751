import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { PASSWORD_RESET_VALID_MINUTES } from '@referrals/contracts';
import { hashSecretToken, newSecretToken, presentedTokenHash } from '../session-tokens.ts';

/*
 * The mechanics of forgotten-password links, shared by every service with logins (owners in identity,
 * referrers in referral); each keeps its own table, made by `passwordResetEntity` and its own migration.
 * A link carries a secret token as sessions do (session-tokens.ts: 32 random bytes, base64url); the table
 * keeps only its SHA-256, so a leaked table resets nobody's password. A link works once, within
 * PASSWORD_RESET_VALID_MINUTES; asking again does not retire the links sent before (each works until used or
 * expired), and setting a password retires them all.
 */

export const PASSWORD_RESET_VALID_MS = PASSWORD_RESET_VALID_MINUTES * 60 * 1000;

/**
 * A service's table of reset links. Columns: `id`, `token_hash` (unique), `account_id` (the login's id,
 * indexed), `expires_at`, `used_at` (null until used) and `created_at`.
 */
export function passwordResetEntity(name: string, tableName: string) {
  return defineEntity({
    name,
    tableName,
    properties: {
      id: p.uuid().primary(),
      tokenHash: p.text().unique(),
      accountId: p.uuid().index(),
      expiresAt: p.datetime(),
      usedAt: p.datetime().nullable(),
      createdAt: p.datetime(),
    },
  });
}

/** The entity `passwordResetEntity` defines (for any name and table). */
export type PasswordResetEntity = ReturnType<typeof passwordResetEntity>;
/** One reset link's row. */
export type PasswordResetLink = InferEntity<PasswordResetEntity>;

/** True while a link's row may still set a password: unused and not expired at `now`. */
export function isPasswordResetUsable(
  link: Pick<PasswordResetLink, 'usedAt' | 'expiresAt'>,
  now: Date,
): boolean {
  return link.usedAt === null && link.expiresAt.getTime() > now.getTime();
}

/** A link just issued: the token is for the e-mail only and is stored nowhere. */
export interface IssuedPasswordReset {
  id: string;
  token: string;
  expiresAt: Date;
}

/**
 * Adds a new link for `accountId` to the unit of work of `em` (the caller flushes it with the e-mail), after
 * deleting the account's links that can no longer be used, so the table does not grow with old ones.
 */
export async function issuePasswordReset(
  em: EntityManager,
  entity: PasswordResetEntity,
  accountId: string,
  now: Date,
): Promise<IssuedPasswordReset> {
  await em.nativeDelete(entity, {
    accountId,
    $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lte: now } }],
  });
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MS);
  const id = randomUUID();
  em.create(entity, {
    id,
    tokenHash: hashSecretToken(token),
    accountId,
    expiresAt,
    usedAt: null,
    createdAt: now,
  });
  return { id, token, expiresAt };
}

/**
 * The account a usable link is for, or null for an unknown, used or expired one (or anything that is not a
 * token). Reading only: {@link consumePasswordReset} is what uses it up.
 */
export async function findUsablePasswordReset(
  em: EntityManager,
  entity: PasswordResetEntity,
  token: string,
  now: Date,
): Promise<string | null> {
  const tokenHash = presentedTokenHash(token);
  if (tokenHash === null) return null;
  const link = await em.findOne(entity, { tokenHash });
  return link && isPasswordResetUsable(link, now) ? link.accountId : null;
}

/**
 * Uses a link up, in the caller's transaction `tx`: one conditional UPDATE (unused and unexpired), so of two
 * concurrent resets with the same link exactly one gets the account back, the other null. The account's other
 * links are retired with it: the new password stands until its owner asks again.
 */
export async function consumePasswordReset(
  tx: EntityManager,
  entity: PasswordResetEntity,
  token: string,
  now: Date,
): Promise<string | null> {
  const tokenHash = presentedTokenHash(token);
  if (tokenHash === null) return null;
  const updated = await tx.nativeUpdate(
    entity,
    { tokenHash, usedAt: null, expiresAt: { $gt: now } },
    { usedAt: now },
  );
  if (updated !== 1) return null;
  const link = await tx.findOneOrFail(entity, { tokenHash });
  await tx.nativeUpdate(entity, { accountId: link.accountId, usedAt: null }, { usedAt: now });
  return link.accountId;
}

/**
 * The SQL that creates a `passwordResetEntity` table, for the service's migration. `account_id` has no foreign
 * key: a link whose account is gone resets nothing (the service finds no account) and expires within the hour.
 */
export function passwordResetTableSql(tableName: string): string[] {
  return [
    `create table ${tableName} (
      id uuid not null primary key,
      token_hash text not null,
      account_id uuid not null,
      expires_at timestamptz not null,
      used_at timestamptz null,
      created_at timestamptz not null,
      constraint ${tableName}_token_hash_unique unique (token_hash)
    )`,
    `create index ${tableName}_account_id_index on ${tableName} (account_id)`,
  ];
}
