import type { CmsSettingImages } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui/light';

/** `GET /api/cms/settings` (public): the CMS's public settings, a key-to-value map of strings. */
export function getSiteSettings(signal?: AbortSignal): Promise<Record<string, string>> {
  return apiRequest<Record<string, string>>('GET', '/api/cms/settings', undefined, { signal });
}

/** Where the landing page's image details are read; a server-rendered landing page carries the answer under it. */
export const SETTING_IMAGES_PATH = '/api/cms/settings/images';

/**
 * `GET /api/cms/settings/images` (public): the size and `srcset` of each library image the settings show, by
 * its address; an address that is absent is shown as it is.
 */
export function getSettingImages(signal?: AbortSignal): Promise<CmsSettingImages> {
  return apiRequest<CmsSettingImages>('GET', SETTING_IMAGES_PATH, undefined, { signal });
}
