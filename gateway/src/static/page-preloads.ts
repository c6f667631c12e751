import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteOwning } from '@referrals/contracts';
import { escapeHtml } from './html-template.ts';
import type { MfeManifest } from './mfe-manifest.ts';
import { MFE_NAMES } from './static-files.ts';

/** Where the shell reads which remotes exist (the gateway's own route, `../endpoints.ts`). */
export const REMOTES_MANIFEST_PATH = '/mfe-manifest.json';

/**
 * The `<link rel="preload">` tags of a page: what it downloads before it can show anything, announced in its
 * HTML so that the browser fetches all of it at once.
 *
 * Without them a page's code arrives as a chain, each file named only by the one before: the shell's entry,
 * then the remotes manifest, then the owning remote's `mf-manifest.json`, then its entry and `./App`, then the
 * page's data. On a phone on 4G every link of that chain costs a round trip (about 150 ms, Lighthouse's mobile
 * preset); announced together they cost one. The tags match the requests the page makes itself (same URL,
 * destination and credentials), so nothing is downloaded twice: the shell's manifest read carries cookies
 * (`use-credentials`), the federation runtime's manifest fetch does not, scripts and styles load as classic
 * elements.
 */
export interface PagePreloads {
  /** The tags for a page at `path` reading `reads` (API paths, as the page asks for them) as it opens. */
  tagsFor(path: string, reads: readonly string[]): string[];
}

/** The part of a remote's `mf-manifest.json` (Module Federation 2) that names what `./App` needs first. */
interface RemoteBuildManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

/** The module the shell renders of every remote. */
const APP_EXPOSE = './App';

/**
 * Reads, once at start, each remote's build manifest from the built files this gateway serves
 * (`<root>/mfe-<name>/dist`, see `./static-files.ts`). A remote served from elsewhere (an entry that is not
 * one of those folders) or not built yet gets no code preloads: its pages still work, only without the head
 * start.
 */
export async function loadPagePreloads(manifest: MfeManifest, staticRoot: string): Promise<PagePreloads> {
  const remoteTags = new Map<string, string[]>();
  for (const remote of manifest.remotes) {
    const tags = await remoteCodeTags(remote.entry, staticRoot);
    if (tags.length > 0) remoteTags.set(remote.name, tags);
  }
  const always = [preloadTag(REMOTES_MANIFEST_PATH, 'fetch', 'use-credentials')];
  return {
    tagsFor(path, reads) {
      const owner = remoteOwning(manifest, path);
      return [
        ...always,
        ...((owner && remoteTags.get(owner)) || []),
        ...reads.map((read) => preloadTag(read, 'fetch', 'use-credentials')),
      ];
    },
  };
}

async function remoteCodeTags(entry: string, staticRoot: string): Promise<string[]> {
  const served = /^\/mfe\/([a-z]+)\/mf-manifest\.json$/.exec(entry);
  const name = served?.[1];
  if (!name || !(MFE_NAMES as readonly string[]).includes(name)) return [];
  let built: RemoteBuildManifest;
  try {
    built = JSON.parse(await readFile(join(staticRoot, `mfe-${name}`, 'dist', 'mf-manifest.json'), 'utf8'));
  } catch {
    return [];
  }
  const base = `/mfe/${name}/`;
  const remoteEntry = built.metaData?.remoteEntry;
  const app = built.exposes?.find((expose) => expose.path === APP_EXPOSE);
  if (typeof remoteEntry?.name !== 'string' || !app) return [];
  const entryFile = `${typeof remoteEntry.path === 'string' ? remoteEntry.path : ''}${remoteEntry.name}`;
  return [
    preloadTag(entry, 'fetch', 'anonymous'),
    preloadTag(`${base}${entryFile}`, 'script'),
    ...fileNames(app.assets?.js?.sync).map((file) => preloadTag(`${base}${file}`, 'script')),
    ...fileNames(app.assets?.css?.sync).map((file) => preloadTag(`${base}${file}`, 'style')),
  ];
}

function fileNames(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((file): file is string => typeof file === 'string' && /^[\w.-]+$/.test(file))
    : [];
}

function preloadTag(href: string, as: 'fetch' | 'script' | 'style', crossorigin?: string): string {
  const cors = crossorigin ? ` crossorigin="${crossorigin}"` : '';
  return `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${cors} />`;
}
