import { campaignRoutes } from './campaign.ts';
import { identityRoutes } from './identity.ts';
import type { ApiRoute } from './types.ts';

export type { ApiRoute, HttpMethod, InputSchema } from './types.ts';
export { BODY_METHODS } from './types.ts';

/** The whole /api contract the gateway serves. A path not listed here answers 404. */
export const apiRoutes: readonly ApiRoute[] = [...identityRoutes, ...campaignRoutes];

export const API_PREFIX = '/api';

export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}
