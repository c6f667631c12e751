import { CAMPAIGN_IMAGE_FIELDS, CAMPAIGN_RICH_TEXT_FIELDS } from '@referrals/contracts';
import { stripHtml } from '@referrals/ui/plain-text';

/** Fields shown as the day they fall on in the owner's time zone (docs/product-rules.md §7), not as raw timestamps. */
const DATE_FIELDS: ReadonlySet<string> = new Set(['createdAt', 'updatedAt', 'redeemedAt']);

/** Fields the editor writes as rich text (HTML): a spreadsheet shows their words, not their markup. */
const RICH_TEXT_FIELDS: ReadonlySet<string> = new Set(CAMPAIGN_RICH_TEXT_FIELDS);

/** Fields holding an uploaded image's address, which the API gives relative to the site (`/uploads/...`). */
const IMAGE_FIELDS: ReadonlySet<string> = new Set(CAMPAIGN_IMAGE_FIELDS);

/**
 * A text a spreadsheet would run as a formula (it starts with `=`, `+`, `-` or `@`, or with a tab or carriage
 * return that some programs skip before looking): OWASP's "CSV injection". A leading apostrophe makes it text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A date field as a local date ("22/11/2026"); anything unreadable is kept as sent. */
function localDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toLocaleDateString('en-GB');
}

/** How `field`'s value reads in the file, before quoting. */
function cellText(field: string, value: unknown, origin: string): string {
  if (typeof value === 'string') {
    if (DATE_FIELDS.has(field)) return localDate(value);
    if (RICH_TEXT_FIELDS.has(field)) return stripHtml(value);
    if (IMAGE_FIELDS.has(field) && value) return new URL(value, origin).href;
    return value;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * One CSV cell of `field`: dates as local dates, true and false as "Yes" and "No", rich text as plain text, image addresses absolute (from
 * `origin`, the site the owner exports from). A text that a spreadsheet would take for a formula is led by an
 * apostrophe; values holding a comma, a quote or a line break are quoted with inner quotes doubled (RFC 4180),
 * so a spreadsheet reads them as one cell; null and undefined are empty.
 */
export function csvCell(field: string, value: unknown, origin: string): string {
  if (value === null || value === undefined) return '';
  const text = cellText(field, value, origin);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The CSV of an export (docs/product-rules.md §7): a header row of the chosen field names, then one row per record with
 * those fields in the same order. Rows end with CRLF, as RFC 4180 and spreadsheets expect.
 */
export function buildCsv(records: readonly object[], fields: readonly string[], origin: string): string {
  const header = fields.map((field) => csvCell('', field, origin)).join(',');
  const rows = records.map((record) =>
    fields.map((field) => csvCell(field, (record as Record<string, unknown>)[field], origin)).join(','),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** `campaigns-export-2026-11-22.csv`: the kind of export and the owner's local date (docs/product-rules.md §7). */
export function exportFileName(kind: 'campaigns' | 'referrers' | 'friends', now: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${kind}-export-${day}.csv`;
}
