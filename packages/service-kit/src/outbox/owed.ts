import type { MikroORM } from '@mikro-orm/sql';
import { EVENTS_SUBJECT_PREFIX } from '@referrals/contracts';
import type { OwedEvent } from '../bus/types.ts';
import { quoteIdent } from './migration.ts';

interface OwedRow {
  id: string;
  type: string;
  payload: unknown;
  headers: Record<string, string> | null;
  occurred_at: string;
}

/**
 * The events a durable consumer is owed according to the database alone: every relayed event still in an
 * outbox of this database (one per service schema) whose subject matches `filter` and that the consumer has
 * not recorded in its own `processed_event` table, oldest first. The processed-event rows are the consumer's
 * cursor: they commit together with its handling, so what is listed here was never handled, whatever the
 * process was doing when it died. Unrelayed events are left out (the relay publishes them).
 *
 * The in-process bus asks for these when a consumer starts (its stream lives in memory and begins empty at
 * every start); over NATS the JetStream durable keeps this position itself and nothing asks.
 */
export async function owedEvents(orm: MikroORM, durable: string, filter: string): Promise<OwedEvent[]> {
  const subject = subjectPattern(filter);
  if (!subject) return [];
  const em = orm.em.fork();
  const processed = `${quoteIdent(String(orm.config.get('schema')))}."processed_event"`;
  const schemas = await em.execute<{ schema: string }[]>(
    `select "table_schema" as "schema" from information_schema.tables where "table_name" = 'outbox_event'
     order by "table_schema"`,
  );
  const owed: Array<OwedEvent & { occurredAt: number; seq: number }> = [];
  for (const { schema } of schemas) {
    const rows = await em.execute<(OwedRow & { seq: string })[]>(
      `select o."id", o."type", o."payload", o."headers", o."seq",
              to_json(o."occurred_at") #>> '{}' as "occurred_at"
       from ${quoteIdent(schema)}."outbox_event" o
       where o."published_at" is not null and (?::text || o."type") ~ ?
         and not exists (select 1 from ${processed} p where p."consumer" = ? and p."event_id" = o."id"::text)
       order by o."seq"`,
      [`${EVENTS_SUBJECT_PREFIX}.`, subject, durable],
    );
    for (const row of rows) {
      const occurredAt = new Date(row.occurred_at);
      owed.push({
        event: { id: row.id, type: row.type, occurredAt: occurredAt.toISOString(), data: row.payload },
        headers: row.headers ?? {},
        occurredAt: occurredAt.getTime(),
        seq: Number(row.seq),
      });
    }
  }
  // Across outboxes only the time orders events; within one, its sequence does.
  owed.sort((a, b) => a.occurredAt - b.occurredAt || a.seq - b.seq);
  return owed.map(({ event, headers }) => ({ event, headers }));
}

/**
 * A NATS subject filter as an anchored PostgreSQL regular expression (`*` one token, `>` one or more trailing
 * tokens), or null for a filter no event subject can match.
 */
export function subjectPattern(filter: string): string | null {
  const tokens = filter.split('.');
  if (tokens.some((token, i) => token === '' || (token === '>' && i !== tokens.length - 1))) return null;
  const parts = tokens.map((token) => {
    if (token === '*') return '[^.]+';
    if (token === '>') return '[^.]+(\\.[^.]+)*';
    return token.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
  });
  return `^${parts.join('\\.')}$`;
}
