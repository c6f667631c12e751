import type { EntityManager } from '@mikro-orm/sql';
import { uploadUrl, type MediaUsage } from '@referrals/contracts';
import { serviceTable } from '@referrals/service-kit';
import type { MediaFile } from '../entities/media-file.ts';
import { storedNamesOf } from './media-files.ts';

/** Characters a stored name may hold: an address followed by one of them names another file. */
const NAME_CHARACTER = /[A-Za-z0-9._-]/;

/** Whether `text` holds one of `urls` as a whole address (`/uploads/a.png` is not in `/uploads/a.png2`). */
function mentions(text: string | null, urls: string[]): boolean {
  if (!text) return false;
  return urls.some((url) => {
    for (let at = text.indexOf(url); at !== -1; at = text.indexOf(url, at + 1)) {
      const next = text[at + url.length];
      if (next === undefined || !NAME_CHARACTER.test(next)) return true;
    }
    return false;
  });
}

interface ItemRow {
  id: string;
  title: string;
  content: string;
  featured_image: string | null;
}

/**
 * Where a media file, or one of its WebP copies, is used: the pages and posts whose content or featured image
 * name it and the settings whose value does, pages then posts by title, then settings by key. The database
 * narrows the rows down by the names' common start; each is then checked for a whole address.
 */
export async function mediaUsagesOf(
  em: EntityManager,
  file: Pick<MediaFile, 'filename' | 'variantWidths'>,
): Promise<MediaUsage[]> {
  const urls = storedNamesOf(file).map(uploadUrl);
  const stem = uploadUrl(file.filename.replace(/\.[^.]*$/, ''));
  const items = async (kind: 'page' | 'post', table: string): Promise<MediaUsage[]> => {
    const rows = await em.execute<ItemRow[]>(
      `select id, title, content, featured_image from ${serviceTable(em, table)}
       where strpos(content, ?) > 0 or strpos(coalesce(featured_image, ''), ?) > 0
       order by title, id`,
      [stem, stem],
    );
    return rows
      .filter((row) => mentions(row.content, urls) || mentions(row.featured_image, urls))
      .map((row) => ({ kind, id: row.id, title: row.title }));
  };
  const settings = await em.execute<Array<{ key: string; value: string }>>(
    `select key, value from ${serviceTable(em, 'cms_setting')} where strpos(value, ?) > 0 order by key`,
    [stem],
  );
  return [
    ...(await items('page', 'cms_page')),
    ...(await items('post', 'blog_post')),
    ...settings
      .filter((row) => mentions(row.value, urls))
      .map((row): MediaUsage => ({ kind: 'setting', id: row.key, title: row.key })),
  ];
}

/** "Used by page “About”, post “Launch”, setting hero_background_image". */
export function describeUsages(usages: MediaUsage[]): string {
  const names = usages.map((usage) =>
    usage.kind === 'setting' ? `setting ${usage.id}` : `${usage.kind} “${usage.title}”`,
  );
  return `Used by ${names.join(', ')}`;
}
