import type { FooterSection, NavLink } from '@referrals/contracts';

/** docs/product-rules.md §9: what Add Header Link and Add Link add. */
export const NEW_LINK: NavLink = { label: 'New Link', url: '/new-page' };
/** What Add Section adds. */
export const NEW_SECTION: FooterSection = { title: 'New Section', links: [] };

/** The list with item `index` moved by `by` places (-1 up, 1 down); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** The list without item `index`. */
export const without = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_item, at) => at !== index);

/** The list with item `index` replaced. */
export const replaced = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, at) => (at === index ? item : current));
