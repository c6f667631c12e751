import { DEFAULT_SITE_CONTENT, type SiteContent } from '../site-content.ts';

/**
 * The public site's content. Today the built-in defaults; the CMS issue turns this into a query of
 * `GET /api/cms/settings` (an `api/` file of this feature) merged over {@link DEFAULT_SITE_CONTENT}, and
 * `isLoading` then drives the "Loading..." logo of docs/product-rules.md §2. Screens already read content only from here.
 */
export function useSiteContent(): { content: SiteContent; isLoading: boolean } {
  return { content: DEFAULT_SITE_CONTENT, isLoading: false };
}
