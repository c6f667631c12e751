import { FREE_TRIAL_DAYS, type ServerRead, type SiteContent } from '@referrals/contracts';
import type { Bus, FileStore } from '@referrals/service-kit';
import { escapeHtml } from './html-template.ts';
import { cmsPageMetaRoutes } from '../site/cms-page-meta.ts';
import { referralPageMeta } from './referral-page-meta.ts';
import type { RouteParams } from './route-pattern.ts';

/** What a page says about itself to crawlers and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Preview image: absolute, or a path on this origin (made absolute when written). */
  image?: string | null;
  /** The image's size in pixels, when known: a preview can lay its card out before fetching the image. */
  imageSize?: { width: number; height: number };
  /** What the image shows, for a preview read aloud. */
  imageAlt?: string;
  /** Open Graph type (default `website`). */
  type?: string;
  /** Keep the page out of search results (signed-in pages, the 404 page). */
  noindex?: boolean;
  /**
   * The page's own address on this origin when the request's path alone is not it: a query parameter that
   * chooses what the page shows (`/refer/x?campaign={id}`). Default: the request's path, without its query
   * (tracking parameters such as `utm_source` are not part of a page's address).
   */
  path?: string;
  /**
   * The address search engines should index instead of this one, when this page is a variant of another (a
   * personal referral link is its business's referral page). Default: the page's own address.
   */
  canonicalPath?: string;
  /**
   * The address itself is personal (a voucher's code, a sign-up's single-use token): it is not repeated in the
   * HTML (no canonical link, no `og:url`), where it would travel with every copy of the page.
   */
  personal?: boolean;
  /**
   * The API reads the page makes as it opens, as it asks for them (`/api/campaigns/slug/x`): announced in its
   * HTML (`./page-preloads.ts`), they start with the page's code instead of after it. Never on a personal
   * page, whose address is not repeated in its HTML.
   */
  reads?: readonly string[];
  /**
   * The image the page shows largest on its first screen, as the page shows it (a referral page's header, a
   * post's featured image with the `srcset` and `sizes` it is shown with): announced at high priority, so that
   * the browser asks for it with the page rather than once it has laid the page out (or once the page's code
   * has drawn it).
   */
  heroImage?: HeroImage;
  /**
   * Answers of {@link reads} the resolver already has (it read the page's subject to describe it): a
   * server-rendered page (`../site/server-render.ts`) is drawn from them instead of reading them again.
   */
  answers?: Readonly<Record<string, ServerRead>>;
  /**
   * A marketing page (the landing page, the blog, a post, a CMS page): the one kind of page that maintenance
   * mode closes and that carries the site's analytics code.
   */
  marketing?: boolean;
  /** The page has moved (a renamed slug): the request is answered `301` to this path instead. */
  redirectTo?: string;
  /** The page links the blog's RSS feed (`/rss.xml`): the blog and its posts. */
  feed?: boolean;
  /** A schema.org block written into the head as JSON-LD (a post's `Article`). */
  jsonLd?: Record<string, unknown>;
}

/** What a resolver knows about the request it describes. */
export interface PageMetaRequest {
  /** The request path as sent (percent-encoded). */
  path: string;
  /** The route's parameters, decoded (`/refer/:slug` gives `slug`). */
  params: RouteParams;
  /** The request's query string, for a page that a query parameter chooses (`?campaign={id}`). */
  query: URLSearchParams;
  /** For a page described by a service's data (a campaign's referral page asks the campaign service). */
  bus: Bus;
  /** Deadline of each bus request, the same as the API's: past it the page gets the site's meta. */
  timeoutMs: number;
  /** The stored uploads, to find an image's preview-sized copy. */
  files: FileStore;
  /** The site's content from the CMS's settings (its name, tagline and description). */
  site: SiteContent;
}

/** A page's meta, or null when the page's subject does not exist: the page then answers the 404 page. */
export type PageMetaResolver = (request: PageMetaRequest) => Promise<PageMeta | null>;

/** One row of the page-meta table: a route pattern of the remotes manifest and how its meta is found. */
export interface PageMetaRoute {
  /** A route pattern exactly as the remotes manifest lists it, e.g. `/campaign/:id`. */
  path: string;
  resolve: PageMetaResolver;
}

type Site = SiteContent['site'];

const titled = (site: Site, name: string) => `${name} | ${site.title}`;

/** The site's own title and description: what a page says when its resolver failed. */
export const sitePageMeta = (site: Site): PageMeta => ({ title: site.title, description: site.description });

/**
 * Signed-in pages show a business's own data: nothing for a search engine or a preview, so they all carry
 * the site's own title and description and stay out of the index. It is also the meta of a page route that
 * has no row in the table (a remote's route added by configuration): being listed is how a route says it is
 * public.
 */
export const signedInPageMeta = (site: Site): PageMeta => ({ ...sitePageMeta(site), noindex: true });

/**
 * A voucher's page, the e-mail confirmation page and the new-password page: one person's, reached by a code or a token in the
 * address. Nothing about the person, the voucher or the business is written into the HTML (it is read by
 * whatever previews the link), the address is not repeated, and the page stays out of search results.
 */
export const PERSONAL_PAGE = { noindex: true, personal: true } as const;

/** An image as an `<img>` shows it: its `src`, and the `srcset` and `sizes` a browser picks a copy from. */
export interface HeroImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** The meta of any path no remote owns; the shell shows its "page not found" card under it. */
export const notFoundPageMeta = (site: Site): PageMeta => ({
  title: titled(site, 'Page not found'),
  description: 'The page you are looking for does not exist or has moved.',
  noindex: true,
});

/**
 * The meta of each page route, first match wins. The landing page reads the site's content (its built-in
 * defaults until the CMS serves its settings); the referral page, its campaign.
 */
export const pageMetaRoutes: readonly PageMetaRoute[] = [
  {
    path: '/',
    resolve: async ({ site: { site } }) => ({
      title: `${site.title}: ${site.tagline}`,
      description: site.description,
      marketing: true,
      reads: ['/api/cms/settings/images'],
    }),
  },
  {
    path: '/login',
    resolve: async ({ site: { site } }) => ({
      title: titled(site, 'Sign in'),
      description: `Sign in to your ${site.title} account to run your referral campaigns and follow their results.`,
    }),
  },
  {
    path: '/forgot-password',
    resolve: async ({ site: { site } }) => ({
      title: titled(site, 'Forgot your password'),
      description: `Get a link to set a new password for your ${site.title} account.`,
    }),
  },
  {
    path: '/reset-password/:token',
    resolve: async ({ site: { site } }) => ({
      ...PERSONAL_PAGE,
      title: titled(site, 'Set a new password'),
      description: `Choose a new password for your ${site.title} account.`,
    }),
  },
  {
    path: '/referrer/login',
    resolve: async ({ site: { site } }) => ({
      title: titled(site, 'Referrer sign in'),
      description: `See how your referrals are doing, share your link and track your rewards on ${site.title}.`,
    }),
  },
  {
    path: '/referrer/login/:token',
    resolve: async ({ site: { site } }) => ({
      ...PERSONAL_PAGE,
      title: titled(site, 'Signing you in'),
      description: `Sign in to your ${site.title} referrer account with the link we e-mailed you.`,
    }),
  },
  {
    path: '/referrer/forgot-password',
    resolve: async ({ site: { site } }) => ({
      title: titled(site, 'Forgot your password'),
      description: `Get a link to set a new password for your ${site.title} referrer account.`,
    }),
  },
  {
    path: '/referrer/reset-password/:token',
    resolve: async ({ site: { site } }) => ({
      ...PERSONAL_PAGE,
      title: titled(site, 'Set a new password'),
      description: `Choose a new password for your ${site.title} referrer account.`,
    }),
  },
  {
    path: '/subscribe',
    resolve: async ({ site: { site } }) => ({
      title: titled(site, 'Choose your plan'),
      description: `Pick the ${site.title} plan that fits your business. Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial, no card needed.`,
    }),
  },
  { path: '/refer/:businessSlug', resolve: referralPageMeta },
  { path: '/refer/:businessSlug/:referralCode', resolve: referralPageMeta },
  {
    path: '/voucher/:code',
    resolve: async ({ site: { site } }) => ({
      ...PERSONAL_PAGE,
      title: titled(site, 'Your voucher'),
      description: 'Show this voucher at the business to claim your reward.',
    }),
  },
  {
    path: '/verify/:token',
    resolve: async ({ site: { site } }) => ({
      ...PERSONAL_PAGE,
      title: titled(site, 'Confirm your e-mail'),
      description: 'Confirm your e-mail address to finish signing up and receive your reward.',
    }),
  },
  {
    path: '/unsubscribe/:token',
    resolve: async ({ site: { site } }) => ({
      ...PERSONAL_PAGE,
      title: titled(site, 'Unsubscribe'),
      description: 'Turn off e-mails you no longer want.',
    }),
  },
  {
    path: '/unsubscribe/owner/:token',
    resolve: async ({ site: { site } }) => ({
      ...PERSONAL_PAGE,
      title: titled(site, 'Unsubscribe'),
      description: 'Turn off e-mails you no longer want.',
    }),
  },
  ...[
    '/dashboard',
    '/campaign-wizard',
    '/campaign/:id',
    '/campaign/:id/edit',
    '/campaign/:id/referees',
    '/campaign/:id/review',
    '/redeem',
    '/redeem/referral',
    // The referrer portal's signed-in pages: one person's referrals.
    '/referrer/campaigns',
    '/referrer/dashboard',
    '/referrer/rewards',
    '/referrer/friends',
    // The administrators' area, its sign-in page included: nothing there is for search engines.
    '/admin',
    '/admin/dashboard',
    '/admin/business/:id',
    '/admin/pages/edit/:id',
    '/admin/blog/new',
    '/admin/blog/edit/:id',
  ].map((path) => ({
    path,
    resolve: async ({ site: { site } }: PageMetaRequest) => signedInPageMeta(site),
  })),
  // Last: their catch-all `/:slug` is any one-segment path that no row above names.
  ...cmsPageMetaRoutes,
];

export interface PageMetaTagOptions {
  /** The page's own address (`og:url`); null for a page that has none (the 404 page, a personal page). */
  url: string | null;
  /** The address search engines should index (the canonical link); null for none. */
  canonical: string | null;
  /** The origin a relative image path is resolved against; null leaves only absolute images. */
  origin: string | null;
  /** The site's name (`og:site_name`). */
  siteName: string;
}

/**
 * The head tags of a page, every value escaped: title, description, robots, canonical link, Open Graph and
 * Twitter card. Images are written as absolute http(s) URLs (previews fetch them from elsewhere), with their
 * size and description when known; any other image value is left out.
 */
export function pageMetaTags(meta: PageMeta, options: PageMetaTagOptions): string[] {
  const image = meta.image ? absoluteHttpUrl(meta.image, options.origin) : null;
  const tags = [`<title>${escapeHtml(meta.title)}</title>`, metaTag('name', 'description', meta.description)];
  if (meta.noindex) tags.push(metaTag('name', 'robots', 'noindex'));
  if (options.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(options.canonical)}" />`);
  tags.push(
    metaTag('property', 'og:type', meta.type ?? 'website'),
    metaTag('property', 'og:site_name', options.siteName),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
  );
  if (options.url) tags.push(metaTag('property', 'og:url', options.url));
  if (image) {
    tags.push(metaTag('property', 'og:image', image));
    if (meta.imageSize) {
      tags.push(
        metaTag('property', 'og:image:width', String(meta.imageSize.width)),
        metaTag('property', 'og:image:height', String(meta.imageSize.height)),
      );
    }
    if (meta.imageAlt) tags.push(metaTag('property', 'og:image:alt', meta.imageAlt));
  }
  tags.push(
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
  );
  if (image) tags.push(metaTag('name', 'twitter:image', image));
  if (image && meta.imageAlt) tags.push(metaTag('name', 'twitter:image:alt', meta.imageAlt));
  if (meta.feed) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${options.siteName} Blog`)}" href="/rss.xml" />`,
    );
  }
  if (meta.jsonLd) tags.push(jsonLdTag(meta.jsonLd, image));
  return tags;
}

/**
 * A JSON-LD block: JSON inside a script element, with `<` escaped so no value can close the element; its image
 * is the page's absolute preview image.
 */
function jsonLdTag(data: Record<string, unknown>, image: string | null): string {
  const json = JSON.stringify(image ? { ...data, image } : data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function absoluteHttpUrl(value: string, origin: string | null): string | null {
  try {
    const url = origin ? new URL(value, `${origin}/`) : new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
