import type { Endpoint } from '@referrals/service-kit';

/**
 * Every bus endpoint of the CMS service. None yet besides `cms.health`, which the kit adds: settings, pages,
 * the blog and media arrive with the CMS issue (docs: ../README.md).
 * Each is declared with the kit's `endpoint({ access, params, body | query | message, handle })`.
 */
export const cmsEndpoints: Record<string, Endpoint> = {};
