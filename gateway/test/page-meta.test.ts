import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  CampaignSubjects,
  DEFAULT_SITE_CONTENT,
  ReferralSubjects,
  type ActiveCampaignSummary,
  type PublicCampaignDto,
} from '@referrals/contracts';
import { Errors } from '@referrals/service-kit';
import { pngImage } from '@referrals/testing';
import type { ApiPayload } from '../src/api/router.ts';
import type { PageMetaRoute } from '../src/static/page-meta.ts';
import {
  FAKE_BUILD,
  makeStaticRoot,
  PUBLIC_URL,
  startTestGateway,
  type TestGateway,
} from './support/harness.ts';
import { serveDoubles } from './support/serve-doubles.ts';

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

/**
 * The head's preload hints, in order: what the page announces it will download, as
 * `as href [crossorigin] [fetchpriority]`.
 */
function preloads(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [
    ...head.matchAll(
      /<link rel="preload" href="([^"]*)" as="(\w+)"(?: crossorigin="([\w-]+)")?(?: fetchpriority="(\w+)")? \/>/g,
    ),
  ].map(([, href, as, crossorigin, priority]) => [as, href, crossorigin, priority].filter(Boolean).join(' '));
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
    '/campaign/5b0f9b9e-3d0c-4a57-9a43-1f1f7a0d2c11/referees',
    '/redeem',
    '/redeem/referral',
    '/admin',
    '/admin/dashboard',
    '/admin/business/5b0f9b9e-3d0c-4a57-9a43-1f1f7a0d2c11',
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

  // A one-segment path is a CMS page's address (the catch-all `/{slug}`): site-pages.test.ts has those.
  it.each(['/no-such/page', '/campaign/42/edit/more', '/voucher/V7K2M9QX/more'])(
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
    const missing = await fetch(`${stack.url}/nowhere/at-all`, { method: 'HEAD' });

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

describe('the referral page’s link preview', () => {
  const CAMPAIGN_ID = '5b0f9b9e-3d0c-4a57-9a43-1f1f7a0d2c11';
  const OLDER_CAMPAIGN_ID = '0d6a3c1e-8f57-4a0b-9c2d-3b4e5f60718a';
  const HEADER = '9f1c2d3e-4b5a-4c6d-8e7f-001122334455.png';
  const PREVIEW = '9f1c2d3e-4b5a-4c6d-8e7f-001122334455.preview.jpg';
  const CODE = 'K7M9PQRT';

  type Campaign = Pick<
    PublicCampaignDto,
    'id' | 'businessName' | 'businessSlug' | 'name' | 'headerImage' | 'activeCampaigns'
  > &
    Partial<Pick<PublicCampaignDto, 'inviteeRewardEnabled' | 'inviteeRewardName'>>;

  /** The business's campaigns as the campaign service answers them, newest first. */
  let campaigns: Campaign[];
  let asked: Array<{ subject: string; data: unknown }>;

  /** The plain-text description the campaign service gives each campaign in its summary. */
  let descriptionOf: (name: string) => string | undefined;

  const summaries = (): ActiveCampaignSummary[] =>
    campaigns.map(({ id, name }) => {
      const description = descriptionOf(name);
      return { id, name, ...(description === undefined ? {} : { description }) };
    });

  function campaign(overrides: Partial<Campaign> = {}): Campaign {
    return {
      id: CAMPAIGN_ID,
      businessName: 'Bright Smiles',
      businessSlug: 'bright-smiles',
      name: 'Spring referrals',
      headerImage: `/uploads/${HEADER}`,
      activeCampaigns: [],
      ...overrides,
    };
  }

  /** The referral routes as mfe-public's manifest lists them, with the campaign and referral doubles. */
  async function referralStack(): Promise<TestGateway> {
    const dir = await mkdtemp(join(tmpdir(), 'page-meta-manifest-'));
    const manifestPath = join(dir, 'mfe-manifest.json');
    await writeFile(
      manifestPath,
      JSON.stringify({
        remotes: [
          {
            name: 'mfe_public',
            entry: '/mfe/public/mf-manifest.json',
            routes: [
              '/',
              '/refer/:businessSlug',
              '/refer/:businessSlug/:referralCode',
              '/voucher/:code',
              '/verify/:token',
            ],
          },
        ],
      }),
    );
    const started = await startTestGateway({ manifestPath });
    const close = started.close;
    started.close = async () => {
      await close();
      await rm(dir, { recursive: true, force: true });
    };
    serveDoubles(started.bus, {
      [CampaignSubjects.publicBySlug]: async (data: ApiPayload) => {
        asked.push({ subject: CampaignSubjects.publicBySlug, data });
        const { slug } = data.params;
        const { campaign: chosen } = data.query as { campaign?: string };
        if (slug === 'bad-input') throw Errors.input('Invalid slug');
        if (slug === 'unavailable') throw Errors.unavailable();
        const found =
          slug.toLowerCase() === 'bright-smiles' &&
          campaigns.find((each) => chosen === undefined || each.id === chosen.toLowerCase());
        if (!found) throw Errors.notFound('Campaign not found');
        return { ...found, activeCampaigns: summaries() };
      },
      [ReferralSubjects.referrerByCode]: async (data: ApiPayload) => {
        asked.push({ subject: ReferralSubjects.referrerByCode, data });
        if (data.params.code !== CODE) throw Errors.notFound('Referrer not found');
        return { firstName: 'Jamie', lastInitial: 'F', campaignId: OLDER_CAMPAIGN_ID };
      },
    });
    return started;
  }

  async function referralPage(path: string) {
    stack = await referralStack();
    await stack.files.put(HEADER, pngImage(2, 2), 'image/png');
    await stack.files.put(PREVIEW, Buffer.from('preview'), 'image/jpeg');
    const response = await fetch(`${stack.url}${path}`);
    return { response, html: await response.text() };
  }

  beforeEach(() => {
    campaigns = [campaign(), campaign({ id: OLDER_CAMPAIGN_ID, name: 'Winter warmers', headerImage: null })];
    descriptionOf = (name) => `The ${name} campaign: bring a friend.`;
    asked = [];
  });

  it('when the business’s referral page is fetched, then its preview names the business and campaign, with the preview-sized header image', async () => {
    const { response, html } = await referralPage('/refer/bright-smiles?utm_source=whatsapp');

    expect(response.status).toBe(200);
    const title = 'Spring referrals | Bright Smiles';
    const description = 'The Spring referrals campaign: bring a friend.';
    const url = `${PUBLIC_URL}/refer/bright-smiles`;
    const image = `${PUBLIC_URL}/uploads/${PREVIEW}`;
    expect(headTags(html)).toEqual({
      titles: [title],
      canonical: [url],
      meta: {
        description: [description],
        'og:type': ['website'],
        'og:site_name': ['ReferralHub'],
        'og:title': [title],
        'og:description': [description],
        'og:url': [url],
        'og:image': [image],
        'og:image:width': ['1200'],
        'og:image:height': ['630'],
        'og:image:alt': ['Spring referrals'],
        'twitter:card': ['summary_large_image'],
        'twitter:title': [title],
        'twitter:description': [description],
        'twitter:image': [image],
        'twitter:image:alt': ['Spring referrals'],
      },
    });
    expect(asked).toEqual([
      {
        subject: CampaignSubjects.publicBySlug,
        data: { params: { slug: 'bright-smiles' }, query: {}, body: {} },
      },
    ]);
  });

  it('when a personal link is fetched, then it is written for the friend (the referrer’s campaign, its welcome reward), og:url keeps the code and the canonical is the business’s page', async () => {
    campaigns = [
      campaign(),
      campaign({
        id: OLDER_CAMPAIGN_ID,
        name: 'Winter warmers',
        headerImage: null,
        inviteeRewardEnabled: true,
        inviteeRewardName: '20% off',
      }),
    ];
    const { response, html } = await referralPage(`/refer/bright-smiles/${CODE}`);

    expect(response.status).toBe(200);
    const tags = headTags(html);
    expect(tags.titles).toEqual(['You’re invited: 20% off at Bright Smiles']);
    expect(tags.meta['og:description']).toEqual([
      'A friend invited you to Bright Smiles. Sign up in a minute to get 20% off on your first visit.',
    ]);
    expect(tags.meta['og:url']).toEqual([`${PUBLIC_URL}/refer/bright-smiles/${CODE}`]);
    expect(tags.canonical).toEqual([`${PUBLIC_URL}/refer/bright-smiles?campaign=${OLDER_CAMPAIGN_ID}`]);
    expect(asked).toEqual([
      { subject: ReferralSubjects.referrerByCode, data: { params: { code: CODE }, query: {}, body: {} } },
      {
        subject: CampaignSubjects.publicBySlug,
        data: { params: { slug: 'bright-smiles' }, query: { campaign: OLDER_CAMPAIGN_ID }, body: {} },
      },
    ]);
    expect(html).not.toContain('Jamie');
    // The page's own reads start with its code: the campaign as the address chose it, the business, the referrer.
    expect(preloads(html)).toEqual([
      'fetch /mfe-manifest.json use-credentials',
      'fetch /api/campaigns/slug/bright-smiles use-credentials',
      'fetch /api/users/slug/bright-smiles use-credentials',
      `fetch /api/referrers/code/${CODE} use-credentials`,
    ]);
  });

  it('when the page’s campaign has a header image, then the image is announced first, at high priority: it is what the phone shows largest', async () => {
    const { html } = await referralPage('/refer/bright-smiles');

    expect(preloads(html)).toEqual([
      `image /uploads/${HEADER} high`,
      'fetch /mfe-manifest.json use-credentials',
      'fetch /api/campaigns/slug/bright-smiles use-credentials',
      'fetch /api/users/slug/bright-smiles use-credentials',
    ]);
  });

  it('when a business’s page names a campaign, then the page’s campaign read, as it asks for it, is announced in its head', async () => {
    const { html } = await referralPage(`/refer/Bright-Smiles?campaign=${OLDER_CAMPAIGN_ID}&utm_source=x`);

    expect(preloads(html)).toEqual([
      'fetch /mfe-manifest.json use-credentials',
      `fetch /api/campaigns/slug/Bright-Smiles?campaign=${OLDER_CAMPAIGN_ID} use-credentials`,
      'fetch /api/users/slug/Bright-Smiles use-credentials',
    ]);
  });

  it('when a personal link’s campaign is the business’s newest, then its canonical is the bare referral page', async () => {
    campaigns = [campaign({ id: OLDER_CAMPAIGN_ID })];

    const { html } = await referralPage(`/refer/Bright-Smiles/${CODE}/`);

    const tags = headTags(html);
    expect(tags.canonical).toEqual([`${PUBLIC_URL}/refer/bright-smiles`]);
    expect(tags.meta['og:url']).toEqual([`${PUBLIC_URL}/refer/Bright-Smiles/${CODE}`]);
  });

  it('when the code belongs to nobody, then the link previews the business’s newest campaign', async () => {
    const { response, html } = await referralPage('/refer/bright-smiles/NOBODY23');

    expect(response.status).toBe(200);
    expect(headTags(html).titles).toEqual(['Spring referrals | Bright Smiles']);
    expect(asked.at(-1)).toEqual({
      subject: CampaignSubjects.publicBySlug,
      data: { params: { slug: 'bright-smiles' }, query: {}, body: {} },
    });
  });

  it('when ?campaign= chooses a campaign, then the preview is that campaign’s and the address keeps the choice', async () => {
    const { html } = await referralPage(
      `/refer/bright-smiles?campaign=${OLDER_CAMPAIGN_ID.toUpperCase()}&utm_source=x`,
    );

    const tags = headTags(html);
    const url = `${PUBLIC_URL}/refer/bright-smiles?campaign=${OLDER_CAMPAIGN_ID}`;
    expect(tags.titles).toEqual(['Winter warmers | Bright Smiles']);
    expect(tags.meta['og:url']).toEqual([url]);
    expect(tags.canonical).toEqual([url]);
    expect(tags.meta['og:image']).toBeUndefined();
    expect(tags.meta['twitter:card']).toEqual(['summary']);
  });

  it('when the header image was uploaded before previews were made, then og:image is the original, without a size', async () => {
    stack = await referralStack();
    await stack.files.put(HEADER, pngImage(2, 2), 'image/png');

    const { meta } = headTags(await (await fetch(`${stack.url}/refer/bright-smiles`)).text());

    expect(meta['og:image']).toEqual([`${PUBLIC_URL}/uploads/${HEADER}`]);
    expect(meta['twitter:image']).toEqual([`${PUBLIC_URL}/uploads/${HEADER}`]);
    expect(meta['og:image:width']).toBeUndefined();
    expect(meta['og:image:height']).toBeUndefined();
  });

  it('when names hold quotes, angle brackets and ampersands, then every tag carries them escaped', async () => {
    campaigns = [campaign({ businessName: `Tom & Jerry's "Cuts"`, name: '<b>Spring</b> & co' })];

    const { html } = await referralPage('/refer/bright-smiles');

    const title = '&lt;b&gt;Spring&lt;/b&gt; &amp; co | Tom &amp; Jerry&#39;s &quot;Cuts&quot;';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}" />`);
    expect(html).toContain('<meta property="og:image:alt" content="&lt;b&gt;Spring&lt;/b&gt; &amp; co" />');
    expect(html).toContain(
      '<meta name="description" content="The &lt;b&gt;Spring&lt;/b&gt; &amp; co campaign: bring a friend." />',
    );
    expect(html).not.toContain('<b>Spring</b>');
    expect(html).not.toContain(`"Cuts"`);
  });

  it('when the campaign has no description, then the preview says which campaign of which business it is', async () => {
    descriptionOf = () => undefined;

    const { html } = await referralPage('/refer/bright-smiles');

    expect(headTags(html).meta.description).toEqual(['Join Spring referrals at Bright Smiles.']);
  });

  it('when the description is long, then it is cut after a whole word to at most 160 characters', async () => {
    const words = 'Bring a friend to Bright Smiles and you both get a free whitening session on us. ';
    descriptionOf = () => words.repeat(3).trim();

    const { html } = await referralPage('/refer/bright-smiles');

    const [description] = headTags(html).meta.description!;
    expect(Array.from(description!).length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Bring a friend to Bright Smiles .* free whitening session on…$/);
  });

  it.each([
    ['an unknown business', '/refer/no-such-business'],
    ['an unknown business on a personal link', `/refer/no-such-business/${CODE}`],
    ['a campaign that is not active', '/refer/bright-smiles?campaign=3c9e4d8a-1b2f-4e6a-8c7d-5f4e3d2c1b0a'],
    ['a slug the service refuses', '/refer/bad-input'],
  ])('when the page is of %s, then it answers 404 with the "Page not found" meta', async (_label, path) => {
    const { response, html } = await referralPage(path);

    expect(response.status).toBe(404);
    expect(headTags(html)).toEqual(
      expectedTags(
        'Page not found | ReferralHub',
        'The page you are looking for does not exist or has moved.',
        null,
        true,
      ),
    );
  });

  it('when the campaign service fails, then the page still answers with the site’s meta and the failure is logged', async () => {
    const { response, html } = await referralPage('/refer/unavailable');

    expect(response.status).toBe(200);
    const { site } = DEFAULT_SITE_CONTENT;
    expect(headTags(html)).toEqual(
      expectedTags(site.title, site.description, `${PUBLIC_URL}/refer/unavailable`),
    );
    expect(stack!.logs).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'page meta could not be resolved' }),
    );
  });

  it.each([
    [
      '/voucher/V7K2M9QX',
      'Your voucher | ReferralHub',
      'Show this voucher at the business to claim your reward.',
    ],
    [
      '/verify/tok3n-e5Vb9xQ2-secret',
      'Confirm your e-mail | ReferralHub',
      'Confirm your e-mail address to finish signing up and receive your reward.',
    ],
  ])(
    'when the personal page %s is fetched, then it has a generic title, is kept out of search results and does not repeat its address',
    async (path, title, description) => {
      const { response, html } = await referralPage(path);

      expect(response.status).toBe(200);
      expect(headTags(html)).toEqual(expectedTags(title, description, null, true));
      expect(html).not.toContain(path.split('/')[2]!);
      expect(preloads(html)).toEqual(['fetch /mfe-manifest.json use-credentials']);
      expect(asked).toEqual([]);
    },
  );
});

describe('what a page announces it will download', () => {
  /** The public remote's build manifest as Module Federation 2 writes it, trimmed to what is read. */
  const PUBLIC_BUILD_MANIFEST = {
    id: 'mfe_public',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [
      {
        path: './App',
        assets: {
          js: { sync: ['__federation_expose_App.1fa9f73e9a.js'], async: ['22.19ea0a47e1.js'] },
          css: { sync: ['__federation_expose_App.547ba4591e.css'], async: ['929.d93f1817ea.css'] },
        },
      },
    ],
  };

  async function pageWithBuild(path: string, publicManifest: string, shellManifest?: object) {
    const staticRoot = await makeStaticRoot({
      ...FAKE_BUILD,
      'mfe-public/dist/mf-manifest.json': publicManifest,
      ...(shellManifest ? { 'shell/dist/mf-manifest.json': JSON.stringify(shellManifest) } : {}),
    });
    try {
      return await page(path, { staticRoot });
    } finally {
      await stack?.close();
      stack = undefined;
      await rm(staticRoot, { recursive: true, force: true });
    }
  }

  it('when a public page is fetched, then its head announces, after the shell’s entry, the remotes manifest, the owning remote’s manifest, entry and first module, as the browser will ask for them', async () => {
    const { response, html } = await pageWithBuild('/login', JSON.stringify(PUBLIC_BUILD_MANIFEST));

    expect(response.status).toBe(200);
    expect(preloads(html)).toEqual([
      'fetch /mfe-manifest.json use-credentials',
      'fetch /mfe/public/mf-manifest.json anonymous',
      'script /mfe/public/remoteEntry.js',
      'script /mfe/public/__federation_expose_App.1fa9f73e9a.js',
      'style /mfe/public/__federation_expose_App.547ba4591e.css',
    ]);
    expect(html.indexOf('<link rel="preload"')).toBeGreaterThan(html.indexOf('main.3f2a9c1b.js'));
  });

  it('when the shell’s build shares React, then its files are announced with the remotes manifest: every page loads them next', async () => {
    const { html } = await pageWithBuild('/login', JSON.stringify(PUBLIC_BUILD_MANIFEST), {
      id: 'shell',
      shared: [
        { name: 'react', assets: { js: { sync: ['121.273f99c17d.js'], async: [] } } },
        { name: 'react-dom', assets: { js: { sync: ['470.1bc6cb8ffa.js', '89.3aa59a14a9.js'], async: [] } } },
        { name: 'tampered', assets: { js: { sync: ['../secret.js'], async: [] } } },
      ],
    });

    expect(preloads(html).slice(0, 4)).toEqual([
      'fetch /mfe-manifest.json use-credentials',
      'script /121.273f99c17d.js',
      'script /470.1bc6cb8ffa.js',
      'script /89.3aa59a14a9.js',
    ]);
    expect(html).not.toContain('secret.js');
  });

  it('when a voucher page is fetched, then its code is preloaded but not its data, whose address would repeat the voucher’s', async () => {
    const { html } = await pageWithBuild('/voucher/V7K2M9QX', JSON.stringify(PUBLIC_BUILD_MANIFEST));

    expect(preloads(html)).toContain('script /mfe/public/remoteEntry.js');
    expect(html).not.toContain('V7K2M9QX');
  });

  it('when the remote’s build manifest is not JSON or names no entry, then its pages still answer, announcing only the remotes manifest', async () => {
    for (const broken of ['{not json', JSON.stringify({ exposes: PUBLIC_BUILD_MANIFEST.exposes })]) {
      const { response, html } = await pageWithBuild('/login', broken);

      expect(response.status).toBe(200);
      expect(preloads(html)).toEqual(['fetch /mfe-manifest.json use-credentials']);
    }
  });

  it('when a file name in the build manifest is not a plain file name, then it is not announced', async () => {
    const tampered = structuredClone(PUBLIC_BUILD_MANIFEST);
    tampered.exposes[0]!.assets.js.sync = [
      '"><script>alert(1)</script>',
      '../../secret.js',
      'ok.1234abcd.js',
    ];
    const { html } = await pageWithBuild('/login', JSON.stringify(tampered));

    expect(preloads(html)).toContain('script /mfe/public/ok.1234abcd.js');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('secret.js');
  });

  it('when a path no remote owns is fetched, then only the remotes manifest is announced', async () => {
    const { response, html } = await pageWithBuild('/no-such/page', JSON.stringify(PUBLIC_BUILD_MANIFEST));

    expect(response.status).toBe(404);
    expect(preloads(html)).toEqual(['fetch /mfe-manifest.json use-credentials']);
  });
});
