import { adminRoutes } from './admin.ts';
import { campaignRoutes } from './campaign.ts';
import { cmsRoutes } from './cms.ts';
import { identityRoutes } from './identity.ts';
import { notificationRoutes } from './notifications.ts';
import { referralRoutes } from './referral.ts';
import type { ApiRoute } from './types.ts';

export type { ApiRoute, HttpMethod, InputSchema, RouteAccess, SessionKind } from './types.ts';
export { accessLevels, BODY_METHODS, NO_INPUT, PATH_PARAMS } from './types.ts';

/** The whole /api contract the gateway serves. A path not listed here answers 404. */
export const apiRoutes: readonly ApiRoute[] = [
  ...identityRoutes,
  ...campaignRoutes,
  ...referralRoutes,
  ...notificationRoutes,
  ...adminRoutes,
  ...cmsRoutes,
];

export const API_PREFIX = '/api';

export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}
