import type { Endpoint } from '@referrals/service-kit';

/**
 * Every bus endpoint of the admin service. None yet besides `admin.health`, which the kit adds: admin sign-in
 * and the admin dashboard's calls arrive with the administration issue (docs: ../README.md).
 * Each is declared with the kit's `endpoint({ access, params, body | query | message, handle })`.
 */
export const adminEndpoints: Record<string, Endpoint> = {};
