import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  CmsSubjects,
  DEFAULT_CMS_SETTINGS,
  SERVER_DATA_ELEMENT_ID,
  type BlogPostDto,
  type CmsList,
  type CmsSettingImages,
  type ServerPageData,
} from '@referrals/contracts';
import { createMemoryBus, Errors } from '@referrals/service-kit';
import type { ApiPayload } from '../src/api/router.ts';
import { FAKE_BUILD, makeStaticRoot, startTestGateway, type TestGateway } from './support/harness.ts';
import { samplePage, samplePost } from './support/cms-fixtures.ts';
import { serveDoubles } from './support/serve-doubles.ts';

/** The public remote's server entry, which the build compiles into render.mjs. */
const SERVER_ENTRY = fileURLToPath(new URL('../../mfe-public/src/server.tsx', import.meta.url));

let stack: TestGateway | undefined;
const scratch: string[] = [];

afterEach(async () => {
  await stack?.close();
  stack = undefined;
  for (const dir of scratch.splice(0)) await rm(dir, { recursive: true, force: true });
});

const post: BlogPostDto = {
  ...samplePost,
  excerpt: 'Small gestures that bring friends </script><through> the door.',
  content: '<p>Say thank you with a free coffee on the fifth visit.</p>',
};
const page = samplePage;

const SETTINGS = {
  ...DEFAULT_CMS_SETTINGS,
  hero_subtitle: 'Word of mouth, on autopilot for your corner shop.',
  hero_background_image: '/uploads/salon.jpg',
  analytics_code: '<script>window.private=1</script>',
};

const SETTING_IMAGES: CmsSettingImages = {
  '/uploads/salon.jpg': {
    width: 1600,
    height: 900,
    srcset: '/uploads/salon.w400.webp 400w, /uploads/salon.jpg 1600w',
  },
};

/**
 * A static root holding the fake shell build and, as the public remote's server build, `render` (a module's
 * source) with its stylesheet; the manifest names it as `server`.
 */
async function start(render: string) {
  const staticRoot = await makeStaticRoot({
    ...FAKE_BUILD,
    'shell/dist/index.html': FAKE_BUILD['shell/dist/index.html']!.replace(
      '<body><div id="root"></div></body>',
      '<body>\n    <noscript>shell needs JavaScript to run.</noscript>\n    <div id="root"></div>\n  </body>',
    ),
    'mfe-public/dist/server/render.mjs': render,
    'mfe-public/dist/server/render.css': '.hero{color:#0f172a}',
  });
  const dir = await mkdtemp(join(tmpdir(), 'server-render-'));
  scratch.push(staticRoot, dir);
  const manifestPath = join(dir, 'mfe-manifest.json');
  await writeFile(
    manifestPath,
    JSON.stringify({
      remotes: [
        {
          name: 'mfe_public',
          entry: '/mfe/public/mf-manifest.json',
          server: '/mfe/public/server/render.mjs',
          routes: ['/', '/login', '/blog', '/blog/:slug', '/cms/pages/:slug', '/:slug'],
        },
      ],
    }),
  );
  const bus = createMemoryBus();
  serveDoubles(bus, {
    [CmsSubjects.pageSettings]: async () => ({ settings: SETTINGS }),
    [CmsSubjects.settingImages]: async () => SETTING_IMAGES,
    [CmsSubjects.publicPosts]: async (data: ApiPayload): Promise<CmsList<BlogPostDto>> => {
      expect(data.query).toEqual({ published: 'true' });
      return { items: [post], next: 'cursor-2' };
    },
    [CmsSubjects.publicPost]: async (data: ApiPayload) => {
      if (data.params.slug === post.slug) return post;
      throw Errors.notFound('Post not found');
    },
    [CmsSubjects.publicPage]: async (data: ApiPayload) => {
      if (data.params.slug === page.slug) return page;
      throw Errors.notFound('Page not found');
    },
  });
  stack = await startTestGateway({ bus, staticRoot, manifestPath });
  return stack;
}

const realRenderer = `export { renderPage } from ${JSON.stringify(pathToFileURL(SERVER_ENTRY).href)};\n`;

/** The page's words, as a reader without JavaScript sees them (tags dropped, entities of the test decoded). */
function textOf(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return body
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function dataOf(html: string): ServerPageData {
  const block = new RegExp(`<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">([^<]*)</script>`);
  return JSON.parse(block.exec(html)![1]!) as ServerPageData;
}

describe('server-rendered marketing pages', () => {
  it('when the landing page is fetched, then its HTML holds the hero with its background copies, sections and footer from the settings', async () => {
    const { url } = await start(realRenderer);
    const response = await fetch(`${url}/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('Word of mouth, on autopilot for your corner shop.');
    expect(html).toMatch(/<h1[\s>]/);
    // The page reads without JavaScript: the shell's notice that it needs it is gone; the page sits before the root.
    expect(html).not.toContain('needs JavaScript');
    expect(html.indexOf('id="server-page"')).toBeLessThan(html.indexOf('id="root"'));
    expect(html).toContain('<style>.hero{color:#0f172a}#server-page~#root{display:none}</style>');
    // The browser starts from the public settings only, never the super admin's analytics code.
    const data = dataOf(html);
    expect(data.settings.hero_subtitle).toBe(SETTINGS.hero_subtitle);
    expect(data.settings).not.toHaveProperty('analytics_code');
    expect(data.reads).toEqual({ '/api/cms/settings/images': { body: SETTING_IMAGES } });
    // The page reads already: nothing of the app's is announced, to come before its first paint.
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="preload"');
    expect(html).toMatch(
      /<img [^>]*src="\/uploads\/salon\.jpg"[^>]*srcSet="\/uploads\/salon\.w400\.webp 400w, \/uploads\/salon\.jpg 1600w"/i,
    );
  });

  it('when the blog is fetched, then its HTML lists the newest posts and carries the list, without their text, with its next cursor', async () => {
    const { url } = await start(realRenderer);
    const html = await (await fetch(`${url}/blog`)).text();
    expect(textOf(html)).toContain(`Blog Ideas, guides and news`);
    expect(textOf(html)).toContain(post.title);
    expect(html).toContain(`href="/blog/${post.slug}"`);
    expect(dataOf(html).reads['/api/cms/blog?published=true']).toEqual({
      body: [{ ...post, content: '' }],
      nextCursor: 'cursor-2',
    });
    expect(html).not.toContain('a free coffee on the fifth visit');
    // Its reads travel in the page: the browser is not told to fetch them early; the newest post's image,
    // the first screen's largest, is.
    expect(html).not.toContain('rel="preload" href="/api/cms/blog');
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      `<link rel="preload" href="${post.featuredImage}" as="image" fetchpriority="high" />`,
    );
  });

  it('when a post is fetched, then its compressed HTML holds its title, excerpt, image and text, the data block escaped', async () => {
    const { url } = await start(realRenderer);
    const response = await fetch(`${url}/blog/${post.slug}`, { headers: { 'accept-encoding': 'gzip' } });
    // Made per request, the page still travels compressed (fetch reads it back).
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(`${post.title} Small gestures that bring friends </script><through> the door.`);
    expect(text).toContain('Say thank you with a free coffee on the fifth visit.');
    expect(html).toContain('src="/uploads/regulars.webp"');
    // No value can close the data block: every < in it is written \\u003c.
    expect(html).toContain('friends \\u003c/script>\\u003cthrough> the door.');
    expect(dataOf(html).reads[`/api/cms/blog/${post.slug}`]).toEqual({ body: post });
  });

  it('when a page is fetched at /{slug} or /cms/pages/{slug}, then its HTML holds its headings and text', async () => {
    const { url } = await start(realRenderer);
    for (const path of ['/about', '/cms/pages/about']) {
      const html = await (await fetch(`${url}${path}`)).text();
      expect(html).toMatch(/<h1[^>]*>About us<\/h1>/);
      expect(html).toContain('<h2>Who we are</h2><p>A small team in London.</p>');
    }
  });

  it('when the renderer throws, then the page is the plain shell with a 200, and the failure is logged', async () => {
    const { url, logs } = await start('export function renderPage() { throw new Error("render broke"); }\n');
    const response = await fetch(`${url}/blog/${post.slug}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${post.title} | ReferralHub</title>`);
    expect(html).not.toContain('server-page');
    expect(html).not.toContain(SERVER_DATA_ELEMENT_ID);
    expect(html).toContain('needs JavaScript');
    expect(
      logs.some((line) => line.level === 'warn' && (line.fields.err as Error)?.message === 'render broke'),
    ).toBe(true);
  });

  it('when the server build does not load, then the gateway starts and serves the plain shell', async () => {
    const { url, logs } = await start('export const renderPage = ;\n');
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('server-page');
    expect(logs.some((line) => line.level === 'warn' && line.fields.remote === 'mfe_public')).toBe(true);
  });

  it('when a page is not a marketing page, then it is served without server rendering', async () => {
    const { url } = await start(realRenderer);
    const html = await (await fetch(`${url}/login`)).text();
    expect(html).not.toContain('server-page');
  });
});
