import type { EntityManager } from '@mikro-orm/sql';
import { slugifyBusinessName } from '@referrals/contracts';
import { Business } from '../entities/business.ts';

/** Used when a business name has no letter or digit to make a slug from. */
export const FALLBACK_SLUG = 'business';

/**
 * The slug a business name asks for, before any collision suffix: the rule the registration form previews
 * (`slugifyBusinessName`), or `business` when that leaves nothing readable (only hyphens, or nothing at all).
 */
export function requestedSlug(businessName: string): string {
  const slug = slugifyBusinessName(businessName);
  return /[a-z0-9]/.test(slug) ? slug : FALLBACK_SLUG;
}

/** `base` when it is free, otherwise the first free of `base-2`, `base-3`, ... */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The first free slug for a business name as the database stands now. Two registrations racing for the same
 * slug are settled by the unique index; the loser retries (see `registerBusiness`).
 */
export async function freeSlugFor(em: EntityManager, businessName: string): Promise<string> {
  const base = requestedSlug(businessName);
  // Slugs hold only [a-z0-9-], so `base` never contains a LIKE wildcard.
  const rows = await em.find(
    Business,
    { $or: [{ businessSlug: base }, { businessSlug: { $like: `${base}-%` } }] },
    { fields: ['businessSlug'] },
  );
  return firstFreeSlug(base, new Set(rows.map((row) => row.businessSlug)));
}
