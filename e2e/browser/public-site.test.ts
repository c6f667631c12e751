import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import {
  DEFAULT_CMS_SETTINGS,
  type BlogPostDto,
  type CmsPageDto,
  type CmsPreviewLinkDto,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { uniqueSuffix } from '@referrals/testing';
import { adminCall, adminJson, signInAdmin, type SignedInAdmin } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import {
  JOURNEY_VIEWPORTS,
  launchBrowser,
  openPage,
  screenshot,
  takeOverServerPage,
} from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';

/**
 * The public site the CMS drives (docs/product-rules.md §2): the landing page from the settings, the blog and
 * its posts, CMS pages at both their addresses, a preview link, a renamed slug's old address, and the 404 page
 * inside the site's header and footer. What it shows is made through the admin API first.
 */

let browser: Browser;
let admin: SignedInAdmin;
let published: BlogPostDto;
let draft: BlogPostDto;
let renamed: { post: BlogPostDto; oldSlug: string };
let page: CmsPageDto;

const postBody = (title: string, slug: string, isPublished: boolean) => ({
  title,
  slug,
  content: `<h2>Why it works</h2><p>Friends trust friends.</p><ul><li>One</li><li>Two</li></ul><table><tr><th>Plan</th><th>Referrals</th><th>Rewards</th><th>Notes</th></tr><tr><td>Basic</td><td>10</td><td>£10 off</td><td>A long cell that must not widen the page on a phone</td></tr></table>`,
  excerpt: `${title}: what a referral programme does for a local business.`,
  isPublished,
});

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInAdmin();
  const suffix = uniqueSuffix();
  published = await adminJson<BlogPostDto>(
    admin,
    'POST',
    '/api/admin/cms/blog',
    postBody('Word of mouth in 2026', `word-of-mouth-${suffix}`, true),
  );
  draft = await adminJson<BlogPostDto>(
    admin,
    'POST',
    '/api/admin/cms/blog',
    postBody('Unfinished thoughts', `unfinished-${suffix}`, false),
  );
  const before = await adminJson<BlogPostDto>(
    admin,
    'POST',
    '/api/admin/cms/blog',
    postBody('Salon referrals', `salon-referrals-${suffix}`, true),
  );
  const after = await adminJson<BlogPostDto>(admin, 'PUT', `/api/admin/cms/blog/${before.id}`, {
    ...postBody('Salon referrals', `salon-referrals-renamed-${suffix}`, true),
  });
  renamed = { post: after, oldSlug: before.slug };
  page = await adminJson<CmsPageDto>(admin, 'POST', '/api/admin/cms/pages', {
    title: 'Our story',
    slug: `our-story-${suffix}`,
    content: '<p>We started in a hair salon in Leeds.</p>',
    isPublished: true,
  });
});

afterAll(async () => {
  // The hero is the whole site's: put the default back for the suites that follow.
  await adminCall(admin, 'PUT', '/api/admin/cms/settings/hero_title', {
    value: DEFAULT_CMS_SETTINGS.hero_title,
  });
  await browser.close();
});

/** The page shows the site's header and footer: a way on from any page. */
async function expectSiteShell(at: Page): Promise<void> {
  await at.getByRole('banner').getByRole('link', { name: /home/ }).waitFor();
  await at.getByRole('contentinfo').waitFor();
}

describe('the public site', () => {
  it.each(JOURNEY_VIEWPORTS)(
    'when an admin changes the hero title, then the landing page shows it with its accent (%s)',
    async (viewport) => {
      const suffix = uniqueSuffix();
      const title = `Referrals that <span class="accent">grow</span> ${suffix}`;
      const answer = await adminCall(admin, 'PUT', '/api/admin/cms/settings/hero_title', { value: title });
      expect(answer.status).toBe(200);
      // The value as the CMS keeps it (through its rich-text allow-list), once the public read has it.
      const stored = await eventually(async () => {
        const settings = (await (await fetch(`${baseUrl()}/api/cms/settings`)).json()) as Record<
          string,
          string
        >;
        expect(settings.hero_title).toContain(suffix);
        return settings.hero_title!;
      });
      const { context, page: at } = await openPage(browser, viewport);
      try {
        await at.goto('/');
        const hero = at.locator('#hero-title');
        await at.getByRole('heading', { name: `Referrals that grow ${suffix}`, level: 1 }).waitFor();
        await expect(hero.locator('span').textContent()).resolves.toBe('grow');
        await expect(hero.innerHTML()).resolves.toBe(stored);
        await screenshot(at, 'landing-from-settings', viewport);
      } finally {
        await context.close();
      }
    },
  );

  it.each(JOURNEY_VIEWPORTS)(
    'when a visitor opens the blog and a post, then the post reads with its date, excerpt and content and leads back (%s)',
    async (viewport) => {
      const { context, page: at } = await openPage(browser, viewport);
      try {
        await at.goto('/blog');
        await at.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
        await expect(at.getByRole('link', { name: draft.title }).count()).resolves.toBe(0);
        await expectSiteShell(at);
        await expect(axeViolations(at)).resolves.toEqual([]);
        await screenshot(at, 'blog', viewport);
        await at.getByRole('link', { name: `Read More: ${published.title}` }).click();

        await at.getByRole('heading', { name: published.title, level: 1 }).waitFor();
        expect(new URL(at.url()).pathname).toBe(`/blog/${published.slug}`);
        await at.getByText('Published on').waitFor();
        await at.getByText(published.excerpt ?? '').waitFor();
        await at.getByRole('heading', { name: 'Why it works' }).waitFor();
        await expect(at.title()).resolves.toMatch(new RegExp(`^${published.title} \\| `));
        // Nothing of the post (its wide table) widens the page on a phone.
        await expect(
          at.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).resolves.toBe(true);
        await expect(axeViolations(at)).resolves.toEqual([]);
        await screenshot(at, 'blog-post', viewport);

        await at.getByRole('link', { name: 'Back to Blog' }).click();
        await at.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
      } finally {
        await context.close();
      }
    },
  );

  it('when the blog has no posts, then it says so', async () => {
    const { context, page: at } = await openPage(browser, 'phone');
    await context.route(/\/api\/cms\/blog\?published=true$/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    try {
      // Moving to the blog inside the app reads the list from the browser (a page opened directly may carry
      // the server's read in its HTML), where the answer is replaced by an empty list.
      await at.goto('/');
      // The app has taken the server-rendered page over: its links navigate inside it.
      await takeOverServerPage(at);
      await at.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
      await at.getByRole('heading', { name: 'No blog posts yet' }).waitFor();
      await at.getByText('Check back soon for updates and insights.').waitFor();
      await screenshot(at, 'blog-empty', 'phone');
    } finally {
      await context.close();
    }
  });

  it('when the blog has more posts than a page, then Load more adds the next page', async () => {
    const { context, page: at } = await openPage(browser, 'phone');
    const older = {
      ...published,
      id: `${published.id}-older`,
      title: 'An older post',
      slug: 'an-older-post',
    };
    await context.route(/\/api\/cms\/blog\?published=true(&cursor=.*)?$/, (route) => {
      const next = new URL(route.request().url()).searchParams.get('cursor');
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: next === null ? { 'X-Next-Cursor': 'page-2' } : {},
        body: JSON.stringify(next === 'page-2' ? [older] : [published]),
      });
    });
    try {
      await at.goto('/');
      await takeOverServerPage(at);
      await at.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
      await at.getByRole('link', { name: published.title, exact: true }).waitFor();
      await at.getByRole('button', { name: 'Load more' }).click();
      await at.getByRole('link', { name: older.title, exact: true }).waitFor();
      await expect(at.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('when a visitor opens a draft post, then it is not found, inside the site', async () => {
    const { context, page: at } = await openPage(browser, 'phone');
    try {
      await at.goto(`/blog/${draft.slug}`);
      await at.getByRole('heading', { name: 'Post Not Found' }).waitFor();
      await at.getByText("The blog post you're looking for doesn't exist.").waitFor();
      await expect(at.getByRole('heading', { name: draft.title }).count()).resolves.toBe(0);
      await expectSiteShell(at);
    } finally {
      await context.close();
    }
  });

  it("when an admin signed in on this browser opens a draft post's ?preview=true address, then it shows the draft", async () => {
    const { context, page: at } = await openPage(browser, 'phone');
    // What the admin area's sign-in leaves in the browser.
    await context.addInitScript(
      (token: string) => localStorage.setItem('adminToken', token),
      admin.headers.authorization.replace(/^Bearer /, ''),
    );
    try {
      await at.goto(`/blog/${draft.slug}?preview=true`);
      await at.getByRole('heading', { name: draft.title, level: 1 }).waitFor();
      await at.goto(`/blog/${draft.slug}`);
      await at.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("when a visitor opens a renamed post's old address, then they land on its new one", async () => {
    const { context, page: at } = await openPage(browser, 'phone');
    try {
      await at.goto(`/blog/${renamed.oldSlug}`);
      await at.getByRole('heading', { name: renamed.post.title, level: 1 }).waitFor();
      expect(new URL(at.url()).pathname).toBe(`/blog/${renamed.post.slug}`);
    } finally {
      await context.close();
    }
  });

  it.each(JOURNEY_VIEWPORTS)(
    'when a visitor opens a CMS page at either address, then it reads inside the site (%s)',
    async (viewport) => {
      const { context, page: at } = await openPage(browser, viewport);
      try {
        for (const path of [`/${page.slug}`, `/cms/pages/${page.slug}`]) {
          await at.goto(path);
          await at.getByRole('heading', { name: page.title, level: 1 }).waitFor();
          await at.getByText('We started in a hair salon in Leeds.').waitFor();
          await expectSiteShell(at);
        }
        await expect(axeViolations(at)).resolves.toEqual([]);
        await screenshot(at, 'cms-page', viewport);
        await at.goto('/no-such-page-here');
        await at.getByRole('heading', { name: 'Page Not Found' }).waitFor();
        await at.getByText("The page you're looking for doesn't exist.").waitFor();
      } finally {
        await context.close();
      }
    },
  );

  it('when a visitor opens a preview link, then the draft shows as not published until the link is revoked', async () => {
    const link = await adminJson<CmsPreviewLinkDto>(
      admin,
      'POST',
      `/api/admin/cms/blog/${draft.id}/preview-links`,
    );
    const { context, page: at } = await openPage(browser, 'phone');
    try {
      await at.goto(link.url ?? '');
      await at.getByText('Preview — not published').waitFor();
      await at.getByRole('heading', { name: draft.title, level: 1 }).waitFor();
      await expect(axeViolations(at)).resolves.toEqual([]);
      await screenshot(at, 'preview-link', 'phone');

      expect((await adminCall(admin, 'DELETE', `/api/admin/cms/preview-links/${link.id}`)).ok).toBe(true);
      await at.reload();
      await at.getByText('This preview link has expired or was revoked.', { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  });

  it.each(JOURNEY_VIEWPORTS)(
    'when a visitor opens an address nothing answers, then the 404 page shows inside the site with ways on (%s)',
    async (viewport) => {
      const { context, page: at } = await openPage(browser, viewport);
      try {
        await at.goto('/no/such/page');
        await at.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        await at.getByText('The address may be mistyped, or the page may have moved.').waitFor();
        await expectSiteShell(at);
        await expect(axeViolations(at)).resolves.toEqual([]);
        await screenshot(at, 'not-found-in-site', viewport);
        await at.getByRole('main').getByRole('link', { name: 'Read the blog' }).click();
        await at.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
      } finally {
        await context.close();
      }
    },
  );

  it('when a visitor reads the registration form, then its terms and privacy policy link to those pages', async () => {
    const { context, page: at } = await openPage(browser, 'phone');
    try {
      await at.goto('/');
      await at.getByRole('heading', { name: 'Start your free trial' }).waitFor();
      // The inline form loads as it nears the viewport.
      await at.evaluate(() => document.getElementById('get-started')?.scrollIntoView());
      const form = at.locator('#get-started');
      const terms = form.getByRole('link', { name: 'terms of service' });
      await terms.waitFor();
      await expect(terms.getAttribute('href')).resolves.toBe('/terms');
      await expect(form.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).resolves.toBe(
        '/privacy',
      );
      await at.goto('/terms');
      await at.getByRole('heading', { name: 'Terms of Service', level: 1 }).first().waitFor();
      await expect(at.getByRole('heading', { name: 'Page Not Found' }).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
