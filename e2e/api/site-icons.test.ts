import { describe, expect, it } from '@jest/globals';
import { PRODUCT_NAME } from '@referrals/contracts';
import { baseUrl } from '../support/env.ts';

/** How long browsers may keep the site's icons and manifest without asking again (a day). */
const SITE_ICON_CACHE = 'public, max-age=86400';

const get = (path: string) => fetch(new URL(path, baseUrl()), { headers: { 'Accept-Encoding': 'identity' } });

/** Width and height of a PNG, from its IHDR chunk (right after the 8-byte signature and the chunk header). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetched(path: string, type: string): Promise<Buffer> {
  const response = await get(path);
  expect({ status: response.status, type: response.headers.get('content-type') }).toEqual({
    status: 200,
    type,
  });
  expect(response.headers.get('cache-control')).toBe(SITE_ICON_CACHE);
  return Buffer.from(await response.arrayBuffer());
}

describe('the site icons and web app manifest', () => {
  it('when a page is loaded, then its HTML links the favicon, the SVG icon, the Apple touch icon and the manifest', async () => {
    const html = await (await get('/')).text();

    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(html).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  });

  it('when a browser asks for /favicon.ico by name, then it gets an ICO of PNG images, cached for a day', async () => {
    const ico = await fetched('/favicon.ico', 'image/vnd.microsoft.icon');

    expect({ reserved: ico.readUInt16LE(0), type: ico.readUInt16LE(2) }).toEqual({ reserved: 0, type: 1 });
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => {
      const entry = 6 + 16 * index;
      const image = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      return pngSize(image).width;
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it.each([
    ['/apple-touch-icon.png', 180],
    ['/icon-192.png', 192],
    ['/icon-512.png', 512],
  ])('when %s is asked for, then it is a %i px square PNG, cached for a day', async (path, size) => {
    expect(pngSize(await fetched(path, 'image/png'))).toEqual({ width: size, height: size });
  });

  it('when the SVG icon is asked for, then it is the brand mark in the brand colour', async () => {
    const svg = (await fetched('/icon.svg', 'image/svg+xml')).toString('utf8');

    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('#2563eb');
  });

  it('when the manifest is read, then it names the site, its colours and icons that are served', async () => {
    const manifest = JSON.parse(
      (await fetched('/manifest.webmanifest', 'application/manifest+json; charset=utf-8')).toString('utf8'),
    ) as { name: string; start_url: string; theme_color: string; icons: { src: string; sizes: string }[] };

    expect(manifest).toMatchObject({ name: PRODUCT_NAME, start_url: '/', theme_color: '#2563eb' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await get(icon.src)).status).toBe(200);
  });
});
