import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The credentials an owner signs in with. One login can own several businesses.
 * `emailNormalized` (trimmed, lowercased) carries the uniqueness; `email` keeps what the owner typed.
 */
export const Login = defineEntity({
  name: 'Login',
  tableName: 'login',
  properties: {
    id: p.uuid().primary(),
    email: p.text(),
    emailNormalized: p.text().unique(),
    passwordHash: p.text().lazy(),
    passwordChangedAt: p.datetime(),
    createdAt: p.datetime(),
  },
});

export type Login = InferEntity<typeof Login>;
