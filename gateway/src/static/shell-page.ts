import { remoteOwning, type SiteContent } from '@referrals/contracts';
import type { Bus, FileStore } from '@referrals/service-kit';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import { gatewayError } from '../errors.ts';
import { SESSION_COOKIES } from '../api/session-cookie.ts';
import type { GatewayLogger } from '../logger.ts';
import { originOf } from '../middleware/csrf.ts';
import type { HtmlTemplate } from './html-template.ts';
import type { MfeManifest } from './mfe-manifest.ts';
import type { PagePreloads } from './page-preloads.ts';
import { analyticsInjection } from '../site/analytics.ts';
import {
  MAINTENANCE_CONTENT_SECURITY_POLICY,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  maintenancePage,
} from '../site/maintenance.ts';
import { PageCache, type CachedPage } from '../site/page-cache.ts';
import { serverPage, type ServerRenderers } from '../site/server-render.ts';
import type { SiteSettings } from '../site/site-settings.ts';
import {
  notFoundPageMeta,
  pageMetaTags,
  signedInPageMeta,
  sitePageMeta,
  type PageMeta,
  type PageMetaRoute,
} from './page-meta.ts';
import { compileRoutePattern, type RouteMatcher } from './route-pattern.ts';

/** Answers a page request with the shell's HTML, its head filled in for that page. */
export type ShellPage = (ctx: Context) => Promise<void>;

export interface ShellPageOptions {
  template: HtmlTemplate;
  /** Which paths are pages: the routes the remotes own. Any other path answers the 404 page. */
  manifest: MfeManifest;
  metaRoutes: readonly PageMetaRoute[];
  bus: Bus;
  /** Deadline of a resolver's bus requests. */
  requestTimeoutMs: number;
  /** The stored uploads, for resolvers that show one (the referral page's header image). */
  files: FileStore;
  logger: GatewayLogger;
  /** Origin of canonical and image URLs; without it, the request's own origin. */
  publicUrl?: string | null;
  /** What each page downloads first, announced in its head (`./page-preloads.ts`); null for none. */
  preloads?: PagePreloads | null;
  /** The CMS's settings: the site's name for every page, maintenance mode and the analytics code. */
  site: SiteSettings;
  /** The remotes' server builds: a marketing page of one of them is served with its content rendered in. */
  renderers?: ServerRenderers;
  /** The marketing pages last served, answered again while the site has not changed; none when absent. */
  pages?: PageCache;
}

/**
 * Link previews (WhatsApp, Facebook, X) and most crawlers run no JavaScript, so each page's title,
 * description, canonical URL and Open Graph / Twitter tags are written into the HTML here, on the server.
 * Patterns are compiled once; a request matches them, awaits one resolver and joins a few strings.
 * A path no remote owns answers 404 with the same page, so the shell still shows its "not found" card.
 * A path that names a file (see {@link isFilePath}) is never a page: it was not found among the built
 * files, so it gets a plain 404, never HTML that a script tag or a scanner would take for the file.
 * A page whose subject moved (a renamed slug) answers 301 to its new address; a marketing page answers the
 * maintenance page (503) while maintenance mode is on, and otherwise carries the site's analytics code.
 */
export function shellPage(options: ShellPageOptions): ShellPage {
  const pages = options.manifest.remotes.flatMap((remote) => remote.routes.map(compileRoutePattern));
  const metaRoutes = options.metaRoutes.map((route) => ({ route, match: compileRoutePattern(route.path) }));
  const publicOrigin = originOf(options.publicUrl);

  return async (ctx) => {
    if (isFilePath(ctx.path)) throw gatewayError('NotFoundError', 'Not found');
    // Koa's ctx.origin is the Origin request header; the request's own origin is built as the CSRF check
    // builds it. A Host that makes no origin leaves the page without absolute URLs rather than wrong ones.
    const origin = publicOrigin ?? originOf(`${ctx.protocol}://${ctx.host}`);
    const site = await options.site.get(ctx.state.requestId);
    const { settings, content } = site;
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity') || null;
    // A visitor who is not signed in gets the app only when they reach for it; a signed-in one at once, so the
    // header shows their dashboard link (the server's copy is the same for everyone: signed out).
    const onDemand = !carriesSession(ctx);
    const cacheKey =
      options.pages?.enabled && !carriesAnalytics(settings)
        ? PageCache.keyOf(`${ctx.path}${ctx.search}`, encoding, onDemand)
        : null;
    const kept = cacheKey === null ? undefined : options.pages!.lookup(cacheKey, site);
    if (kept) return sendPage(ctx, kept);

    const meta = isPage(pages, ctx.path) ? await resolveMeta(ctx, content) : null;
    if (meta?.redirectTo !== undefined) {
      ctx.redirect(ctx.querystring ? `${meta.redirectTo}?${ctx.querystring}` : meta.redirectTo);
      ctx.status = 301;
      return;
    }
    if (meta?.marketing && content.maintenanceMode) {
      ctx.status = 503;
      ctx.set({
        'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS),
        'Content-Security-Policy': MAINTENANCE_CONTENT_SECURITY_POLICY,
      });
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = maintenancePage(content);
      return;
    }
    const analytics = meta?.marketing
      ? analyticsInjection(settings.analytics_code ?? '', settings.analytics_hosts ?? '')
      : null;
    if (analytics) ctx.set('Content-Security-Policy', analytics.contentSecurityPolicy);
    const owner = meta?.marketing ? remoteOwning(options.manifest, ctx.path) : null;
    const renderer = owner === null ? undefined : options.renderers?.get(owner);
    const server =
      meta && renderer
        ? await serverPage({
            renderer,
            path: ctx.path,
            search: ctx.search,
            meta,
            settings,
            bus: options.bus,
            timeoutMs: options.requestTimeoutMs,
            logger: options.logger,
            requestId: ctx.state.requestId,
          })
        : null;
    const status = server?.status ?? (meta ? 200 : 404);
    const described = meta !== null && !meta.personal && origin !== null;
    const ownPath = meta?.path ?? canonicalPath(ctx.path);
    // A server-rendered page carries its reads' answers: the browser has nothing to fetch early.
    const reads = meta && !meta.personal && !server ? (meta.reads ?? []) : [];
    const page = compressed(
      status,
      encoding,
      options.template.render(
        [
          ...pageMetaTags(meta ?? notFoundPageMeta(content.site), {
            url: described ? `${origin}${ownPath}` : null,
            canonical: described ? `${origin}${meta.canonicalPath ?? ownPath}` : null,
            origin,
            siteName: content.site.title,
          }),
          ...(analytics?.tags ?? []),
          ...(server?.headTags ?? []),
        ],
        // After the shell's entry script, which the browser should ask for first.
        options.preloads?.tagsFor(ctx.path, reads, {
          rendered: server !== null,
          image: meta && !meta.personal ? meta.heroImage : undefined,
        }),
        server?.body,
        server !== null && onDemand,
      ),
    );
    if (cacheKey !== null && meta?.marketing && status === 200) options.pages!.remember(cacheKey, site, page);
    sendPage(ctx, page);
  };

  async function resolveMeta(ctx: Context, site: SiteContent): Promise<PageMeta | null> {
    for (const { route, match } of metaRoutes) {
      const params = match(ctx.path);
      if (!params) continue;
      try {
        return await route.resolve({
          path: ctx.path,
          params,
          query: new URLSearchParams(ctx.querystring),
          bus: options.bus,
          timeoutMs: options.requestTimeoutMs,
          files: options.files,
          site,
        });
      } catch (err) {
        // The page itself still works in a browser: describe it as the site rather than fail it, and
        // without noindex, so a passing fault does not take a public page out of search results.
        options.logger.warn(
          { err, path: ctx.path, route: route.path, requestId: ctx.state.requestId },
          'page meta could not be resolved',
        );
        return sitePageMeta(site.site);
      }
    }
    return signedInPageMeta(site.site);
  }
}

/**
 * The page compressed as the browser accepts it, brotli or else gzip. The built files are compressed once, at
 * build time; a page is made per request (a server-rendered post is some 50 KB of text, 9 KB compressed), so
 * it is compressed here, at a fast level: about a millisecond (a kept marketing page is not compressed again).
 */
function compressed(status: number, encoding: string | null, html: string): CachedPage {
  if (encoding === 'br') {
    const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return { status, encoding, body };
  }
  if (encoding === 'gzip') return { status, encoding, body: gzipSync(html, { level: 6 }) };
  return { status, encoding: null, body: html };
}

function sendPage(ctx: Context, page: CachedPage): void {
  ctx.status = page.status;
  ctx.type = 'text/html; charset=utf-8';
  if (page.encoding) ctx.set('Content-Encoding', page.encoding);
  ctx.body = page.body;
}

/** Whether the request carries a session cookie (a hint only: the page shows nothing of the session). */
function carriesSession(ctx: Context): boolean {
  return Object.values(SESSION_COOKIES).some((cookie) => ctx.cookies.get(cookie) !== undefined);
}

/** Pages that carry the analytics code get a new script nonce each: they are never kept. */
function carriesAnalytics(settings: Readonly<Record<string, string>>): boolean {
  return (settings.analytics_code ?? '').trim() !== '';
}

/**
 * A path whose last segment has an extension (`/app.js`, `/x.map`, `/wp-login.php`) or with a dot-file
 * segment (`/.env`, `/.git/config`). Page routes have neither: ids are UUIDs, slugs letters, digits and
 * hyphens.
 */
export function isFilePath(path: string): boolean {
  return /\.[^/.]+$/.test(path) || /\/\./.test(path);
}

function isPage(pages: readonly RouteMatcher[], path: string): boolean {
  return pages.some((match) => match(path) !== null);
}

/** The route ignores a trailing slash, so its address has none (except the root's). */
function canonicalPath(path: string): string {
  return path.replace(/(.)\/+$/, '$1');
}
