import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  CmsSubjects,
  DEFAULT_CMS_SETTINGS,
  answersChangedSubject,
  type CmsSiteIndex,
} from '@referrals/contracts';
import { createMemoryBus, Errors } from '@referrals/service-kit';
import type { ApiPayload } from '../src/api/router.ts';
import { CONTENT_SECURITY_POLICY } from '../src/middleware/security-headers.ts';
import { PUBLIC_URL, startTestGateway, type TestGateway } from './support/harness.ts';
import { PUBLISHED_AT, samplePage, samplePost } from './support/cms-fixtures.ts';
import { serveDoubles } from './support/serve-doubles.ts';

let stack: TestGateway | undefined;
let scratch: string | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A manifest whose public remote owns the CMS's pages beside a referral page and a voucher page. */
async function manifestPath(): Promise<string> {
  scratch = await mkdtemp(join(tmpdir(), 'site-pages-'));
  const path = join(scratch, 'mfe-manifest.json');
  await writeFile(
    path,
    JSON.stringify({
      remotes: [
        {
          name: 'mfe_public',
          entry: '/mfe/public/mf-manifest.json',
          routes: ['/', '/login', '/blog', '/blog/:slug', '/cms/pages/:slug', '/voucher/:code', '/:slug'],
        },
      ],
    }),
  );
  return path;
}

const NOW = PUBLISHED_AT;
const post = samplePost;
const page = samplePage;

async function start(settings: Record<string, string> = {}) {
  const bus = createMemoryBus();
  const asked = serveDoubles(bus, {
    [CmsSubjects.pageSettings]: async () => ({ settings: { ...DEFAULT_CMS_SETTINGS, ...settings } }),
    [CmsSubjects.publicPost]: async (data: ApiPayload) => {
      if (data.params.slug === post.slug) return post;
      if (data.params.slug === 'old-name') return { movedTo: post.slug };
      throw Errors.notFound('Post not found');
    },
    [CmsSubjects.publicPage]: async (data: ApiPayload) => {
      if (data.params.slug === page.slug) return page;
      if (data.params.slug === 'about-old') return { movedTo: page.slug };
      throw Errors.notFound('Page not found');
    },
    [CmsSubjects.siteIndex]: async (): Promise<CmsSiteIndex> => ({
      pages: [{ slug: page.slug, title: page.title, updatedAt: page.updatedAt }],
      posts: [
        {
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          publishedAt: NOW,
          updatedAt: NOW,
        },
      ],
      settingsUpdatedAt: '2026-11-19T08:00:00.000Z',
    }),
  });
  stack = await startTestGateway({ bus, manifestPath: await manifestPath() });
  return { url: stack.url, asked: asked.asked, bus };
}

const get = (url: string) => fetch(url, { redirect: 'manual' });

describe('the CMS’s pages as the gateway serves them', () => {
  it('when a post is fetched, then its head names it as an Article with its absolute image and links the feed', async () => {
    const { url } = await start();
    const response = await get(`${url}/blog/${post.slug}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${post.title} | ReferralHub</title>`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/regulars.webp" />`);
    expect(html).toContain('href="/rss.xml"');
    // The featured image, the first screen's largest, is asked for with the page, before its layout.
    expect(html).toContain(
      '<link rel="preload" href="/uploads/regulars.webp" as="image" fetchpriority="high" />',
    );
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Article',
      headline: post.title,
      datePublished: NOW,
      image: `${PUBLIC_URL}/uploads/regulars.webp`,
    });
    // The excerpt's angle brackets travel escaped in the description, and as \u003c inside the JSON-LD.
    expect(html).toContain('through&gt; the door.');
    expect(jsonLd).not.toContain('<through>');
  });

  it('when a renamed post’s or page’s old address is fetched, then it answers 301 to the new one, query kept', async () => {
    const { url } = await start();
    const moved = await get(`${url}/blog/old-name?utm_source=x`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/blog/${post.slug}?utm_source=x`);
    const movedPage = await get(`${url}/about-old`);
    expect(movedPage.status).toBe(301);
    expect(movedPage.headers.get('location')).toBe('/about');
  });

  it('when a page is fetched at /{slug} or /cms/pages/{slug}, then both point search engines at /{slug}', async () => {
    const { url } = await start();
    for (const path of ['/about', '/cms/pages/about']) {
      const html = await (await get(`${url}${path}`)).text();
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about" />`);
      expect(html).toContain('<meta name="description" content="Who we are A small team in London." />');
    }
  });

  it('when a slug no page has is fetched, then it answers the 404 page', async () => {
    const { url } = await start();
    const response = await get(`${url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('maintenance mode', () => {
  it('when it is on, then the marketing pages answer 503 with the site’s contact details while the rest works', async () => {
    const { url } = await start({ maintenance_mode: 'true', contact_email: 'help@site.example' });
    for (const path of ['/', '/blog', `/blog/${post.slug}`, '/about']) {
      const response = await get(`${url}${path}`);
      const html = await response.text();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('3600');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('help@site.example');
      expect(html).toContain('ReferralHub');
    }
    for (const path of ['/login', '/voucher/V7K2M9QX']) expect((await get(`${url}${path}`)).status).toBe(200);
  });

  it('when it is off, then the landing page answers 200', async () => {
    const { url } = await start({ maintenance_mode: 'false' });
    expect((await get(`${url}/`)).status).toBe(200);
  });
});

describe('the analytics code', () => {
  const code =
    '<script async src="https://stats.example/a.js"></script><script nonce="guessed">window.stats=1</script>';

  it('when set, then the marketing pages carry it with a fresh nonce that their policy names, and no other page does', async () => {
    const { url } = await start({ analytics_code: code, analytics_hosts: 'https://stats.example' });
    const nonces = new Set<string>();
    for (const path of ['/', `/blog/${post.slug}`]) {
      const response = await get(`${url}${path}`);
      const html = await response.text();
      const found = [...html.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]!);
      expect(found).toHaveLength(2);
      expect(new Set(found).size).toBe(1);
      expect(found[0]).not.toBe('guessed');
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toContain(`script-src 'self' 'nonce-${found[0]}' https://stats.example`);
      expect(/script-src [^;]*/.exec(policy)![0]).not.toContain('unsafe-inline');
      nonces.add(found[0]!);
    }
    expect(nonces.size).toBe(2);
    const login = await get(`${url}/login`);
    expect(await login.text()).not.toContain('stats.example');
    expect(login.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('the site’s files', () => {
  it('serves a sitemap of the landing page, the blog and what is published, a robots.txt and an RSS feed', async () => {
    const { url } = await start();
    const sitemap = await (await get(`${url}/sitemap.xml`)).text();
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/blog`,
      `${PUBLIC_URL}/about`,
      `${PUBLIC_URL}/blog/${post.slug}`,
    ]);
    expect(sitemap).toContain(`<lastmod>${page.updatedAt}</lastmod>`);

    const robots = await (await get(`${url}/robots.txt`)).text();
    expect(robots.split('\n')).toEqual(
      expect.arrayContaining([
        'Disallow: /admin',
        'Disallow: /preview/',
        'Disallow: /api/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );

    const feed = await get(`${url}/rss.xml`);
    expect(feed.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rss = await feed.text();
    expect(rss).toContain(`<link>${PUBLIC_URL}/blog/${post.slug}</link>`);
    expect(rss).toContain(
      '<description>Small gestures that bring friends &lt;through&gt; the door.</description>',
    );
  });
});

describe('the settings the pages are made with', () => {
  it('are read once and read again after the CMS broadcasts a change', async () => {
    const { url, asked, bus } = await start();
    await get(`${url}/`);
    await get(`${url}/login`);
    expect(asked.filter((subject) => subject === CmsSubjects.pageSettings)).toHaveLength(1);
    bus.broadcast(answersChangedSubject('cms'), { businessId: 'site' });
    await get(`${url}/`);
    expect(asked.filter((subject) => subject === CmsSubjects.pageSettings)).toHaveLength(2);
  });
});

describe('the marketing pages the gateway keeps', () => {
  const reads = (asked: string[]) => asked.filter((subject) => subject === CmsSubjects.publicPost).length;

  it('when a post is fetched again, then the kept page answers, per encoding, until the CMS broadcasts a change', async () => {
    const { url, asked, bus } = await start();
    const fetchPost = (encoding: string) =>
      fetch(`${url}/blog/${post.slug}`, { headers: { 'accept-encoding': encoding } });

    const first = await fetchPost('gzip');
    const again = await fetchPost('gzip');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await again.text()).toBe(await first.text());
    expect(reads(asked)).toBe(1);
    // Another encoding is its own page.
    expect((await fetchPost('br')).headers.get('content-encoding')).toBe('br');
    expect(reads(asked)).toBe(2);

    bus.broadcast(answersChangedSubject('cms'), {});
    await fetchPost('gzip');
    expect(reads(asked)).toBe(3);
  });

  it('when the analytics code is set, then every page is made anew, each with its own nonce', async () => {
    const { url, asked } = await start({ analytics_code: '<script>window.stats=1</script>' });
    const nonceOf = async () =>
      /<script nonce="([^"]+)"/.exec(await (await fetch(`${url}/blog/${post.slug}`)).text())?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
    expect(reads(asked)).toBe(2);
  });
});
