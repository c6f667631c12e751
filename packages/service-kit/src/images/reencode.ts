import sharp, { type Sharp } from 'sharp';
import { ImageError } from './errors.ts';
import { IMAGE_MAX_INPUT_PIXELS, inspectImage, type ImageFormat, type ImageMimeType } from './inspect.ts';

export interface ReencodeImageOptions {
  /** Longest edge kept: a larger image is scaled down to it (never up). */
  maxEdge: number;
  /** Widths of the WebP copies wanted; only those narrower than the stored image are made. */
  variantWidths?: readonly number[];
  /** Default {@link IMAGE_MAX_INPUT_PIXELS}. */
  maxInputPixels?: number;
}

/** A WebP copy of an image at a narrower width, for `srcset`. */
export interface ImageVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ReencodedImage {
  /** The format of the input, kept. */
  mimeType: ImageMimeType;
  bytes: Buffer;
  width: number;
  /** Of one frame when animated. */
  height: number;
  /**
   * Whether every frame was kept: libvips reads and writes animated GIF and WebP, so an animation stays one
   * (its frame delays and loop count too).
   */
  animated: boolean;
  /** Narrowest first. */
  variants: ImageVariant[];
}

/**
 * Quality of the lossy encoders: visually the same as a camera's output, a fraction of its size. JPEG uses
 * libjpeg-turbo's encoder, not mozjpeg's: a 2000-pixel photo takes a fifth of the time for a file a tenth
 * larger.
 */
const QUALITY = 85;

/**
 * An uploaded image as the product keeps it: decoded (refused from its header past `maxInputPixels`, refused
 * when it does not decode to the end), turned upright as its EXIF orientation says, scaled down to `maxEdge`
 * and encoded again in its own format. What the upload carried besides the pixels is left behind: EXIF
 * (camera, GPS position), comments, ICC and XMP blocks, and any bytes hidden after the image data (a script
 * or archive appended to a PNG). Each copy is decoded from the upload itself, so JPEG's shrink-on-load makes
 * the narrow ones cheap; the work runs on libvips's threads, not the event loop.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  options: ReencodeImageOptions,
): Promise<ReencodedImage> {
  const maxInputPixels = options.maxInputPixels ?? IMAGE_MAX_INPUT_PIXELS;
  const header = await inspectImage(bytes, maxInputPixels);
  const animated = header.pages > 1;
  const decode = (): Sharp =>
    sharp(bytes, { animated, limitInputPixels: header.width * header.height * header.pages }).autoOrient();

  const main = await encode(
    decode().resize({
      width: options.maxEdge,
      height: options.maxEdge,
      fit: 'inside',
      withoutEnlargement: true,
    }),
    header.format,
    header.palette,
  );
  const widths = [...new Set(options.variantWidths ?? [])]
    .filter((width) => width < main.width)
    .sort((a, b) => a - b);
  const variants = await Promise.all(
    widths.map((width) => encode(decode().resize({ width }), 'webp', false)),
  );
  return {
    mimeType: header.mimeType,
    bytes: main.bytes,
    width: main.width,
    height: main.height,
    animated,
    variants: variants.map(({ width, height, bytes: variant }) => ({ width, height, bytes: variant })),
  };
}

async function encode(
  image: Sharp,
  format: ImageFormat,
  palette: boolean,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const encoder =
    format === 'jpeg'
      ? image.jpeg({ quality: QUALITY })
      : format === 'png'
        ? image.png({ palette })
        : format === 'gif'
          ? image.gif()
          : image.webp({ quality: QUALITY });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true }).catch((cause: unknown) => {
    throw new ImageError('unreadable', { cause });
  });
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
}
