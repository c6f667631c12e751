import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Every referral code ever given to a membership: the generated one and each personal code the referrer chose.
 * All of them keep resolving to the membership (old links keep working) and none is ever given to another.
 * `folded` is the code with look-alikes made one (O->0, I/L->1, S->5, B->8, Z->2) and hyphens removed: a new
 * code may not fold like another membership's.
 */
export const ReferrerCode = defineEntity({
  name: 'ReferrerCode',
  tableName: 'referrer_code',
  properties: {
    /** Upper-case, as links and the banner look it up. */
    code: p.text().primary(),
    referrerId: p.uuid().index(),
    folded: p.text().index(),
    createdAt: p.datetime(),
  },
});

export type ReferrerCode = InferEntity<typeof ReferrerCode>;
