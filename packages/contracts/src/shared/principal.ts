import type { ServiceName } from './subjects.ts';

/**
 * Who is calling. Services receive it in the `x-principal` bus header and authorise every operation against
 * their own data with it. The gateway sets it from a session it verified, so it only ever forwards the
 * session kinds (owner, referrer, admin); `service` is set by a service calling another over the bus (see
 * docs/adr/0014-service-calls-and-workflows.md) and is the only kind a bus-only subject accepts.
 */
export type Principal =
  | { kind: 'owner'; loginId: string; businessId: string; sessionId: string }
  | { kind: 'referrer'; personId: string; sessionId: string }
  | { kind: 'admin'; adminId: string; role: AdminRole; sessionId: string }
  | ServicePrincipal;

/** A service calling another over the bus, e.g. the admin service duplicating a business. */
export interface ServicePrincipal {
  kind: 'service';
  service: ServiceName;
}

/** A signed-in business owner: their login, the business their session is on, and the session. */
export type OwnerPrincipal = Extract<Principal, { kind: 'owner' }>;
/**
 * A signed-in referrer: their person (one login per e-mail, every campaign they joined) and the session. The
 * referral service checks each referrer id a call names against the person's memberships.
 */
export type ReferrerPrincipal = Extract<Principal, { kind: 'referrer' }>;
/** A signed-in platform administrator, of either role. */
export type AdminPrincipal = Extract<Principal, { kind: 'admin' }>;

export type AdminRole = 'admin' | 'super_admin';

/** Who may call a gateway route. */
export type Access = 'public' | 'owner' | 'referrer' | 'admin' | 'super_admin';

export const PRINCIPAL_HEADER = 'x-principal';
export const REQUEST_ID_HEADER = 'x-request-id';
/** Client address as seen by the gateway, for rate limits. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
