import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import {
  DEFAULT_SITE_CONTENT,
  PREVIEW_IMAGE,
  previewFileName,
  uploadUrl,
  type CampaignDto,
  type ReferrerRegisteredDto,
  type UploadAnswer,
} from '@referrals/contracts';
import { buildCampaign, pngImage, uniqueSuffix } from '@referrals/testing';
import { registerOwnerKnownToCampaigns, useStack } from '../support/api.ts';
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

/** Every `<meta>` of the head by `name` or `property`, values unescaped as a crawler reads them. */
function headMeta(html: string): Record<string, string[]> {
  const head = html.slice(0, html.indexOf('</head>'));
  const unescape = (value: string) =>
    value.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
    );
  const meta: Record<string, string[]> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    (meta[key!] ??= []).push(unescape(content!));
  }
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((match) =>
    unescape(match[1]!),
  );
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescape(match[1]!));
  return { ...meta, canonical, title: titles };
}

describe('the referral page’s link preview', () => {
  const businessName = `Tom & Jerry's "Cuts" <Salon> ${uniqueSuffix()}`;
  const campaignName = 'Spring <offers> & "more"';
  let slug: string;
  let campaign: CampaignDto;
  let header: UploadAnswer;

  beforeAll(async () => {
    const { cookie, userId } = await registerOwnerKnownToCampaigns({ businessName });
    header = (
      await spec()
        .post('/api/upload')
        .withHeaders('Cookie', cookie)
        .withMultiPartFormData('type', 'headerImage')
        .withMultiPartFormData('file', pngImage(1200, 400), {
          filename: 'header.png',
          contentType: 'image/png',
        })
        .expectStatus(201)
        .toss()
    ).body as UploadAnswer;
    campaign = (
      await spec()
        .post('/api/campaigns')
        .withHeaders('Cookie', cookie)
        .withJson(
          buildCampaign(userId, {
            name: campaignName,
            description: '<p>Bring a friend &amp; <strong>both</strong> get 20% off.</p>',
            headerImage: header.url,
          }),
        )
        .expectStatus(201)
        .toss()
    ).body as CampaignDto;
    slug = campaign.businessSlug;
  });

  /** What both referral routes carry, the og:url aside. */
  function expectCampaignPreview(meta: Record<string, string[]>): void {
    const title = `${campaignName} | ${businessName}`;
    const description = 'Bring a friend & both get 20% off.';
    const image = `${baseUrl()}${uploadUrl(previewFileName(header.filename))}`;
    expect(meta).toMatchObject({
      title: [title],
      description: [description],
      'og:title': [title],
      'og:description': [description],
      'og:image': [image],
      'og:image:width': [String(PREVIEW_IMAGE.width)],
      'og:image:height': [String(PREVIEW_IMAGE.height)],
      'twitter:card': ['summary_large_image'],
      'twitter:title': [title],
      'twitter:image': [image],
      canonical: [`${baseUrl()}/refer/${slug}`],
    });
  }

  it('when the business’s referral page is fetched, then it carries the campaign’s tags, with the preview-sized header image at an absolute URL', async () => {
    const html = await rawPage(`/refer/${slug}`, 200);

    const meta = headMeta(html);
    expectCampaignPreview(meta);
    expect(meta['og:url']).toEqual([`${baseUrl()}/refer/${slug}`]);
    expect(meta.robots).toBeUndefined();

    const image = await fetch(meta['og:image']![0]!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBeLessThan(300 * 1024);
  });

  it('when a referrer’s personal link is fetched, then it is written for the friend, og:url keeps the code, the canonical is the business’s page and the referrer is not named', async () => {
    const suffix = uniqueSuffix();
    const referrer = (
      await spec()
        .post('/api/referrers')
        .withJson({
          campaignId: campaign.id,
          firstName: 'Quinnella',
          lastName: `Referrer ${suffix}`,
          email: `quinnella-${suffix}@example.com`,
          phoneNumber: '07911 123456',
          postcode: 'BS1 4DJ',
          password: 'correct-horse-battery',
          programConsent: true,
          privacyAccepted: true,
          marketingConsent: false,
        })
        .expectStatus(201)
        .toss()
    ).body as ReferrerRegisteredDto;

    const html = await rawPage(`/refer/${slug}/${referrer.referralCode}`, 200);

    const meta = headMeta(html);
    expect(meta).toMatchObject({
      'og:title': [`You’re invited to ${businessName}`],
      'og:description': [`A friend invited you to ${businessName}. Sign up in a minute to join them.`],
      canonical: [`${baseUrl()}/refer/${slug}`],
    });
    expect(meta['og:image']).toEqual([`${baseUrl()}${uploadUrl(previewFileName(header.filename))}`]);
    expect(meta['og:url']).toEqual([`${baseUrl()}/refer/${slug}/${referrer.referralCode}`]);
    expect(html).not.toContain('Quinnella');
  });

  it('when the business does not exist, then the referral page answers 404 with the "Page not found" meta', async () => {
    const html = await rawPage(`/refer/no-such-business-${uniqueSuffix()}`, 404);

    expect(headMeta(html)).toMatchObject({
      title: ['Page not found | ReferralHub'],
      robots: ['noindex'],
      canonical: [],
    });
  });

  it.each(['/voucher/V7K2M9QXRT', '/verify/not-a-real-token-0123456789'])(
    'when the personal page %s is fetched, then it is generic, kept out of search results, and does not repeat its address',
    async (path) => {
      const html = await rawPage(path, 200);

      const meta = headMeta(html);
      expect(meta.robots).toEqual(['noindex']);
      expect(meta.canonical).toEqual([]);
      expect(meta['og:url']).toBeUndefined();
      expect(html).not.toContain(path.split('/')[2]!);
    },
  );
});
