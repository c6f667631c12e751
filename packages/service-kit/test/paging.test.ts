import { describe, expect, it } from '@jest/globals';
import { EXPORT_PAGE_BYTES, decodeCursor, encodeCursor, toExportPage, type Keyed } from '../src/index.ts';

const ID = '6f1c2a0e-8b7d-4c3e-9f10-2a3b4c5d6e7f';
const AT = '2026-11-24T18:04:05.123456Z';

/** `count` keyed rows whose items are `size`-character strings, newest first. */
function rows(count: number, size = 10): Keyed<string>[] {
  return Array.from({ length: count }, (_, index) => ({
    item: String(index).padEnd(size, 'x'),
    cursor: { at: AT, id: ID.replace(/f$/, index.toString(16).slice(-1)) },
  }));
}

describe('paging: cursors', () => {
  it('when a cursor is written, then reading it back gives the same sort key, microseconds included', () => {
    for (const cursor of [
      { at: AT, id: ID },
      { at: 'infinity', id: ID },
    ]) {
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
    expect(decodeCursor(undefined)).toBeUndefined();
  });

  it('when a cursor was not written by the kit, then it is an InputError on `after`', () => {
    const forged = [
      'not base64 json',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-24T18:04:05Z', ID])).toString('base64url'),
      Buffer.from(JSON.stringify([AT, 'not-an-id'])).toString('base64url'),
      Buffer.from(JSON.stringify({ at: AT, id: ID })).toString('base64url'),
    ];
    for (const after of forged) {
      expect(() => decodeCursor(after)).toThrow(
        expect.objectContaining({ name: 'InputError', fields: { after: 'Invalid export cursor' } }),
      );
    }
  });
});

describe('paging: pages', () => {
  it('when rows past the limit exist, then the page holds `limit` items and `next` points after the last', () => {
    const all = rows(4);
    const page = toExportPage(all, 3);
    expect(page.items).toEqual(all.slice(0, 3).map((row) => row.item));
    expect(decodeCursor(page.next!)).toEqual(all[2]!.cursor);
  });

  it('when no row follows the limit, then `next` is null', () => {
    expect(toExportPage(rows(3), 3).next).toBeNull();
    expect(toExportPage([], 3)).toEqual({ items: [], next: null });
  });

  it('when records would pass the byte budget, then the page stops early but never empty', () => {
    const half = Math.floor(EXPORT_PAGE_BYTES / 2);
    const large = rows(5, half);
    const page = toExportPage(large, 5);
    expect(page.items).toHaveLength(1);
    expect(decodeCursor(page.next!)).toEqual(large[0]!.cursor);

    const oversized = rows(2, EXPORT_PAGE_BYTES * 2);
    expect(toExportPage(oversized, 2).items).toHaveLength(1);
  });

  it('when a row went away between reading keys and records, then it is skipped and the cursor still moves past it', () => {
    const all = rows(3);
    all[2] = { ...all[2]!, item: undefined };
    const page = toExportPage([...all, ...rows(1)], 3);
    expect(page.items).toEqual([all[0]!.item, all[1]!.item]);
    expect(decodeCursor(page.next!)).toEqual(all[2]!.cursor);
  });
});
