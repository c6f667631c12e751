import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A referrer's signed-in session: the person's (every campaign they joined), not one membership's. Only the
 * SHA-256 of the token is stored, so a leaked table does not hand out sessions.
 */
export const ReferrerSession = defineEntity({
  name: 'ReferrerSession',
  tableName: 'referrer_session',
  properties: {
    id: p.uuid().primary(),
    personId: p.uuid().index(),
    tokenHash: p.text().unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    lastSeenAt: p.datetime(),
  },
});

export type ReferrerSession = InferEntity<typeof ReferrerSession>;
