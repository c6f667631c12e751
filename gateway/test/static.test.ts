import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createMemoryBus } from '@referrals/service-kit';
import { startGateway } from '../src/start.ts';
import { DEFAULT_MFE_MANIFEST_PATH } from '../src/static/mfe-manifest.ts';
import { FAKE_BUILD, makeStaticRoot, startTestGateway, type TestGateway } from './support/harness.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SITE_ICON_CACHE = 'public, max-age=86400';

let stack: TestGateway;
const get = (path: string, init?: RequestInit) => fetch(`${stack.url}${path}`, init);

describe('static hosting', () => {
  beforeEach(async () => {
    stack = await startTestGateway();
  });

  afterEach(async () => {
    await stack.close();
  });

  it.each(['/', '/dashboard', '/campaign/42/edit'])(
    'when %s is a page route, then the shell page answers and must be revalidated',
    async (path) => {
      const response = await get(path);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<script defer src="/static/js/main.3f2a9c1b.js"></script>');
      expect(html).toContain('<body><div id="root"></div></body>');
    },
  );

  it('when a page is served, then the connection is kept open 65 s, longer than clients and proxies keep it idle', async () => {
    const response = await get('/');

    expect(response.headers.get('connection')).toBe('keep-alive');
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('when the shell page is served, then it carries the content security policy', async () => {
    const response = await get('/dashboard');

    const policy = response.headers.get('content-security-policy')!;
    for (const directive of [
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('when a shell asset has a content hash, then it is cached for a year as immutable', async () => {
    const response = await get('/static/js/main.3f2a9c1b.js');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(FAKE_BUILD['shell/dist/static/js/main.3f2a9c1b.js']);
  });

  it('when the site icon is asked for by its well-known name, then it is sent as an icon, cached for a day', async () => {
    const response = await get('/favicon.ico');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/vnd.microsoft.icon');
    expect(response.headers.get('cache-control')).toBe(SITE_ICON_CACHE);
  });

  it.each([
    ['/mfe/owner/mf-manifest.json', 'no-cache', 'mfe-owner/dist/mf-manifest.json'],
    ['/mfe/owner/remoteEntry.js', 'no-cache', 'mfe-owner/dist/remoteEntry.js'],
    [
      '/mfe/owner/static/js/async/123.abcdef12.js',
      IMMUTABLE,
      'mfe-owner/dist/static/js/async/123.abcdef12.js',
    ],
    ['/mfe/public/mf-manifest.json', 'no-cache', 'mfe-public/dist/mf-manifest.json'],
  ])('when %s is requested, then that remote’s file answers with %s', async (path, cacheControl, file) => {
    const response = await get(path);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(await response.text()).toBe(FAKE_BUILD[file]);
  });

  it.each([
    '/mfe/owner/missing.js',
    '/mfe/owner/',
    '/mfe/unknown/remoteEntry.js',
    '/mfe/owner/..%2f..%2fsecret.txt',
    '/mfe/owner/%E0%A4%A',
    '/uploads/logo.png',
  ])('when %s is not a file, then 404 instead of the shell page', async (path) => {
    const response = await get(path);

    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('<title>shell</title>');
    expect(text).not.toContain('outside every dist folder');
  });

  it('when a path tries to climb out of the shell build, then the secret is not served', async () => {
    const response = await get('/..%2fsecret.txt');

    expect(await response.text()).not.toContain('outside every dist folder');
  });

  it('when a page is requested with HEAD, then it answers without a body', async () => {
    const response = await get('/dashboard', { method: 'HEAD' });

    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('remotes manifest', () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'gateway-manifest-'));
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('when /mfe-manifest.json is requested, then the configured remotes answer, never cached stale', async () => {
    stack = await startTestGateway();
    try {
      const response = await fetch(`${stack.url}/mfe-manifest.json`);

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const configured = JSON.parse(await readFile(DEFAULT_MFE_MANIFEST_PATH, 'utf8')) as unknown;
      expect(await response.json()).toEqual(configured);
      expect(configured).toMatchObject({
        remotes: expect.arrayContaining([
          expect.objectContaining({ name: 'mfe_public', entry: '/mfe/public/mf-manifest.json' }),
          expect.objectContaining({ name: 'mfe_owner', entry: '/mfe/owner/mf-manifest.json' }),
        ]),
      });
    } finally {
      await stack.close();
    }
  });

  it('when another manifest file is configured, then that one is served', async () => {
    const manifest = {
      remotes: [
        { name: 'mfe_admin', entry: 'https://cdn.example/admin/mf-manifest.json', routes: ['/admin/*'] },
      ],
    };
    const path = join(folder, 'manifest.json');
    await writeFile(path, JSON.stringify(manifest));
    stack = await startTestGateway({ manifestPath: path });
    try {
      const response = await fetch(`${stack.url}/mfe-manifest.json`);

      expect(await response.json()).toEqual(manifest);
    } finally {
      await stack.close();
    }
  });

  it('when the configured manifest is invalid, then the gateway refuses to start and says why', async () => {
    const path = join(folder, 'broken.json');
    await writeFile(
      path,
      JSON.stringify({ remotes: [{ name: 'mfe_owner', entry: '/mfe/owner/mf-manifest.json', routes: [] }] }),
    );
    const bus = createMemoryBus();
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

    await expect(
      startGateway({ bus, logger, config: { port: 0 }, manifestPath: path, staticRoot: folder }),
    ).rejects.toThrow(
      `Invalid MFE manifest ${path}:\n  - remotes[0].routes must be a non-empty array of route patterns`,
    );
    await bus.close();
  });
});

describe('precompressed assets', () => {
  const script = `console.log(${JSON.stringify('public page code '.repeat(200))});`;
  const file = 'mfe-public/dist/604.ffe5c0b0f5.js';
  let root: string;

  beforeEach(async () => {
    root = await makeStaticRoot();
    await writeFile(join(root, file), script);
    await writeFile(join(root, `${file}.br`), brotliCompressSync(script));
    await writeFile(join(root, `${file}.gz`), gzipSync(script));
    stack = await startTestGateway({ staticRoot: root });
  });

  afterEach(async () => {
    await stack.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])(
    'when the browser accepts %s, then the %s file built beside the script is sent, typed and cached as the script',
    async (accepted, encoding) => {
      const response = await get('/mfe/public/604.ffe5c0b0f5.js', {
        headers: { 'accept-encoding': accepted },
      });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await response.text()).toBe(script);
    },
  );

  it('when the browser accepts no compression, then the script itself is sent', async () => {
    const response = await get('/mfe/public/604.ffe5c0b0f5.js', {
      headers: { 'accept-encoding': 'identity' },
    });

    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    expect(await response.text()).toBe(script);
  });
});
