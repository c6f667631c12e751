/**
 * Who is calling, as verified by the gateway. Services receive it in the `x-principal` bus header and
 * authorise every operation against their own data with it.
 */
export type Principal =
  | { kind: 'owner'; loginId: string; businessId: string; sessionId: string }
  | { kind: 'referrer'; referrerId: string }
  | { kind: 'admin'; adminId: string; role: AdminRole };

export type AdminRole = 'admin' | 'super_admin';

/** Who may call a gateway route. */
export type Access = 'public' | 'owner' | 'referrer' | 'admin' | 'super_admin';

export const PRINCIPAL_HEADER = 'x-principal';
export const REQUEST_ID_HEADER = 'x-request-id';
/** Client address as seen by the gateway, for rate limits. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
