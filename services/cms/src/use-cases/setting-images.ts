import type { EntityManager } from '@mikro-orm/sql';
import { CMS_SETTINGS, PUBLIC_SETTING_KEYS, type CmsSettingImages } from '@referrals/contracts';
import { responsiveImages, uploadedName } from './responsive-images.ts';
import { publicSettings } from './settings.ts';

/** The public settings that hold an image's address (the hero's background, the feature cards' pictures). */
const IMAGE_SETTING_KEYS = PUBLIC_SETTING_KEYS.filter((key) => CMS_SETTINGS[key] === 'image');

/** `cms.settings.images`: the library images the public image settings show, by their address. */
export async function settingImages(em: EntityManager): Promise<CmsSettingImages> {
  const settings = await publicSettings(em);
  const addresses = IMAGE_SETTING_KEYS.map((key) => settings[key]?.trim() ?? '');
  const images = await responsiveImages(
    em,
    addresses.flatMap((address) => uploadedName(address) ?? []),
  );
  return Object.fromEntries(
    addresses.flatMap((address) => {
      const image = images.get(uploadedName(address) ?? '');
      return image ? [[address, image]] : [];
    }),
  );
}
