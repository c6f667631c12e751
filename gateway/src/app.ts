import { DEFAULT_ABUSE_LIMITS, type Bus, type CacheSettings, type FileStore } from '@referrals/service-kit';
import Koa from 'koa';
import type { AnswerCache } from './api/answer-cache.ts';
import { reservedPathWords } from './api/reserved-words.ts';
import { apiMiddleware } from './api/router.ts';
import type { SessionCache } from './api/session-cache.ts';
import { gatewayEndpoints } from './endpoints.ts';
import { gatewayError } from './errors.ts';
import type { GatewayLogger } from './logger.ts';
import { csrfGuard } from './middleware/csrf.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { requestMetrics } from './middleware/metrics.ts';
import { requestContext } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { apiRoutes, type ApiRoute } from './routes/index.ts';
import { siteFiles } from './site/site-files.ts';
import type { ServerRenderers } from './site/server-render.ts';
import type { PageCache } from './site/page-cache.ts';
import type { SiteSettings } from './site/site-settings.ts';
import type { GatewayState } from './state.ts';
import type { HtmlTemplate } from './static/html-template.ts';
import type { MfeManifest } from './static/mfe-manifest.ts';
import { pageMetaRoutes, type PageMetaRoute } from './static/page-meta.ts';
import type { PagePreloads } from './static/page-preloads.ts';
import { shellPage } from './static/shell-page.ts';
import { staticFiles } from './static/static-files.ts';
import { serveUploads } from './uploads/serve-uploads.ts';
import { uploadEndpoint } from './uploads/upload-endpoint.ts';
import { uploadRoutes, type MediaSizeLimits, type UploadRouteLimits } from './uploads/upload-routes.ts';

/** The settings the gateway reads; the kit's PlatformConfig provides them. */
export interface GatewayConfig {
  port: number;
  /** Origin used in links; also trusted as a request origin by the CSRF check. */
  publicUrl?: string | null;
  /** Behind a reverse proxy: believe X-Forwarded-For/-Proto/-Host (client address, HTTPS, own origin). */
  trustProxy?: boolean;
  /** DATA_DIR: where the default file store keeps uploads (`<dataDir>/uploads`) when none is given. */
  dataDir?: string;
  /** How long and how many resolved owner sessions are kept (default: the kit's DEFAULT_SESSION_CACHE). */
  sessionCache?: CacheSettings;
  /** How long and how many answers of `answerCached` rows are kept (default: the kit's DEFAULT_ANSWER_CACHE). */
  answerCache?: CacheSettings;
  /** Upload attempts per login and per client address (default: the kit's DEFAULT_ABUSE_LIMITS). */
  limits?: UploadRouteLimits;
  /** The media library's largest file of each kind (default: MEDIA_KINDS' sizes). */
  mediaMaxBytes?: MediaSizeLimits;
}

export interface GatewayAppOptions {
  bus: Bus;
  config: GatewayConfig;
  logger: GatewayLogger;
  manifest: MfeManifest;
  staticRoot: string;
  /** The shell's index.html, read at start; null when it was not built. */
  shellTemplate: HtmlTemplate | null;
  /** What each page downloads first, announced in its head; none when absent. */
  preloads?: PagePreloads | null;
  /** Where uploaded files are kept and served from. */
  files: FileStore;
  /** Folder for an upload while it is checked (emptied after each request). */
  uploadTempDir: string;
  requestTimeoutMs: number;
  /** Owner sessions resolved lately (see api/session-cache.ts). */
  sessions: SessionCache;
  /** Answers of the `answerCached` rows (see api/answer-cache.ts). */
  answers: AnswerCache;
  /** The CMS's settings as the served pages need them (see site/site-settings.ts). */
  site: SiteSettings;
  /** The marketing pages last served (see site/page-cache.ts); none when absent. */
  pages?: PageCache;
  /** The remotes' server builds, loaded at start (see site/server-render.ts); none when absent. */
  serverRenderers?: ServerRenderers;
  readyTimeoutMs: number;
  routes?: readonly ApiRoute[];
  /** Replaces the page-meta table; for tests of resolvers that fail or find nothing. */
  pageMeta?: readonly PageMetaRoute[];
}

/** Assembles the Koa application; `startGateway` gives it a server. */
export function createGatewayApp(options: GatewayAppOptions): Koa<GatewayState> {
  const app = new Koa<GatewayState>();
  app.proxy = options.config.trustProxy === true;

  // Errors after the middleware chain (a static file stream failing mid-response) reach Koa's own
  // handler; route them to the logger instead of stderr.
  app.on('error', (err: unknown, ctx?: Koa.Context) => {
    options.logger.error({ err, requestId: ctx?.state?.requestId, path: ctx?.path }, 'response failed');
  });

  const uploads = uploadRoutes(options.config.limits ?? DEFAULT_ABUSE_LIMITS, options.config.mediaMaxBytes);
  app.use(requestMetrics());
  app.use(errorHandler(options.logger));
  app.use(requestContext(options.logger));
  app.use(securityHeaders());
  app.use(csrfGuard({ publicUrl: options.config.publicUrl }));
  // Before the /api table, which answers 404 for any /api path it has no row for (/api/openapi.json).
  app.use(
    gatewayEndpoints({
      bus: options.bus,
      manifest: options.manifest,
      readyTimeoutMs: options.readyTimeoutMs,
      routes: options.routes ?? apiRoutes,
      uploads,
    }),
  );
  app.use(
    uploadEndpoint({
      routes: uploads,
      bus: options.bus,
      files: options.files,
      requestTimeoutMs: options.requestTimeoutMs,
      sessions: options.sessions,
      logger: options.logger,
      tempDir: options.uploadTempDir,
    }),
  );
  app.use(
    apiMiddleware(options.routes ?? apiRoutes, {
      bus: options.bus,
      requestTimeoutMs: options.requestTimeoutMs,
      sessions: options.sessions,
      answers: options.answers,
      reservedWords: reservedPathWords(options.manifest, options.staticRoot),
      onSiteChanged: () => options.site.forget(),
    }),
  );
  app.use(serveUploads({ files: options.files }));
  app.use(
    siteFiles({
      bus: options.bus,
      site: options.site,
      requestTimeoutMs: options.requestTimeoutMs,
      publicUrl: options.config.publicUrl,
    }),
  );
  app.use(
    staticFiles({
      root: options.staticRoot,
      page:
        options.shellTemplate &&
        shellPage({
          template: options.shellTemplate,
          manifest: options.manifest,
          metaRoutes: options.pageMeta ?? pageMetaRoutes,
          bus: options.bus,
          requestTimeoutMs: options.requestTimeoutMs,
          files: options.files,
          logger: options.logger,
          publicUrl: options.config.publicUrl,
          preloads: options.preloads,
          site: options.site,
          renderers: options.serverRenderers,
          pages: options.pages,
        }),
    }),
  );
  app.use(async () => {
    throw gatewayError('NotFoundError', 'Not found');
  });
  return app;
}
