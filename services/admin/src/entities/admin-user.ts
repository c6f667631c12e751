import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ADMIN_ROLES } from '@referrals/contracts';

/**
 * A person who signs in to the admin dashboard (docs/product-rules.md §3 "Admin user"). `emailNormalized` (trimmed,
 * lowercased) carries the uniqueness; `email` keeps what was typed.
 */
export const AdminUser = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_user',
  properties: {
    id: p.uuid().primary(),
    firstName: p.text(),
    lastName: p.text(),
    email: p.text(),
    emailNormalized: p.text().unique(),
    passwordHash: p.text().lazy(),
    role: p.enum(ADMIN_ROLES),
    isActive: p.boolean().default(true),
    lastLogin: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export type AdminUser = InferEntity<typeof AdminUser>;
