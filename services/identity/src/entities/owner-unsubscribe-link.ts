import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { OwnerMailKind } from '@referrals/contracts';

/**
 * The one-click unsubscribe link of one owner e-mail: which business it speaks for and which kind of e-mail
 * it turns off. Only the SHA-256 of the token is stored; following it needs no sign-in, and it can do nothing
 * but turn that kind off, as often as it is followed.
 */
export const OwnerUnsubscribeLink = defineEntity({
  name: 'OwnerUnsubscribeLink',
  tableName: 'owner_unsubscribe_link',
  properties: {
    tokenHash: p.text().primary(),
    businessId: p.uuid().index(),
    kind: p.text().$type<OwnerMailKind>(),
    createdAt: p.datetime(),
  },
});

export type OwnerUnsubscribeLink = InferEntity<typeof OwnerUnsubscribeLink>;
