import { readdirSync } from 'node:fs';
import type { MfeManifest } from '../static/mfe-manifest.ts';

/**
 * Top-level paths the gateway answers itself, whatever the MFE manifest says: its API, uploads, the
 * micro-frontends' files, its probes, and the public site's blog, CMS pages, previews and generated files.
 * A top-level path the gateway starts serving is added here, and its word is reserved from then on.
 */
export const GATEWAY_TOP_LEVEL_PATHS: readonly string[] = [
  'api',
  'uploads',
  'mfe',
  'mfe-manifest.json',
  'health',
  'ready',
  'preview',
  'blog',
  'cms',
  'sitemap.xml',
  'robots.txt',
  'rss.xml',
];

/**
 * The words a CMS page's slug cannot be, because `/{word}` already is something of this site: the first path
 * segment of every route of the loaded MFE manifest (a parameter such as `/:slug` reserves nothing), every
 * path the gateway serves itself, and every entry at the top of the static root (the shell's files).
 */
export function reservedPathWords(manifest: MfeManifest, staticRoot?: string): ReadonlySet<string> {
  const words = new Set(GATEWAY_TOP_LEVEL_PATHS);
  for (const remote of manifest.remotes) {
    for (const route of remote.routes) {
      const first = route.split('/').find((segment) => segment !== '');
      if (first !== undefined && !/^[:*]/.test(first)) words.add(first.toLowerCase());
    }
  }
  if (staticRoot !== undefined) {
    try {
      for (const entry of readdirSync(staticRoot)) words.add(entry.toLowerCase());
    } catch {
      // No built shell: nothing of it is served, so nothing of it is reserved.
    }
  }
  return words;
}
