import { healthSubject, REQUEST_ID_HEADER, SERVICE_NAMES, type ServiceName } from '@referrals/contracts';
import { Router } from '@koa/router';
import { etagMatches, strongEtag, type Bus } from '@referrals/service-kit';
import type { Middleware } from 'koa';
import { buildOpenApiDocument, OPENAPI_PATH } from './openapi/document.ts';
import type { ApiRoute } from './routes/index.ts';
import type { MfeManifest } from './static/mfe-manifest.ts';
import type { UploadRoute } from './uploads/upload-routes.ts';
import type { GatewayState } from './state.ts';

export interface GatewayEndpointsOptions {
  bus: Bus;
  manifest: MfeManifest;
  /** Deadline of each service's health answer for /ready. */
  readyTimeoutMs: number;
  /** The /api table and the upload routes, described at /api/openapi.json. */
  routes: readonly ApiRoute[];
  uploads: readonly UploadRoute[];
}

/** What /ready reports per service: its own status word, or why it did not answer. */
export type ServiceReadiness = Record<ServiceName, string>;

/**
 * The gateway's own endpoints: liveness, readiness, the runtime remotes manifest and the OpenAPI document
 * of the /api table.
 */
export function gatewayEndpoints(options: GatewayEndpointsOptions): Middleware<GatewayState> {
  const router = new Router<GatewayState>();
  const manifestBody = JSON.stringify(options.manifest);
  const openApiBody = JSON.stringify(buildOpenApiDocument(options.routes, options.uploads));
  const openApiTag = strongEtag(openApiBody);

  // Liveness says only that this process answers; a dead dependency must not get the gateway restarted.
  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/ready', async (ctx) => {
    const services = await checkServices(options.bus, options.readyTimeoutMs, ctx.state.requestId);
    const notReady = SERVICE_NAMES.filter((service) => services[service] !== 'ok');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = notReady.length === 0 ? 200 : 503;
    ctx.body =
      notReady.length === 0 ? { status: 'ready', services } : { status: 'not ready', notReady, services };
  });

  // Remote locations are runtime configuration: shells must see a changed manifest on their next load.
  router.get('/mfe-manifest.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'application/json';
    ctx.body = manifestBody;
  });

  // Public and the same for everyone; it changes only with a release, so caches keep it briefly and then
  // revalidate by tag.
  router.get(OPENAPI_PATH, (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.etag = openApiTag;
    ctx.type = 'application/json';
    if (etagMatches(ctx.get('if-none-match'), openApiTag)) {
      ctx.status = 304;
      return;
    }
    ctx.body = openApiBody;
  });

  // The router adds `params` and `router` to the context itself; its type insists they exist beforehand.
  return router.routes() as unknown as Middleware<GatewayState>;
}

async function checkServices(bus: Bus, timeoutMs: number, requestId: string): Promise<ServiceReadiness> {
  const answers = await Promise.all(
    SERVICE_NAMES.map(async (service) => {
      try {
        const reply = await bus.request<{ status?: unknown } | undefined>(
          healthSubject(service),
          {},
          { headers: { [REQUEST_ID_HEADER]: requestId }, timeoutMs },
        );
        const status = reply?.status;
        return [service, typeof status === 'string' ? status : 'ok'] as const;
      } catch (err) {
        const name = (err as { name?: unknown } | null)?.name;
        return [service, typeof name === 'string' ? name : 'Error'] as const;
      }
    }),
  );
  return Object.fromEntries(answers) as ServiceReadiness;
}
