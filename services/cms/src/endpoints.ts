import type { Endpoint } from '@referrals/service-kit';

/**
 * Every bus endpoint of the CMS service. None yet besides `cms.health`, which the kit adds: settings, pages,
 * the blog and media arrive with the CMS issue (docs: ../README.md).
 */
export const cmsEndpoints: Record<string, Endpoint> = {};
