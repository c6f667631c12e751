import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What an unsubscribe link turns off: the e-mails telling a referrer that a friend joined or came in. */
export type UnsubscribeKind = 'friend-activity';

/**
 * The one-click unsubscribe link of one e-mail: which membership (referrer) it speaks for and which kind of
 * e-mail it turns off. Only the SHA-256 of the token is stored; following it needs no sign-in, and it can do
 * nothing but turn that kind off, as often as it is followed.
 */
export const UnsubscribeLink = defineEntity({
  name: 'UnsubscribeLink',
  tableName: 'unsubscribe_link',
  properties: {
    tokenHash: p.text().primary(),
    referrerId: p.uuid().index(),
    kind: p.text().$type<UnsubscribeKind>(),
    createdAt: p.datetime(),
  },
});

export type UnsubscribeLink = InferEntity<typeof UnsubscribeLink>;
