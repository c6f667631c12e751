import { CmsSubjects, type CmsSiteIndex } from '@referrals/contracts';
import { Router } from '@koa/router';
import type { Bus } from '@referrals/service-kit';
import type { Context, Middleware } from 'koa';
import { originOf } from '../middleware/csrf.ts';
import type { GatewayState } from '../state.ts';
import { escapeHtml } from '../static/html-template.ts';
import type { SiteSettings } from './site-settings.ts';

/** Posts the feed lists: the newest. */
export const FEED_POSTS = 20;

export interface SiteFilesOptions {
  bus: Bus;
  site: SiteSettings;
  requestTimeoutMs: number;
  /** Origin of the listed addresses; without it, the request's own origin. */
  publicUrl?: string | null;
}

/**
 * The files crawlers and feed readers ask for: `/sitemap.xml` (the landing page, the blog, every published page
 * and post with its last change; never a preview or a signed-in page), `/robots.txt` (points to the sitemap and
 * keeps crawlers out of the admin area, preview links and the API) and `/rss.xml` (the newest published posts).
 * Each is built from the CMS's index of what is published; crawlers may keep them for a few minutes.
 */
export function siteFiles(options: SiteFilesOptions): Middleware<GatewayState> {
  const router = new Router<GatewayState>();
  const publicOrigin = originOf(options.publicUrl);
  const originFor = (ctx: Context): string =>
    publicOrigin ?? originOf(`${ctx.protocol}://${ctx.host}`) ?? 'http://localhost';
  const index = () =>
    options.bus.request<CmsSiteIndex>(CmsSubjects.siteIndex, {}, { timeoutMs: options.requestTimeoutMs });

  router.get('/robots.txt', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = robotsTxt(originFor(ctx));
  });

  router.get('/sitemap.xml', async (ctx) => {
    const origin = originFor(ctx);
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = sitemapXml(origin, await index());
  });

  router.get('/rss.xml', async (ctx) => {
    const origin = originFor(ctx);
    const [{ content }, published] = await Promise.all([options.site.get(ctx.state.requestId), index()]);
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.body = rssXml(origin, content.site, published);
  });

  // The router adds `params` and `router` to the context itself; its type insists they exist beforehand.
  return router.routes() as unknown as Middleware<GatewayState>;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /preview/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, index: CmsSiteIndex): string {
  const newestPost = index.posts.reduce<string | null>(
    (newest, post) => (newest === null || post.updatedAt > newest ? post.updatedAt : newest),
    null,
  );
  const entries: { path: string; lastmod: string | null }[] = [
    { path: '/', lastmod: index.settingsUpdatedAt },
    { path: '/blog', lastmod: newestPost },
    ...index.pages.map((page) => ({ path: `/${encodeURIComponent(page.slug)}`, lastmod: page.updatedAt })),
    ...index.posts.map((post) => ({
      path: `/blog/${encodeURIComponent(post.slug)}`,
      lastmod: post.updatedAt,
    })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function rssXml(
  origin: string,
  site: { title: string; description: string },
  index: CmsSiteIndex,
): string {
  const posts = [...index.posts]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, FEED_POSTS);
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      ...(post.excerpt ? [`      <description>${escapeHtml(post.excerpt)}</description>`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(`${site.title} Blog`)}</title>`,
    `    <link>${escapeHtml(`${origin}/blog`)}</link>`,
    `    <description>${escapeHtml(site.description)}</description>`,
    `    <atom:link href="${escapeHtml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
