import { readdirSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { gatewayError } from '../errors.ts';
import { isApiPath } from '../routes/index.ts';
import type { ShellPage } from './shell-page.ts';

/** Microfrontends built next to the shell; `/mfe/<name>/` serves `<root>/mfe-<name>/dist`. */
export const MFE_NAMES = ['public', 'owner', 'referrer', 'admin'] as const;

/** The repository root: where `shell/dist` and each `mfe-<name>/dist` are built. */
export const DEFAULT_STATIC_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** A day: the site's icons and web app manifest, which browsers fetch by well-known names on every site. */
export const SITE_ICON_CACHE = 'public, max-age=86400';

/**
 * Files whose name stays the same from build to build: the shell's page and each remote's entry points
 * must be revalidated, or a deployed MFE would not reach browsers that cached its previous entry.
 */
const STABLE_ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);

/**
 * The shell build's icons and web app manifest (packages/rspack-config/src/site-icons.ts): stable names
 * (`/favicon.ico` is asked for by name), rarely changed, so a day's cache spares a revalidation per visit.
 */
const SITE_ICON_FILES = new Set([
  'favicon.ico',
  'icon.svg',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'manifest.webmanifest',
]);

/** rspack's `[contenthash]` is hex; a name carrying 8+ hex digits as a segment is content-addressed. */
const CONTENT_HASH = /(?:^|[._-])[0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;

/** Cache-Control for a built file, from its name (precompressed `.br`/`.gz` siblings count as the file). */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (STABLE_ENTRY_FILES.has(name)) return NO_CACHE;
  if (SITE_ICON_FILES.has(name)) return SITE_ICON_CACHE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}

export interface StaticOptions {
  /** Folder holding `shell/dist` and `mfe-<name>/dist`. */
  root: string;
  /** Answers every other path (`./shell-page.ts`); null when the shell was not built at start. */
  page: ShellPage | null;
}

/**
 * All-in-one hosting of the built apps. `/mfe/<name>/*` serves only that remote's files (404 otherwise);
 * every other GET that is not an API or upload path and not a shell file goes to `options.page`: the
 * shell's index.html with that page's head tags, because the shell's router owns the URL space, its 404
 * card included.
 */
export function staticFiles(options: StaticOptions): Middleware {
  const shellRoot = join(options.root, 'shell', 'dist');
  const shellFiles = builtFiles(shellRoot);
  const mfeRoots = new Map<string, string>(
    MFE_NAMES.map((name) => [name, join(options.root, `mfe-${name}`, 'dist')]),
  );

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const path = ctx.path;
    if (isApiPath(path) || isUnder(path, '/uploads')) return next();

    if (isUnder(path, '/mfe')) {
      const [, , name, ...rest] = path.split('/');
      const root = name === undefined ? undefined : mfeRoots.get(name);
      if (root && rest.length > 0 && (await sendFile(ctx, root, `/${rest.join('/')}`))) return;
      throw gatewayError('NotFoundError', 'Not found');
    }

    // A page's address is looked up among the build's files without touching the disk: asking koa-send first
    // cost every page a stat and a thrown 404 (a post's page kept in memory: 8,261 -> 9,452 req/s in the
    // bench, docs/performance.md).
    if (path !== '/' && shellFiles.has(path) && (await sendFile(ctx, shellRoot, path))) return;
    if (options.page) return options.page(ctx);
    // Nothing built at start (a gateway run without the shell): fall through to the JSON 404.
    return next();
  };
}

/**
 * The files of a build folder as request paths (`/main.3f2a9c1b.js`), listed once at start: a build is
 * deployed whole and the gateway started on it. None for a folder that is not there (nothing built).
 */
function builtFiles(root: string): ReadonlySet<string> {
  try {
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    return new Set(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`),
    );
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw err;
  }
}

async function sendFile(ctx: Context, root: string, path: string): Promise<boolean> {
  try {
    const served = await send(ctx, path, { root, setHeaders: cacheHeaders });
    return typeof served === 'string';
  } catch (err) {
    // koa-send reports a missing file 404, a path escaping the root 403, an undecodable path 400:
    // none of them is a file, which is all the caller asks.
    const status = (err as { status?: unknown }).status;
    if (status === 400 || status === 403 || status === 404) {
      ctx.remove('Content-Encoding');
      return false;
    }
    throw err;
  }
}

function cacheHeaders(res: ServerResponse, path: string): void {
  res.setHeader('Cache-Control', cacheControlFor(path));
  // koa-send may pick a precompressed sibling by Accept-Encoding; caches must key on it.
  res.setHeader('Vary', 'Accept-Encoding');
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
