import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CmsSubjects,
  PUBLIC_SETTING_KEYS,
  SERVER_DATA_ELEMENT_ID,
  SERVER_PAGE_ELEMENT_ID,
  serverDataJson,
  type CmsSettingImages,
  type RenderPage,
  type ServerPageData,
  type ServerRead,
} from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';
import type { ApiPayload } from '../api/router.ts';
import type { GatewayLogger } from '../logger.ts';
import type { MfeManifest } from '../static/mfe-manifest.ts';
import type { PageMeta } from '../static/page-meta.ts';
import { MFE_NAMES } from '../static/static-files.ts';

/**
 * Server-rendered marketing pages (docs/adr/0022-server-rendered-public-pages.md). A remote's entry in the
 * MFE manifest may name its server build (`server`: `/mfe/public/server/render.mjs`), an ES module exporting
 * `renderPage` (`RenderPage` of the contracts) and built with its stylesheet beside it (`render.css`). The
 * gateway imports it once at start and, for each marketing page that remote owns, writes the page it renders
 * into the HTML, with the data it was rendered from as a JSON block: the browser app starts from that data,
 * draws the same page and takes over in one frame.
 *
 * Whatever fails (a build that is missing or does not load, a read or a render that throws) is logged and the
 * page is served as before, the shell alone: server rendering is a head start, never a reason for an error.
 */
export interface ServerRenderer {
  render: RenderPage;
  /** The stylesheet of what the renderer draws, written into the page's head. */
  stylesheet: string;
}

/** The remotes' server builds, by remote name; a remote without one (or whose build did not load) is absent. */
export type ServerRenderers = ReadonlyMap<string, ServerRenderer>;

/** The file of a manifest path (`/mfe/<name>/...`) under the folder the gateway serves it from, or null. */
export function serverBuildFile(staticRoot: string, path: string): string | null {
  const [, mfe, name, ...rest] = path.split('/');
  if (mfe !== 'mfe' || !MFE_NAMES.some((known) => known === name) || rest.length === 0) return null;
  const root = join(staticRoot, `mfe-${name}`, 'dist');
  const file = resolvePath(root, ...rest);
  return relative(root, file).startsWith('..') ? null : file;
}

/**
 * Imports the server build of every remote that lists one. Only paths this gateway serves are supported (an
 * http(s) address is refused by the manifest's validation): a build is code the gateway runs, so it comes
 * from the files deployed with it, never from the network.
 */
export async function loadServerRenderers(
  manifest: MfeManifest,
  staticRoot: string,
  logger: GatewayLogger,
): Promise<ServerRenderers> {
  const renderers = new Map<string, ServerRenderer>();
  for (const remote of manifest.remotes) {
    if (remote.server === undefined) continue;
    const file = serverBuildFile(staticRoot, remote.server);
    try {
      if (file === null) throw new Error(`${remote.server} is not a path under /mfe/<name>/`);
      const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
      if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
      const stylesheet = await readFile(join(dirname(file), 'render.css'), 'utf8').catch(() => '');
      renderers.set(remote.name, { render: module.renderPage as RenderPage, stylesheet });
    } catch (err) {
      logger.warn(
        { err, remote: remote.name, server: remote.server },
        'server build could not be loaded: its pages are served without server rendering',
      );
    }
  }
  return renderers;
}

/**
 * API reads a page may make that no page resolver answers: how the gateway asks for each over the bus, and
 * what of the answer the page gets.
 */
const BUS_READS: Readonly<
  Record<string, { subject: string; query: Record<string, string>; read: (answer: unknown) => ServerRead }>
> = {
  '/api/cms/settings/images': {
    subject: CmsSubjects.settingImages,
    query: {},
    read: (answer) => ({ body: answer as CmsSettingImages }),
  },
};

export interface ServerPageRequest {
  renderer: ServerRenderer;
  path: string;
  search: string;
  meta: PageMeta;
  /** Every setting; only the public ones reach the page. */
  settings: Readonly<Record<string, string>>;
  bus: Bus;
  timeoutMs: number;
  logger: GatewayLogger;
  requestId?: string;
}

/** What a server-rendered page adds to the shell's HTML. */
export interface ServerPage {
  status: number;
  /** The renderer's stylesheet, and the rule hiding the shell's root while the server's copy is there. */
  headTags: string[];
  /** The page and its data block, before the shell's root. */
  body: string;
}

/**
 * The page rendered with its data, or null (not rendered: a read was not answered, the renderer declined or
 * failed). The page's reads are those of its meta: the ones its resolver already answered, the others asked
 * over the bus as the API would.
 */
export async function serverPage(request: ServerPageRequest): Promise<ServerPage | null> {
  const { renderer, path, search, meta } = request;
  try {
    const reads: Record<string, ServerRead> = {};
    for (const read of meta.reads ?? []) {
      const answer = meta.answers?.[read] ?? (await busRead(request, read));
      if (answer === null) return null;
      reads[read] = answer;
    }
    const data: ServerPageData = { settings: publicSettings(request.settings), reads };
    const rendered = renderer.render({ path, search, data });
    if (rendered === null) return null;
    return {
      status: rendered.status,
      headTags: [`<style>${renderer.stylesheet}#${SERVER_PAGE_ELEMENT_ID}~#root{display:none}</style>`],
      body:
        `<div id="${SERVER_PAGE_ELEMENT_ID}">${rendered.html}</div>` +
        `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${serverDataJson(data)}</script>`,
    };
  } catch (err) {
    request.logger.warn(
      { err, path, requestId: request.requestId },
      'page could not be rendered on the server: served without it',
    );
    return null;
  }
}

async function busRead(request: ServerPageRequest, path: string): Promise<ServerRead | null> {
  const known = BUS_READS[path];
  if (!known) return null;
  const answer = await request.bus.request<unknown>(
    known.subject,
    { params: {}, query: known.query, body: {} } satisfies ApiPayload,
    { timeoutMs: request.timeoutMs },
  );
  return known.read(answer);
}

function publicSettings(settings: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    PUBLIC_SETTING_KEYS.filter((key) => settings[key] !== undefined).map((key) => [key, settings[key]!]),
  );
}
