/**
 * Paged answers (docs/adr/0013-paged-answers-and-large-bodies.md): a list that grows without bound (an
 * export) is answered over the bus as pages `{ items, next }`, keyset-ordered by a time and an id, each
 * page under a byte budget so it fits one bus reply; the gateway asks page after page and streams one array.
 */
import { Buffer } from 'node:buffer';
import type { ExportPage } from '@referrals/contracts';
import { Errors } from './errors.ts';
import { isUuid } from './service/endpoint.ts';

/**
 * Where a page ended: the sort key of its last record. `at` keeps the column's microseconds (a JavaScript
 * Date would cut them to milliseconds, and two records in the same millisecond could then be lost or
 * repeated); `infinity` stands for a missing time, which sorts as the newest.
 */
export interface ExportCursor {
  at: string;
  id: string;
}

/**
 * A record of an export with the key it is sorted by; no record when it went away between reading the keys
 * and reading the records (it is skipped, and its key still moves the cursor on).
 */
export interface Keyed<T> {
  item: T | undefined;
  cursor: ExportCursor;
}

/**
 * Most bytes of records one page carries. A bus reply is one NATS message (1 MiB `max_payload` on the
 * server used here); half of it leaves room for the reply's envelope and headers.
 */
export const EXPORT_PAGE_BYTES = 512 * 1024;

/**
 * The SQL text of a sort time the cursor can carry: UTC with microseconds. Takes the column expression,
 * which must already map a missing time to `infinity`.
 */
export const cursorTime = (column: string): string =>
  `coalesce(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'infinity')`;

const CURSOR_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z|infinity)$/;
const INVALID_CURSOR = 'Invalid export cursor';

/** The opaque `next` of a page: what {@link decodeCursor} reads back. */
export function encodeCursor({ at, id }: ExportCursor): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** The cursor a caller passed back as `after`; anything this service did not write is an InputError. */
export function decodeCursor(after: string | undefined): ExportCursor | undefined {
  if (after === undefined) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  if (Array.isArray(decoded) && decoded.length === 2) {
    const [at, id] = decoded as unknown[];
    if (typeof at === 'string' && CURSOR_TIME.test(at) && isUuid(id)) return { at, id };
  }
  throw Errors.input(INVALID_CURSOR, { after: INVALID_CURSOR });
}

/**
 * The page of `rows`, fetched one past `limit` so that a following page shows. The page then stops early
 * when its records would pass the byte budget (rich texts make campaign records large), but always holds
 * at least one record so the export moves on; `next` is the cursor of its last record.
 */
export function toExportPage<T>(rows: Keyed<T>[], limit: number): ExportPage<T> {
  const items: T[] = [];
  let bytes = 0;
  let taken = 0;
  for (const { item } of rows.slice(0, limit)) {
    if (item !== undefined) {
      bytes += Buffer.byteLength(JSON.stringify(item)) + 1;
      if (items.length > 0 && bytes > EXPORT_PAGE_BYTES) break;
      items.push(item);
    }
    taken += 1;
  }
  return { items, next: taken < rows.length ? encodeCursor(rows[taken - 1]!.cursor) : null };
}
