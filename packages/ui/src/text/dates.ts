/**
 * A day as people in the product's market read it ("22 Nov 2026"), in the browser's time zone; an empty
 * string for a missing or unreadable timestamp.
 */
export function formatDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  return new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
