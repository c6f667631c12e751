import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The answer of a write made with an idempotency key (`answerOnce`), written in the same transaction as the
 * write: a row exists if and only if the write committed. A service that takes keys lists this entity and
 * creates the table with `idempotencyTableSql()` in a migration of its own, and runs `idempotencyExpiryJob`.
 */
export const IdempotentAnswer = defineEntity({
  name: 'IdempotentAnswer',
  tableName: 'idempotent_answer',
  properties: {
    /** The operation (its bus subject): one key names one request of one operation. */
    scope: p.text().primary(),
    /** Whose key it is (the operation says: an owner's login, a campaign for public sign-ups). */
    caller: p.text().primary(),
    key: p.text().primary(),
    /** SHA-256 of what the request asked: the same key with another request is refused, not answered. */
    requestHash: p.text(),
    /**
     * The answer's JSON as it was serialised, not `jsonb`: PostgreSQL reorders a jsonb object's keys, and a
     * replay is the first answer byte for byte.
     */
    answer: p.text(),
    createdAt: p.datetime().index(),
  },
});

export type IdempotentAnswer = InferEntity<typeof IdempotentAnswer>;

/**
 * The statements of the migration that creates the table of {@link IdempotentAnswer} in a service's schema
 * (unqualified names: the kit runs migrations with `search_path` set to it).
 */
export function idempotencyTableSql(): string[] {
  return [
    `create table if not exists "idempotent_answer" (
      "scope" text not null,
      "caller" text not null,
      "key" text not null,
      "request_hash" text not null,
      "answer" text not null,
      "created_at" timestamptz not null,
      constraint "idempotent_answer_pkey" primary key ("scope", "caller", "key")
    );`,
    `create index if not exists "idempotent_answer_created_at_index" on "idempotent_answer" ("created_at");`,
  ];
}
