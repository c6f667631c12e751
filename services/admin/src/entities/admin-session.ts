import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AdminUser } from './admin-user.ts';

/**
 * An admin's signed-in session: it lasts `ADMIN_SESSION_HOURS` from sign-in, never extended, and ends earlier on
 * logout or when the admin is deactivated (`endedAt`); deleting the admin deletes its sessions. Only the SHA-256
 * of the bearer token is stored, so a leaked table does not hand out sessions.
 */
export const AdminSession = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_session',
  properties: {
    id: p.uuid().primary(),
    admin: () => p.manyToOne(AdminUser).deleteRule('cascade').index(),
    tokenHash: p.text().unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    endedAt: p.datetime().nullable(),
  },
});

export type AdminSession = InferEntity<typeof AdminSession>;
