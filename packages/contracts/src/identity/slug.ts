/**
 * The business slug rule of docs/product-rules.md §5: lowercased, characters other than letters, digits, spaces and
 * hyphens removed, whitespace runs turned into hyphens, repeated hyphens collapsed.
 * The registration form previews exactly what the identity service stores (before any collision suffix).
 */
export function slugifyBusinessName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** What the registration form shows for a name: the slug, or "your-business-name" when it is empty. */
export function businessSlugPreview(name: string): string {
  return slugifyBusinessName(name) || 'your-business-name';
}
