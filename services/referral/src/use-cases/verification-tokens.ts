import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { VerificationToken, type VerificationPurpose } from '../entities/verification-token.ts';
import { hashToken, newVerificationToken } from './codes.ts';

/** A referee's link is valid 48 hours; a new one can be asked for on the page an expired one opens. */
export const REFEREE_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/**
 * A referrer's confirmation link is valid 14 days: their share link works meanwhile, and only rewards wait, so
 * there is no hurry; joining another campaign sends a new one.
 */
export const REFERRER_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** Longest token a link may carry (`newVerificationToken` makes 43 characters). */
const MAX_TOKEN_LENGTH = 100;

export interface IssuedToken {
  /** The secret, for the e-mailed link only: never stored. */
  token: string;
  record: VerificationToken;
}

/** Adds a new single-use link to the unit of work of `em` (only its hash is stored). */
export function issueVerificationToken(
  em: EntityManager,
  fields: {
    purpose: VerificationPurpose;
    personId: string;
    referrerId?: string;
    refereeId?: string;
    now: Date;
  },
): IssuedToken {
  const token = newVerificationToken();
  const ttl = fields.purpose === 'referee' ? REFEREE_LINK_TTL_MS : REFERRER_LINK_TTL_MS;
  const record = em.create(VerificationToken, {
    id: randomUUID(),
    tokenHash: hashToken(token),
    purpose: fields.purpose,
    personId: fields.personId,
    referrerId: fields.referrerId ?? null,
    refereeId: fields.refereeId ?? null,
    expiresAt: new Date(fields.now.getTime() + ttl),
    usedAt: null,
    createdAt: fields.now,
  });
  return { token, record };
}

/** The link's record when `token` is one of `purpose`'s (used and expired ones included), else null. */
export async function findVerificationToken(
  em: EntityManager,
  token: string,
  purpose: VerificationPurpose,
): Promise<VerificationToken | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  return em.findOne(VerificationToken, { tokenHash: hashToken(token), purpose });
}
