import type { EntityManager } from '@mikro-orm/sql';
import {
  CMS_COLUMN_IMAGE_SIZES,
  mediaSrcset,
  type CmsPageDto,
  type ResponsiveImage,
} from '@referrals/contracts';
import { MediaFile } from '../entities/media-file.ts';
import { sanitizeCmsHtml } from '../rich-text.ts';

const UPLOADS = '/uploads/';

/** The stored name an `/uploads/` address names, or null for any other address. */
export function uploadedName(src: string | null | undefined): string | null {
  const value = src?.trim() ?? '';
  return value.startsWith(UPLOADS) ? value.slice(UPLOADS.length) : null;
}

/** The size and `srcset` of a library image, or null when the file is no image or has no WebP copies. */
export function responsiveImageOf(file: MediaFile): ResponsiveImage | null {
  if (file.width == null || file.height == null) return null;
  const srcset = mediaSrcset({
    filename: file.filename,
    width: file.width,
    variantWidths: file.variantWidths,
  });
  return srcset === null ? null : { width: file.width, height: file.height, srcset };
}

/** The library's images among `names`, by stored name. */
export async function responsiveImages(
  em: EntityManager,
  names: Iterable<string>,
): Promise<Map<string, ResponsiveImage>> {
  const wanted = [...new Set(names)];
  const files = wanted.length > 0 ? await em.find(MediaFile, { filename: { $in: wanted } }) : [];
  const images = new Map<string, ResponsiveImage>();
  for (const file of files) {
    const image = responsiveImageOf(file);
    if (image) images.set(file.filename, image);
  }
  return images;
}

/** The stored names of the `/uploads/` images of sanitised HTML (whose attributes are double-quoted). */
function contentImageNames(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="\/uploads\/([^"]+)"/g)].map((match) => match[1] as string);
}

/**
 * Sanitised content whose library images carry what lets a browser fetch no more than it shows: the stored
 * image's width and height (when the author gave neither), the `srcset` of its WebP copies and itself, the
 * `sizes` of the content column; every image loads lazily (and decodes off the page's paint) but the first
 * when no featured image comes before it (it is then likely the largest thing on the first screen). The result
 * goes through the allow-list again, so nothing added here escapes it. An image whose file is gone since keeps
 * the markup it had.
 */
export async function withResponsiveImages(
  em: EntityManager,
  html: string,
  options: { featuredImage: boolean },
): Promise<string> {
  const names = contentImageNames(html);
  if (names.length === 0) return html;
  const images = await responsiveImages(em, names);
  let first = true;
  return sanitizeCmsHtml(html, {
    image: (attribs) => {
      const name = uploadedName(attribs.src);
      if (name === null) return { ...attribs };
      const eager = first && !options.featuredImage;
      first = false;
      // The eager one paints with the page (decoded at once) rather than a frame after it.
      const changed: Record<string, string> = eager
        ? { ...attribs, loading: 'eager' }
        : { ...attribs, loading: 'lazy', decoding: 'async' };
      const image = images.get(name);
      if (image) {
        if (attribs.width === undefined && attribs.height === undefined) {
          changed.width = String(image.width);
          changed.height = String(image.height);
        }
        changed.srcset = image.srcset;
        changed.sizes = CMS_COLUMN_IMAGE_SIZES;
      }
      return changed;
    },
  });
}

/** The DTOs with `featuredImageMedia` filled (null when the featured image is none of the library's images). */
export async function withFeaturedImageMedia<T extends CmsPageDto>(
  em: EntityManager,
  items: T[],
): Promise<T[]> {
  const names = items.flatMap((item) => uploadedName(item.featuredImage) ?? []);
  const images = await responsiveImages(em, names);
  return items.map((item) => {
    const name = uploadedName(item.featuredImage);
    return { ...item, featuredImageMedia: (name !== null && images.get(name)) || null };
  });
}
