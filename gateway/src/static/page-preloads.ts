import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteOwning } from '@referrals/contracts';
import { escapeHtml } from './html-template.ts';
import type { MfeManifest } from './mfe-manifest.ts';
import type { HeroImage } from './page-meta.ts';
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
  tagsFor(path: string, reads: readonly string[], options?: PreloadOptions): string[];
}

export interface PreloadOptions {
  /**
   * The page's content is in its HTML (a server-rendered page): its code is not announced. The reader needs
   * none of it to read, and the browser would fetch it before painting what is already there (Lighthouse's
   * largest contentful paint of the landing page, the blog and a post went from 1.46-1.58 s to 1.66-1.84 s
   * with the code announced, even at low priority); the app takes over once its own chain has arrived.
   */
  rendered?: boolean;
  /** The image the page shows largest on its first screen (`PageMeta.heroImage`): fetched first. */
  image?: HeroImage;
}

/** The part of a remote's `mf-manifest.json` (Module Federation 2) that names what `./App` needs first. */
interface RemoteBuildManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

/** The module the shell renders of every remote. */
const APP_EXPOSE = './App';

/** A file to announce: its address, destination and credentials mode. */
interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
  crossorigin?: string;
}

/**
 * Reads, once at start, the shell's and each remote's build manifest from the built files this gateway serves
 * (`<root>/shell/dist`, `<root>/mfe-<name>/dist`, see `./static-files.ts`). A remote served from elsewhere (an
 * entry that is not one of those folders) or not built yet gets no code preloads: its pages still work, only
 * without the head start.
 */
export async function loadPagePreloads(manifest: MfeManifest, staticRoot: string): Promise<PagePreloads> {
  const remoteCode = new Map<string, Preload[]>();
  for (const remote of manifest.remotes) {
    const code = await remoteCodePreloads(remote.entry, staticRoot);
    if (code.length > 0) remoteCode.set(remote.name, code);
  }
  const always: Preload[] = [
    { href: REMOTES_MANIFEST_PATH, as: 'fetch', crossorigin: 'use-credentials' },
    ...(await shellSharedPreloads(staticRoot)),
  ];
  return {
    tagsFor(path, reads, { rendered = false, image } = {}) {
      const owner = remoteOwning(manifest, path);
      const code = rendered ? [] : [...always, ...((owner && remoteCode.get(owner)) || [])];
      return [
        ...(image ? [imagePreloadTag(image)] : []),
        ...code.map(preloadTag),
        ...reads.map((read) => preloadTag({ href: read, as: 'fetch', crossorigin: 'use-credentials' })),
      ];
    },
  };
}

/** The shared part of the shell's manifest (Module Federation 2): the files of each shared library. */
interface ShellBuildManifest {
  shared?: { assets?: { js?: { sync?: unknown } } }[];
}

/**
 * The files of the libraries the shell shares with every remote (React, ReactDOM): every page loads them right
 * after the shell's entry, which alone would name them.
 */
async function shellSharedPreloads(staticRoot: string): Promise<Preload[]> {
  let built: ShellBuildManifest;
  try {
    built = JSON.parse(await readFile(join(staticRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8'));
  } catch {
    return [];
  }
  return (built.shared ?? [])
    .flatMap((shared) => fileNames(shared.assets?.js?.sync))
    .map((file) => ({ href: `/${file}`, as: 'script' }));
}

async function remoteCodePreloads(entry: string, staticRoot: string): Promise<Preload[]> {
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
    { href: entry, as: 'fetch', crossorigin: 'anonymous' },
    { href: `${base}${entryFile}`, as: 'script' },
    ...fileNames(app.assets?.js?.sync).map((file): Preload => ({ href: `${base}${file}`, as: 'script' })),
    ...fileNames(app.assets?.css?.sync).map((file): Preload => ({ href: `${base}${file}`, as: 'style' })),
  ];
}

function fileNames(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((file): file is string => typeof file === 'string' && /^[\w.-]+$/.test(file))
    : [];
}

function preloadTag({ href, as, crossorigin }: Preload): string {
  const cors = crossorigin ? ` crossorigin="${crossorigin}"` : '';
  return `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${cors} />`;
}

/** An image's preload: with a `srcset`, the browser fetches the very copy the `<img>` will choose. */
function imagePreloadTag({ src, srcset, sizes }: HeroImage): string {
  const choice = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}"${sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ''}`
    : '';
  return `<link rel="preload" href="${escapeHtml(src)}" as="image"${choice} fetchpriority="high" />`;
}
