import { healthSubject, REQUEST_ID_HEADER, SERVICE_NAMES, type ServiceName } from '@referrals/contracts';
import { Router } from '@koa/router';
import type { Bus } from '@referrals/service-kit';
import type { Middleware } from 'koa';
import type { MfeManifest } from './static/mfe-manifest.ts';
import type { GatewayState } from './state.ts';

export interface GatewayEndpointsOptions {
  bus: Bus;
  manifest: MfeManifest;
  /** Deadline of each service's health answer for /ready. */
  readyTimeoutMs: number;
}

/** What /ready reports per service: its own status word, or why it did not answer. */
export type ServiceReadiness = Record<ServiceName, string>;

/** The gateway's own endpoints outside /api: liveness, readiness, and the runtime remotes manifest. */
export function gatewayEndpoints(options: GatewayEndpointsOptions): Middleware<GatewayState> {
  const router = new Router<GatewayState>();
  const manifestBody = JSON.stringify(options.manifest);

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
