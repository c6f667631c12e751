import { CMS_COLUMN_IMAGE_SIZES, type ResponsiveImage } from '@referrals/contracts';

/**
 * An image of the CMS's media library shown in a 16:9 box (a card's picture, a page's featured image).
 * Decorative: a heading next to it says what it illustrates. The size attributes give the browser the box's
 * shape before the file arrives, so nothing below it moves (the stylesheet sets `aspect-ratio: 16 / 9`). With
 * the library's `media` (its WebP copies), the browser fetches the narrowest copy that fills the box: the box
 * is as wide as the content column wherever this is used.
 */
export function CoverImage({
  src,
  className,
  eager = false,
  media,
}: {
  src: string;
  className: string;
  eager?: boolean;
  media?: ResponsiveImage | null;
}) {
  return (
    <img
      className={className}
      src={src}
      srcSet={media?.srcset}
      sizes={media ? CMS_COLUMN_IMAGE_SIZES : undefined}
      alt=""
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
