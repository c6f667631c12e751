import type { CmsSettingImages, ResponsiveImage } from '@referrals/contracts';
import { useRead } from '@referrals/ui/light';
import { useServerRead } from '../../../lib/server-data.ts';
import { getSettingImages, SETTING_IMAGES_PATH } from '../api/site-settings.ts';

const NONE: CmsSettingImages = {};

/**
 * The size and `srcset` of the library images the settings show (the hero's background, the feature cards'
 * pictures): from the server-rendered page's data, else read once. `imageOf` answers undefined while the read
 * is under way (the hero's background waits rather than start a full-size download its `srcset` would have
 * spared; the cards' lazy pictures start only when scrolled to), null for an address without copies (shown as
 * it is).
 */
export function useSettingImages(): { imageOf: (address: string) => ResponsiveImage | null | undefined } {
  const served = useServerRead<CmsSettingImages>(SETTING_IMAGES_PATH);
  const read = useRead(['cms', 'settings', 'images'], (signal) => getSettingImages(signal), {
    initialData: served?.body,
  });
  const images = read.isPending ? null : (read.data ?? NONE);
  return { imageOf: (address) => (images === null ? undefined : (images[address] ?? null)) };
}
