import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Business } from './business.ts';
import { Login } from './login.ts';

/**
 * An owner's signed-in session. Only the SHA-256 of the token is stored, so a leaked table
 * does not hand out sessions.
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    id: p.uuid().primary(),
    tokenHash: p.text().unique(),
    login: () => p.manyToOne(Login).deleteRule('cascade').index(),
    business: () => p.manyToOne(Business).deleteRule('cascade').index(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    lastSeenAt: p.datetime(),
  },
});

export type Session = InferEntity<typeof Session>;
