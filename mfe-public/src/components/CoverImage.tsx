import { CMS_COLUMN_IMAGE_SIZES, type ResponsiveImage } from '@referrals/contracts';

/**
 * An image of the CMS's media library shown in a 16:9 box (a card's picture, a page's featured image).
 * Decorative: a heading next to it says what it illustrates. The size attributes give the browser the box's
 * shape before the file arrives, so nothing below it moves (the stylesheet sets `aspect-ratio: 16 / 9`). With
 * the library's `media` (its WebP copies), the browser fetches the narrowest copy that fills the box, whose
 * width `sizes` gives (by default the content column's).
 */
export function CoverImage({
  src,
  className,
  eager = false,
  media,
  sizes = CMS_COLUMN_IMAGE_SIZES,
}: {
  src: string;
  className: string;
  eager?: boolean;
  media?: ResponsiveImage | null;
  sizes?: string;
}) {
  return (
    <img
      className={className}
      src={src}
      srcSet={media?.srcset}
      sizes={media ? sizes : undefined}
      alt=""
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      // The first screen's image paints with the page rather than a frame after it (its largest paint).
      decoding={eager ? 'auto' : 'async'}
    />
  );
}
