import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Who a verification link is for: a referrer confirming their e-mail, or a referee's registration. */
export type VerificationPurpose = 'referrer' | 'referee';

/**
 * A single-use link e-mailed to a person. Only the SHA-256 of the token is stored, so a leaked table verifies
 * nobody. A referrer's link names the membership it was sent for (its share link is answered), a referee's the
 * registration it verifies.
 */
export const VerificationToken = defineEntity({
  name: 'VerificationToken',
  tableName: 'verification_token',
  properties: {
    id: p.uuid().primary(),
    tokenHash: p.text().unique(),
    purpose: p.text().$type<VerificationPurpose>(),
    personId: p.uuid(),
    referrerId: p.uuid().nullable(),
    refereeId: p.uuid().nullable().index(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export type VerificationToken = InferEntity<typeof VerificationToken>;
