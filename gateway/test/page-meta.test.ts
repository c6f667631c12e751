import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_SITE_CONTENT } from '@referrals/contracts';
import type { PageMetaRoute } from '../src/static/page-meta.ts';
import { makeStaticRoot, PUBLIC_URL, startTestGateway, type TestGateway } from './support/harness.ts';

let stack: TestGateway | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

async function page(path: string, options: Parameters<typeof startTestGateway>[0] = {}) {
  stack = await startTestGateway(options);
  const response = await fetch(`${stack.url}${path}`);
  return { response, html: await response.text() };
}

interface HeadTags {
  titles: string[];
  /** `name` or `property` -> every `content` given for it, as written (still escaped). */
  meta: Record<string, string[]>;
  canonical: string[];
}

/** The head's per-route tags as a crawler reads them from the raw HTML. */
function headTags(html: string): HeadTags {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string[]> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    (meta[key!] ??= []).push(content!);
  }
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]!),
    meta,
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((match) => match[1]!),
  };
}

/** Every tag a link preview reads, each once, for a page without an image. */
function expectedTags(title: string, description: string, url: string | null, noindex = false): HeadTags {
  const meta: Record<string, string[]> = {
    description: [description],
    'og:type': ['website'],
    'og:site_name': ['ReferralHub'],
    'og:title': [title],
    'og:description': [description],
    'twitter:card': ['summary'],
    'twitter:title': [title],
    'twitter:description': [description],
  };
  if (url) meta['og:url'] = [url];
  if (noindex) meta.robots = ['noindex'];
  return { titles: [title], meta, canonical: url ? [url] : [] };
}

describe('page meta in the served HTML', () => {
  it('when the landing page is fetched, then its title and description come from the site content, with a canonical URL on PUBLIC_URL', async () => {
    const { response, html } = await page('/?utm_source=whatsapp');

    expect(response.status).toBe(200);
    const { site } = DEFAULT_SITE_CONTENT;
    expect(headTags(html)).toEqual(
      expectedTags(`${site.title}: ${site.tagline}`, site.description, `${PUBLIC_URL}/`),
    );
  });

  it.each([
    [
      '/login',
      'Sign in | ReferralHub',
      'Sign in to your ReferralHub account to run your referral campaigns and follow their results.',
    ],
    [
      '/subscribe',
      'Choose your plan | ReferralHub',
      'Pick the ReferralHub plan that fits your business. Every plan starts with a 14-day free trial, no card needed.',
    ],
  ])(
    'when %s is fetched, then it carries its own title, description and canonical URL',
    async (path, title, description) => {
      const { response, html } = await page(path);

      expect(response.status).toBe(200);
      expect(headTags(html)).toEqual(expectedTags(title, description, `${PUBLIC_URL}${path}`));
    },
  );

  it.each([
    '/dashboard',
    '/campaign-wizard',
    '/campaign/5b0f9b9e-3d0c-4a57-9a43-1f1f7a0d2c11',
    '/campaign/42/edit',
  ])(
    'when the signed-in page %s is fetched, then it has the generic title and is kept out of search results',
    async (path) => {
      const { response, html } = await page(path);

      expect(response.status).toBe(200);
      const { site } = DEFAULT_SITE_CONTENT;
      expect(headTags(html)).toEqual(
        expectedTags(site.title, site.description, `${PUBLIC_URL}${path}`, true),
      );
    },
  );

  it.each(['/no-such-page', '/campaign/42/edit/more', '/refer/bright-smiles'])(
    'when %s belongs to no microfrontend, then the shell page answers 404 titled "Page not found", without a canonical URL',
    async (path) => {
      const { response, html } = await page(path);

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(headTags(html)).toEqual(
        expectedTags(
          'Page not found | ReferralHub',
          'The page you are looking for does not exist or has moved.',
          null,
          true,
        ),
      );
      expect(html).toContain('<body><div id="root"></div></body>');
    },
  );

  it('when the build already has a title and description, then the page carries only its own, where the title was', async () => {
    const { html } = await page('/login');

    expect(html).not.toContain('<title>shell</title>');
    expect(html).not.toContain('The build&#39;s own description');
    expect(html).not.toContain("The build's own description");
    expect(html).toMatch(
      /<meta charset="utf-8" \/>\n {4}<title>Sign in \| ReferralHub<\/title>\n {4}<meta name="description"/,
    );
    expect(html).toMatch(/<meta name="twitter:description" content="[^"]*" \/>\n {4}<script defer src=/);
  });

  it('when a path has a trailing slash or other letter case, then the route still matches and the canonical URL has no trailing slash', async () => {
    const { response, html } = await page('/Login/');

    expect(response.status).toBe(200);
    expect(headTags(html).canonical).toEqual([`${PUBLIC_URL}/Login`]);
  });

  it('when no PUBLIC_URL is configured, then canonical and image URLs use the request’s own origin', async () => {
    const routes: PageMetaRoute[] = [
      {
        path: '/',
        resolve: async () => ({ title: 'Home', description: 'Home page', image: '/uploads/a.png' }),
      },
    ];
    const { html } = await page('/', { config: { port: 0 }, pageMeta: routes });

    const { meta, canonical } = headTags(html);
    expect(canonical).toEqual([`${stack!.url}/`]);
    expect(meta['og:image']).toEqual([`${stack!.url}/uploads/a.png`]);
  });

  it('when a value holds quotes, angle brackets, ampersands, a closing title tag and non-ASCII text, then it is escaped in text and attributes alike', async () => {
    const hostile = `Tom & Jerry's "café" <b>naïve</b></title><script>alert(1)</script> 日本語 🎉`;
    const escaped =
      'Tom &amp; Jerry&#39;s &quot;café&quot; &lt;b&gt;naïve&lt;/b&gt;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; 日本語 🎉';
    const routes: PageMetaRoute[] = [
      {
        path: '/login',
        resolve: async () => ({ title: hostile, description: hostile, image: `/uploads/a.png?x="1"&y=<2>` }),
      },
    ];
    const { html } = await page('/login', { pageMeta: routes });

    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<meta name="twitter:description" content="${escaped}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/uploads/a.png?x=%221%22&amp;y=%3C2%3E" />`,
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('"café"');
  });

  it('when a page has an image, then og:image and twitter:image are absolute and the card is a large image', async () => {
    const routes: PageMetaRoute[] = [
      {
        path: '/login',
        resolve: async () => ({
          title: 'T',
          description: 'D',
          image: '/uploads/header.png',
          type: 'article',
        }),
      },
    ];
    const { html } = await page('/login', { pageMeta: routes });

    const { meta } = headTags(html);
    expect(meta['og:image']).toEqual([`${PUBLIC_URL}/uploads/header.png`]);
    expect(meta['twitter:image']).toEqual([`${PUBLIC_URL}/uploads/header.png`]);
    expect(meta['twitter:card']).toEqual(['summary_large_image']);
    expect(meta['og:type']).toEqual(['article']);
  });

  it('when an image is not an http(s) URL, then no image tag is written', async () => {
    const routes: PageMetaRoute[] = [
      {
        path: '/login',
        resolve: async () => ({ title: 'T', description: 'D', image: 'javascript:alert(1)' }),
      },
    ];
    const { html } = await page('/login', { pageMeta: routes });

    expect(html).not.toContain('javascript:');
    expect(headTags(html).meta['twitter:card']).toEqual(['summary']);
  });

  it('when a resolver gets the route parameters and finds nothing, then the page answers 404 "Page not found"', async () => {
    const seen: unknown[] = [];
    const routes: PageMetaRoute[] = [
      {
        path: '/campaign/:id',
        resolve: async ({ params, path }) => {
          seen.push({ params, path });
          return null;
        },
      },
    ];
    const { response, html } = await page('/campaign/caf%C3%A9', { pageMeta: routes });

    expect(response.status).toBe(404);
    expect(headTags(html).titles).toEqual(['Page not found | ReferralHub']);
    expect(seen).toEqual([{ params: { id: 'café' }, path: '/campaign/caf%C3%A9' }]);
  });

  it('when a resolver fails, then the page still answers with the site’s title, indexable, and the failure is logged', async () => {
    const routes: PageMetaRoute[] = [
      {
        path: '/login',
        resolve: async () => {
          throw new Error('campaign service timed out');
        },
      },
    ];
    const { response, html } = await page('/login', { pageMeta: routes });

    expect(response.status).toBe(200);
    const { site } = DEFAULT_SITE_CONTENT;
    expect(headTags(html)).toEqual(expectedTags(site.title, site.description, `${PUBLIC_URL}/login`));
    expect(stack!.logs).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'page meta could not be resolved' }),
    );
  });

  it('when a page is requested with HEAD, then the status is the page’s and there is no body', async () => {
    stack = await startTestGateway();

    const found = await fetch(`${stack.url}/subscribe`, { method: 'HEAD' });
    const missing = await fetch(`${stack.url}/nowhere`, { method: 'HEAD' });

    expect([found.status, await found.text()]).toEqual([200, '']);
    expect([missing.status, await missing.text()]).toEqual([404, '']);
  });
});

describe('paths that name a file', () => {
  it.each([
    '/foo.js',
    '/x.map',
    '/.env',
    '/wp-login.php',
    '/static/js/missing.3f2a9c1b.js',
    '/.git/config',
    '/campaign/42.json',
  ])('when %s does not exist, then 404 with a short JSON body, never the app’s HTML', async (path) => {
    const { response, html } = await page(path);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(html)).toMatchObject({ message: 'Not found' });
  });

  it('when the shell was not built, then pages answer the JSON 404 and the gateway said why at start', async () => {
    const staticRoot = await makeStaticRoot({ 'mfe-owner/dist/remoteEntry.js': 'var mfe_owner;' });
    const { response } = await page('/login', { staticRoot }).finally(() =>
      rm(staticRoot, { recursive: true, force: true }),
    );

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(stack!.logs).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message:
          'shell/dist/index.html not found: pages answer 404 until the shell is built and the gateway restarted',
      }),
    );
  });
});
