/**
 * An image of the CMS's media library shown in a 16:9 box (a card's picture, a page's featured image).
 * Decorative: a heading next to it says what it illustrates. The size attributes give the browser the box's
 * shape before the file arrives, so nothing below it moves (the stylesheet sets `aspect-ratio: 16 / 9`).
 */
export function CoverImage({
  src,
  className,
  eager = false,
}: {
  src: string;
  className: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={1200}
      height={675}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
