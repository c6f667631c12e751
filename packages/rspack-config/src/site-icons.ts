import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import sharp from 'sharp';

/** What the host's page and its web app manifest say about the site. */
export interface SiteIconsOptions {
  /** A square SVG of the brand mark, drawn edge to edge (it is the maskable icon too: keep it in the middle 80%). */
  mark: string;
  /** The site's name, in the manifest. */
  name: string;
  /** Colour of the browser's bars and of the installed app's splash screen. */
  themeColor: string;
  backgroundColor: string;
}

/** Sizes inside `favicon.ico`: the tab, the taskbar and the desktop shortcut. */
const FAVICON_SIZES = [16, 32, 48] as const;

/** The files the plugin writes at the root of the build, all of them served under these stable names. */
export const SITE_ICON_FILES = {
  favicon: 'favicon.ico',
  svg: 'icon.svg',
  appleTouch: 'apple-touch-icon.png',
  icon192: 'icon-192.png',
  icon512: 'icon-512.png',
  manifest: 'manifest.webmanifest',
} as const;

/** The `<head>` tags that point browsers at the icons and the manifest (root-absolute, like the page's scripts). */
export const SITE_ICON_TAGS = [
  `<link rel="icon" href="/${SITE_ICON_FILES.favicon}" sizes="48x48" />`,
  `<link rel="icon" href="/${SITE_ICON_FILES.svg}" type="image/svg+xml" />`,
  `<link rel="apple-touch-icon" href="/${SITE_ICON_FILES.appleTouch}" />`,
  `<link rel="manifest" href="/${SITE_ICON_FILES.manifest}" />`,
].join('\n    ');

/**
 * An ICO file holding PNG images (every browser since Internet Explorer 9 reads them): a 6-byte header, a
 * 16-byte directory entry per image, then the images.
 */
function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/**
 * Draws the site's icons from one SVG with sharp and adds them to the host's build: `favicon.ico` (browsers
 * ask for it whatever the page says), the SVG itself for browsers that take it, the 180 px Apple touch icon
 * (opaque: iOS fills transparency with black), 192 and 512 px PNGs and the web app manifest naming them.
 */
export class SiteIconsPlugin implements RspackPluginInstance {
  private readonly options: SiteIconsOptions;

  constructor(options: SiteIconsOptions) {
    this.options = options;
  }

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    const markPath = path.resolve(compiler.context, this.options.mark);
    compiler.hooks.thisCompilation.tap('SiteIconsPlugin', (compilation) => {
      compilation.fileDependencies.add(markPath);
      compilation.hooks.processAssets.tapPromise(
        { name: 'SiteIconsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const svg = await readFile(markPath);
          const png = (size: number) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer();
          const [favicons, appleTouch, icon192, icon512] = await Promise.all([
            Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await png(size) }))),
            sharp(svg, { density: 300 })
              .resize(180, 180)
              .flatten({ background: this.options.backgroundColor })
              .png()
              .toBuffer(),
            png(192),
            png(512),
          ]);
          const manifest = {
            name: this.options.name,
            short_name: this.options.name,
            start_url: '/',
            scope: '/',
            display: 'standalone',
            theme_color: this.options.themeColor,
            background_color: this.options.backgroundColor,
            icons: [
              { src: `/${SITE_ICON_FILES.icon192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: `/${SITE_ICON_FILES.icon512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
              {
                src: `/${SITE_ICON_FILES.icon512}`,
                sizes: '512x512',
                type: 'image/png',
                purpose: 'maskable',
              },
              { src: `/${SITE_ICON_FILES.svg}`, sizes: 'any', type: 'image/svg+xml' },
            ],
          };
          compilation.emitAsset(SITE_ICON_FILES.favicon, new RawSource(icoOf(favicons)));
          compilation.emitAsset(SITE_ICON_FILES.svg, new RawSource(svg));
          compilation.emitAsset(SITE_ICON_FILES.appleTouch, new RawSource(appleTouch));
          compilation.emitAsset(SITE_ICON_FILES.icon192, new RawSource(icon192));
          compilation.emitAsset(SITE_ICON_FILES.icon512, new RawSource(icon512));
          compilation.emitAsset(
            SITE_ICON_FILES.manifest,
            new RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
