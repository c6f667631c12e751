import { apiRequest } from '@referrals/ui/light';

/** `GET /api/cms/settings` (public): the CMS's public settings, a key-to-value map of strings. */
export function getSiteSettings(signal?: AbortSignal): Promise<Record<string, string>> {
  return apiRequest<Record<string, string>>('GET', '/api/cms/settings', undefined, { signal });
}
