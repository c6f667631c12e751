import { describe, expect, it } from '@jest/globals';
import { PREVIEW_IMAGE } from '@referrals/contracts';
import { GIF_PIXEL, pngBomb, pngClaiming, pngImage } from '@referrals/testing';
import sharp from 'sharp';
import {
  IMAGE_MAX_INPUT_PIXELS,
  ImageError,
  PREVIEW_MAX_BYTES,
  inspectImage,
  makePreviewImage,
  reencodeImage,
} from '../src/index.ts';

const OPTIONS = { maxEdge: 2000, variantWidths: [400, 800, 1200] };

async function reason(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof ImageError ? error.reason : `not an ImageError: ${String(error)}`;
  }
}

describe('images: the pixel limit', () => {
  it('when a 20,000 x 20,000 PNG is given, then it is refused from its header as too many pixels', async () => {
    const png = pngBomb(20_000, 20_000);
    expect(png.length).toBeLessThan(100 * 1024);

    expect(await reason(reencodeImage(png, OPTIONS))).toBe('tooManyPixels');
    expect(await reason(makePreviewImage(png))).toBe('tooManyPixels');
  });

  it('when a header claims more than 50 megapixels, then it is refused before any pixel is read', async () => {
    expect(await reason(inspectImage(pngClaiming(10_000, 5_001)))).toBe('tooManyPixels');
    expect(await reason(inspectImage(pngClaiming(10_000, 5_000)))).toBeUndefined();
    expect(IMAGE_MAX_INPUT_PIXELS).toBe(50_000_000);
  });

  it('when an animation’s frames together pass the limit, then it is refused', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 100, height: 100, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();

    expect(await reason(inspectImage(gif, 100 * 100 * 3))).toBeUndefined();
    expect(await reason(inspectImage(gif, 100 * 100 * 3 - 1))).toBe('tooManyPixels');
  });
});

describe('images: what does not decode', () => {
  it('when a PNG is cut short, then it is unreadable', async () => {
    const truncated = (
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123' } })
        .png()
        .toBuffer()
    ).subarray(0, 60);

    expect(await reason(reencodeImage(truncated, OPTIONS))).toBe('unreadable');
  });

  it('when a JPEG loses its second half, then it is unreadable rather than half grey', async () => {
    const jpeg = await sharp({
      create: {
        width: 256,
        height: 256,
        channels: 3,
        background: '#345',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();

    expect(await reason(reencodeImage(jpeg.subarray(0, jpeg.length / 2), OPTIONS))).toBe('unreadable');
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['text', Buffer.from('not an image')],
    ['nothing', Buffer.alloc(0)],
  ])('when the bytes are %s, then it is unreadable', async (_label, bytes) => {
    expect(await reason(reencodeImage(bytes, OPTIONS))).toBe('unreadable');
  });
});

describe('images: encoded again', () => {
  it('when a PNG carries bytes after IEND, then the stored PNG ends at IEND', async () => {
    const hidden = Buffer.from('<script>alert(1)</script>PK\u0003\u0004 a zip would go here');
    const png = Buffer.concat([pngImage(3, 2), hidden]);

    const image = await reencodeImage(png, OPTIONS);

    expect(image).toMatchObject({
      mimeType: 'image/png',
      width: 3,
      height: 2,
      animated: false,
      variants: [],
    });
    expect(image.bytes.includes(hidden)).toBe(false);
    expect(image.bytes.subarray(-8).toString('latin1')).toBe(`IEND${'\u00aeB`\u0082'}`);
  });

  it('when a JPEG carries EXIF (a position, a rotation), then it is stored upright and without it', async () => {
    // 40 x 20 pixels stored, orientation 6: shown rotated 90° clockwise, so 20 wide and 40 high.
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a0' } })
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const image = await reencodeImage(jpeg, OPTIONS);

    expect([image.width, image.height]).toEqual([20, 40]);
    const stored = await sharp(image.bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
  });

  it('when an image is larger than the longest edge, then it is scaled down to it with WebP copies at the narrower widths', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#468' } })
      .jpeg()
      .toBuffer();

    const image = await reencodeImage(jpeg, OPTIONS);

    expect([image.mimeType, image.width, image.height]).toEqual(['image/jpeg', 2000, 1000]);
    expect(image.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [400, 200],
      [800, 400],
      [1200, 600],
    ]);
    for (const variant of image.variants) {
      expect(await sharp(variant.bytes).metadata()).toMatchObject({
        format: 'webp',
        width: variant.width,
        height: variant.height,
      });
    }
  });

  it('when an image is narrower than a copy’s width, then that copy is not made and nothing is enlarged', async () => {
    const png = pngImage(600, 300);

    const image = await reencodeImage(png, OPTIONS);

    expect([image.width, image.height]).toEqual([600, 300]);
    expect(image.variants.map((variant) => variant.width)).toEqual([400]);
  });

  it('when a palette PNG is given, then it stays a palette PNG with the same pixels', async () => {
    const stripes = Buffer.alloc(64 * 64 * 3);
    for (let pixel = 0; pixel < 64 * 64; pixel += 1)
      stripes.set(pixel % 2 ? [200, 30, 30] : [20, 20, 200], pixel * 3);
    const png = await sharp(stripes, { raw: { width: 64, height: 64, channels: 3 } })
      .png({ palette: true, dither: 0 })
      .toBuffer();
    expect((await sharp(png).metadata()).isPalette).toBe(true);

    const image = await reencodeImage(png, OPTIONS);

    expect((await sharp(image.bytes).metadata()).isPalette).toBe(true);
    const pixels = (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();
    expect(await pixels(image.bytes)).toEqual(await pixels(png));
  });

  it('when a WebP is given, then a WebP is kept', async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#0000ff80' } })
      .webp()
      .toBuffer();

    const image = await reencodeImage(webp, OPTIONS);

    expect(image.mimeType).toBe('image/webp');
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it('when an animated GIF is given, then every frame is kept, scaled, with its delays', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 3000, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();

    const image = await reencodeImage(gif, OPTIONS);

    expect(image).toMatchObject({ mimeType: 'image/gif', width: 2000, height: 200, animated: true });
    expect(await sharp(image.bytes, { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      pageHeight: 200,
      delay: [100, 200, 300],
    });
    const copy = await sharp(image.variants[0]!.bytes, { animated: true }).metadata();
    expect(copy).toMatchObject({ format: 'webp', width: 400, pages: 3 });
  });

  it('when a one-pixel GIF is given, then a GIF of one pixel comes back', async () => {
    expect(await reencodeImage(GIF_PIXEL, OPTIONS)).toMatchObject({
      mimeType: 'image/gif',
      width: 1,
      height: 1,
      animated: false,
    });
  });
});

describe('images: the link-preview copy', () => {
  it('when a photo is given, then a 1200x630 JPEG under the preview budget comes back', async () => {
    const jpeg = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#345',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg()
      .toBuffer();

    const preview = await makePreviewImage(jpeg);

    expect(preview.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    expect(await sharp(preview).metadata()).toMatchObject({
      format: 'jpeg',
      width: PREVIEW_IMAGE.width,
      height: PREVIEW_IMAGE.height,
    });
  });
});
