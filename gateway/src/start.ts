import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import {
  DEFAULT_ANSWER_CACHE,
  DEFAULT_SESSION_CACHE,
  openDiskFileStore,
  UPLOADS_DIR,
  withCurrentRequestId,
  type Bus,
  type FileStore,
} from '@referrals/service-kit';
import { AnswerCache, listenForAnswerChanges } from './api/answer-cache.ts';
import { listenForSessionChanges, SessionCache } from './api/session-cache.ts';
import { loadServerRenderers } from './site/server-render.ts';
import { PageCache } from './site/page-cache.ts';
import { SiteSettings } from './site/site-settings.ts';
import { createGatewayApp, type GatewayConfig } from './app.ts';
import type { GatewayLogger } from './logger.ts';
import type { ApiRoute } from './routes/index.ts';
import { loadHtmlTemplate } from './static/html-template.ts';
import { DEFAULT_MFE_MANIFEST_PATH, loadMfeManifest } from './static/mfe-manifest.ts';
import { loadPagePreloads } from './static/page-preloads.ts';
import type { PageMetaRoute } from './static/page-meta.ts';
import { DEFAULT_STATIC_ROOT } from './static/static-files.ts';

export type { GatewayConfig } from './app.ts';
export type { GatewayLogger } from './logger.ts';
export { apiRoutes, type ApiRoute } from './routes/index.ts';
export { renderApiReference } from './routes/reference.ts';
export { toHttpResponse } from './errors.ts';

/** Deadline of a bus request made for an /api call. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** Deadline of each service's health answer for /ready: a slow answer already means not ready. */
export const DEFAULT_READY_TIMEOUT_MS = 1_000;
/**
 * How long an idle keep-alive connection stays open: longer than clients (undici keeps one 4 s) and load
 * balancers (60 s) keep theirs, so that the server never closes one just as a client sends on it, which the
 * client sees as "other side closed" (Node's default is 5 s).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How long stop() lets in-flight requests finish before cutting their connections. */
const STOP_GRACE_MS = DEFAULT_REQUEST_TIMEOUT_MS + 2_000;

export interface StartGatewayOptions {
  bus: Bus;
  config: GatewayConfig;
  logger: GatewayLogger;
  /** Folder holding `shell/dist` and `mfe-<name>/dist` (default: the repository root). */
  staticRoot?: string;
  /** Remotes manifest file (default: env MFE_MANIFEST, then gateway/config/mfe-manifest.json). */
  manifestPath?: string;
  /**
   * Where uploads are kept and served from; the caller opens and closes it (see the kit's
   * `openFileStore`). Default: a disk store in `<config.dataDir>/uploads`, the all-in-one layout.
   */
  files?: FileStore;
  /** Folder for an upload while it is checked (default: a new folder under the OS's, removed on stop). */
  uploadTempDir?: string;
  requestTimeoutMs?: number;
  readyTimeoutMs?: number;
  /** Interface to listen on (default: all). */
  host?: string;
  /** Replaces the route table; for tests of the generic handler only. */
  routes?: readonly ApiRoute[];
  /** Replaces the page-meta table; for tests of resolvers that fail or find nothing. */
  pageMeta?: readonly PageMetaRoute[];
}

export interface RunningGateway {
  server: Server;
  /** Base URL for local callers, e.g. http://127.0.0.1:3000 */
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, closes idle keep-alive connections. */
  stop(): Promise<void>;
}

/** Validates the remotes manifest, builds the app and listens on `config.port` (0 picks a free port). */
export async function startGateway(options: StartGatewayOptions): Promise<RunningGateway> {
  const manifestPath = options.manifestPath ?? process.env.MFE_MANIFEST ?? DEFAULT_MFE_MANIFEST_PATH;
  const manifest = await loadMfeManifest(manifestPath);
  const staticRoot = options.staticRoot ?? DEFAULT_STATIC_ROOT;
  // Read and split once: a request only joins strings. Rebuilding the shell means restarting the gateway,
  // as deploying a new build does anyway.
  const shellTemplate = await loadHtmlTemplate(join(staticRoot, 'shell', 'dist', 'index.html'));
  if (!shellTemplate) {
    options.logger.warn(
      { staticRoot },
      'shell/dist/index.html not found: pages answer 404 until the shell is built and the gateway restarted',
    );
  }

  const files =
    options.files ??
    (await openDiskFileStore({ dir: join(options.config.dataDir ?? resolvePath('data'), UPLOADS_DIR) }));
  // One folder per gateway, so concurrent gateways (tests, replicas on one host) never share one.
  const uploadTempDir = options.uploadTempDir ?? (await mkdtemp(join(tmpdir(), 'referrals-upload-')));

  // Every bus request made while answering an HTTP request carries its id, whichever part of the gateway asks.
  const bus = withCurrentRequestId(options.bus);
  // Every replica hears identity's session events itself; the subscriptions end with the gateway.
  const sessions = new SessionCache(options.config.sessionCache ?? DEFAULT_SESSION_CACHE);
  const answers = new AnswerCache(options.config.answerCache ?? DEFAULT_ANSWER_CACHE);
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  // The CMS's settings are kept as long as the API's answers, and dropped by the same broadcasts.
  const site = new SiteSettings({
    bus,
    logger: options.logger,
    timeoutMs: requestTimeoutMs,
    ttlMs: (options.config.answerCache ?? DEFAULT_ANSWER_CACHE).ttlMs,
  });
  const subscriptions = [
    ...listenForSessionChanges(bus, sessions),
    ...listenForAnswerChanges(bus, answers),
    site.listen(),
  ];

  const app = createGatewayApp({
    bus,
    config: options.config,
    logger: options.logger,
    manifest,
    staticRoot,
    shellTemplate,
    preloads: shellTemplate && (await loadPagePreloads(manifest, staticRoot)),
    serverRenderers: await loadServerRenderers(manifest, staticRoot, options.logger),
    files,
    uploadTempDir,
    requestTimeoutMs,
    readyTimeoutMs: options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS,
    sessions,
    answers,
    site,
    // Kept as long as the API's answers, as many as the API keeps.
    pages: new PageCache(options.config.answerCache ?? DEFAULT_ANSWER_CACHE),
    routes: options.routes,
    pageMeta: options.pageMeta,
  });
  const server = createServer(
    { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1_000 },
    app.callback(),
  );

  const release = async (): Promise<void> => {
    await Promise.all(subscriptions.map((subscription) => subscription.drain()));
    if (!options.uploadTempDir) await rm(uploadTempDir, { recursive: true, force: true });
    if (!options.files) await files.close();
  };

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.config.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await release();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${urlHost(options.host)}:${port}`;

  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= closeGracefully(server).finally(release));
  return { server, url, stop };
}

async function closeGracefully(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve, reject) =>
    server.close((err) => (err ? reject(err) : resolve())),
  );
  // Keep-alive connections would hold close() open until the client drops them: close each one as soon
  // as it has no request in flight, and cut whatever is left once the grace period is over.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const cutoff = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cutoff);
  }
}

function urlHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
