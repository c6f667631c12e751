import { describe, expect, it } from '@jest/globals';
import { cacheControlFor, IMMUTABLE, NO_CACHE, SITE_ICON_CACHE } from '../src/static/static-files.ts';

describe('cache policy of built files', () => {
  it.each([
    'static/js/main.3f2a9c1b.js',
    'static/js/async/__federation_expose_App.a1b2c3d4e5f6.js',
    'static/css/main.0badf00d.css',
    'static/image/logo.deadbeef.svg',
    '3f2a9c1b4d5e6f70.js',
    'static/js/main.3f2a9c1b.js.map',
    'static/js/main.3f2a9c1b.js.br',
  ])('when %s carries a content hash, then it is cached for a year as immutable', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each([
    'index.html',
    'mf-manifest.json',
    'remoteEntry.js',
    'robots.txt',
    'static/js/main.js',
    'report-2024.pdf',
  ])('when %s has a stable name, then it must be revalidated', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });

  it.each([
    'favicon.ico',
    'icon.svg',
    'apple-touch-icon.png',
    'icon-192.png',
    'icon-512.png',
    'manifest.webmanifest',
    'manifest.webmanifest.gz',
  ])('when %s is one of the site icons, then it is cached for a day', (file) => {
    expect(cacheControlFor(file)).toBe(SITE_ICON_CACHE);
  });
});
