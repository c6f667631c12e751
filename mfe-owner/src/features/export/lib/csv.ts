/** Fields shown as the day they fall on in the owner's time zone (docs/product-rules.md §7), not as raw timestamps. */
const DATE_FIELDS: ReadonlySet<string> = new Set(['createdAt', 'updatedAt']);

/** A date field as a local date ("22/11/2026"); anything unreadable is kept as sent. */
function localDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toLocaleDateString('en-GB');
}

/**
 * One CSV cell. Values holding a comma, a quote or a line break are quoted with inner quotes doubled
 * (RFC 4180), so a spreadsheet reads them as one cell; null and undefined are empty.
 */
export function csvCell(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string' && DATE_FIELDS.has(field)
      ? localDate(value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The CSV of an export (docs/product-rules.md §7): a header row of the chosen field names, then one row per record with
 * those fields in the same order. Rows end with CRLF, as RFC 4180 and spreadsheets expect.
 */
export function buildCsv(records: readonly object[], fields: readonly string[]): string {
  const header = fields.map((field) => csvCell('', field)).join(',');
  const rows = records.map((record) =>
    fields.map((field) => csvCell(field, (record as Record<string, unknown>)[field])).join(','),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** `campaigns-export-2026-11-22.csv`: the kind of export and the owner's local date (docs/product-rules.md §7). */
export function exportFileName(kind: 'campaigns' | 'referrers', now: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${kind}-export-${day}.csv`;
}
