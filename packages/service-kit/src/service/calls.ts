import { PRINCIPAL_HEADER, type ServiceName, type ServicePrincipal } from '@referrals/contracts';
import { withDefaultHeaders } from '../bus/scoped.ts';
import type { Bus } from '../bus/types.ts';

/**
 * A view of `bus` whose requests carry the principal of service `service`: how a service calls another as
 * itself, which is the only way to reach a bus-only subject (`access: 'service'`). Use it for work the
 * service does on its own authority (a workflow step); to act for the person who asked, check their right
 * first in the calling service, then call as the service. The gateway never produces this principal.
 */
export function asService(bus: Bus, service: ServiceName): Bus {
  const principal: ServicePrincipal = { kind: 'service', service };
  return withDefaultHeaders(bus, { [PRINCIPAL_HEADER]: JSON.stringify(principal) });
}
