import { PREVIEW_IMAGE } from '@referrals/contracts';
import sharp from 'sharp';
import { ImageError } from './errors.ts';
import { IMAGE_MAX_INPUT_PIXELS, inspectImage } from './inspect.ts';

/**
 * Largest preview kept: WhatsApp shows no image for a preview much over 300 KB, so the copy aims well under
 * that. A photograph at the first quality is a fraction of it; only noise-like images need the lower ones.
 */
export const PREVIEW_MAX_BYTES = 200 * 1024;

/** JPEG qualities tried in turn until the copy fits {@link PREVIEW_MAX_BYTES}; the last one is kept anyway. */
const QUALITIES = [80, 70, 60, 50, 40] as const;

/**
 * The link-preview copy of an uploaded image: {@link PREVIEW_IMAGE}'s size, covering it (scaled until both
 * sides fill it, the overflow cropped evenly from both edges, a smaller image enlarged), turned upright as its
 * EXIF orientation says, transparency laid on white, the first frame of an animation, as a progressive JPEG.
 * Refused like any upload past {@link IMAGE_MAX_INPUT_PIXELS} or when it does not decode. Scaled once, then
 * encoded at falling qualities until it fits {@link PREVIEW_MAX_BYTES}. The work runs on libvips's threads,
 * not the event loop.
 */
export async function makePreviewImage(bytes: Uint8Array): Promise<Buffer> {
  await inspectImage(bytes, IMAGE_MAX_INPUT_PIXELS);

  const scaled = await sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((cause: unknown) => {
      throw new ImageError('unreadable', { cause });
    });

  const encode = (quality: number) =>
    sharp(scaled.data, { raw: scaled.info }).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer();
  let preview = await encode(QUALITIES[0]);
  for (const quality of QUALITIES.slice(1)) {
    if (preview.length <= PREVIEW_MAX_BYTES) break;
    preview = await encode(quality);
  }
  return preview;
}
