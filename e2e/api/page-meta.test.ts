import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { DEFAULT_SITE_CONTENT } from '@referrals/contracts';
import { useStack } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';

const { spec } = pactum;

beforeAll(() => useStack());

/** The raw HTML of a page as a link preview or a crawler gets it: no JavaScript runs. */
async function rawPage(path: string, status: number): Promise<string> {
  const response = await spec()
    .get(path)
    .expectStatus(status)
    .expectHeader('content-type', 'text/html; charset=utf-8')
    .expectHeader('cache-control', 'no-cache')
    .toss();
  return response.body as string;
}

/** The tags a page carries for crawlers and link previews. */
function previewTags(title: string, description: string, url: string | null, noindex = false): string[] {
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(url ? [`<link rel="canonical" href="${url}" />`] : []),
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="ReferralHub" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(url ? [`<meta property="og:url" content="${url}" />`] : []),
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
}

/** Exactly these preview tags in the head, each once (the build's own title and description are gone). */
function expectHead(html: string, tags: string[]): void {
  const head = html.slice(0, html.indexOf('</head>'));
  const written = head.match(
    /<title>[^<]*<\/title>|<meta (?:name|property)="(?:description|robots|og:[\w:]+|twitter:[\w:]+)"[^>]*>|<link rel="canonical"[^>]*>/g,
  );
  expect([...(written ?? [])].sort()).toEqual([...tags].sort());
  expect(html).toContain('<div id="root"></div>');
}

describe('the HTML a crawler sees', () => {
  it('when the landing page is fetched, then its title, description, canonical URL and preview tags come from the site content', async () => {
    const html = await rawPage('/', 200);

    const { site } = DEFAULT_SITE_CONTENT;
    expectHead(html, previewTags(`${site.title}: ${site.tagline}`, site.description, `${baseUrl()}/`));
  });

  it('when /login is fetched, then it has its own title, description and canonical URL', async () => {
    const html = await rawPage('/login', 200);

    expectHead(
      html,
      previewTags(
        'Sign in | ReferralHub',
        'Sign in to your ReferralHub account to run your referral campaigns and follow their results.',
        `${baseUrl()}/login`,
      ),
    );
  });

  it('when /subscribe is fetched, then it has its own title, description and canonical URL', async () => {
    const html = await rawPage('/subscribe', 200);

    expectHead(
      html,
      previewTags(
        'Choose your plan | ReferralHub',
        'Pick the ReferralHub plan that fits your business. Every plan starts with a 14-day free trial, no card needed.',
        `${baseUrl()}/subscribe`,
      ),
    );
  });

  it('when the dashboard is fetched, then it has the generic title and is kept out of search results', async () => {
    const html = await rawPage('/dashboard', 200);

    const { site } = DEFAULT_SITE_CONTENT;
    expectHead(html, previewTags(site.title, site.description, `${baseUrl()}/dashboard`, true));
  });

  it('when a page does not exist, then it answers 404 titled "Page not found", still the app so the 404 card shows', async () => {
    const html = await rawPage('/no-such-page', 404);

    expectHead(
      html,
      previewTags(
        'Page not found | ReferralHub',
        'The page you are looking for does not exist or has moved.',
        null,
        true,
      ),
    );
  });

  it.each(['/foo.js', '/x.map', '/.env', '/wp-login.php', '/mfe/owner/missing.js'])(
    'when the missing file %s is asked for, then 404 with a short JSON body, not the app’s HTML',
    async (path) => {
      await spec()
        .get(path)
        .expectStatus(404)
        .expectHeaderContains('content-type', 'application/json')
        .expectJson({ message: 'Not found' });
    },
  );

  it('when the product is reached over plain http, then there is no HSTS header', async () => {
    const response = await spec().get('/').expectStatus(200).toss();

    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
