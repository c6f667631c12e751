import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A person's login: one per e-mail, whether they joined as a referrer or signed up as a referee, so that a
 * referee can later join as a referrer with the same password. `emailNormalized` (trimmed, lowercased) carries
 * the uniqueness; `emailCanonical` (also without `+tags`, and without dots for Gmail) is what the abuse rules
 * compare. `verifiedAt` is set once the person followed a link e-mailed to them. A friend's login has no
 * password (`passwordHash` null: a friend never signs in) until they set one by resetting it.
 */
export const Person = defineEntity({
  name: 'Person',
  tableName: 'person',
  properties: {
    id: p.uuid().primary(),
    email: p.text(),
    emailNormalized: p.text().unique(),
    emailCanonical: p.text().index(),
    passwordHash: p.text().nullable().lazy(),
    verifiedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export type Person = InferEntity<typeof Person>;
