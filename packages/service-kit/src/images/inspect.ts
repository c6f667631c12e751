import sharp from 'sharp';
import { ImageError } from './errors.ts';

/**
 * Largest image decoded, in pixels, every frame of an animation counted: a phone's 48-megapixel photo passes,
 * while a file of a few megabytes that inflates to gigabytes of pixels (a decompression bomb: a huge image of
 * one colour compresses to almost nothing) is refused from its header, before anything is decoded.
 */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;

/** The raster formats taken, by their MIME type, as sharp names them. */
export const IMAGE_FORMATS = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type ImageMimeType = keyof typeof IMAGE_FORMATS;
export type ImageFormat = (typeof IMAGE_FORMATS)[ImageMimeType];

/** What an image's header says, read without decoding its pixels. */
export interface ImageHeader {
  format: ImageFormat;
  mimeType: ImageMimeType;
  /** Of one frame, before any EXIF rotation. */
  width: number;
  height: number;
  /** Frames of an animation; 1 for a still image. */
  pages: number;
  /** A palette image (PNG, GIF): encoded again with a palette, or it would grow several times. */
  palette: boolean;
}

const MIME_TYPE_OF = Object.fromEntries(
  Object.entries(IMAGE_FORMATS).map(([mimeType, format]) => [format, mimeType]),
) as Record<ImageFormat, ImageMimeType>;

/**
 * Reads the header only and refuses what must not be decoded: anything but PNG, JPEG, GIF or WebP (whatever
 * else libvips could open, SVG included), and more than `maxPixels` pixels over all frames.
 */
export async function inspectImage(
  bytes: Uint8Array,
  maxPixels: number = IMAGE_MAX_INPUT_PIXELS,
): Promise<ImageHeader> {
  if (bytes.length === 0) throw new ImageError('unreadable');
  // No limit for reading the header itself: past libvips's own limit it would call the image unreadable,
  // where the uploader should hear that it is too large.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((cause: unknown) => {
      throw new ImageError('unreadable', { cause });
    });
  const format = metadata.format as string;
  if (!(format in MIME_TYPE_OF)) throw new ImageError('unreadable');
  const pages = metadata.pages ?? 1;
  const { width, height } = metadata;
  if (!(width > 0 && height > 0)) throw new ImageError('unreadable');
  if (width * height * pages > maxPixels) throw new ImageError('tooManyPixels');
  return {
    format: format as ImageFormat,
    mimeType: MIME_TYPE_OF[format as ImageFormat],
    width,
    height,
    pages,
    palette: metadata.isPalette,
  };
}
