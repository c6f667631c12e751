import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { BlogPostDto } from '@referrals/contracts';
import { uniqueSuffix } from '@referrals/testing';
import {
  adminJson,
  signInAdmin,
  uploadLibraryPhoto,
  librarySrcset,
  type SignedInAdmin,
} from '../support/admin.ts';
import { launchBrowser, openPage, takeOverServerPage, VIEWPORTS } from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';

/**
 * The marketing pages are readable before any script runs (docs/adr/0022-server-rendered-public-pages.md):
 * the gateway writes the landing page, the blog, a post and a CMS page into their HTML with the public
 * remote's own components, and the app takes each over in one frame, without moving anything.
 */

let browser: Browser;
let admin: SignedInAdmin;
let post: BlogPostDto;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInAdmin();
  const suffix = uniqueSuffix();
  post = await adminJson<BlogPostDto>(admin, 'POST', '/api/admin/cms/blog', {
    title: `Thank your regulars ${suffix}`,
    slug: `thank-your-regulars-${suffix}`,
    excerpt: 'Small gestures that bring their friends through the door.',
    content:
      '<h2>Start with a coffee</h2><p>A free coffee on the fifth visit is remembered for months.</p>' +
      '<h2>Then ask</h2><p>Hand over a card with the referral link while they are smiling.</p>',
    isPublished: true,
  });
});
afterAll(async () => {
  await browser.close();
});

/** The pages, and what a reader sees first on each. */
const pages = () => [
  { path: '/', heading: /./, text: 'Pricing' },
  { path: '/blog', heading: 'Blog', text: post.title },
  { path: `/blog/${post.slug}`, heading: post.title, text: 'A free coffee on the fifth visit' },
  { path: '/about', heading: /About/, text: '' },
];

describe('the marketing pages without JavaScript', () => {
  it('when JavaScript is off, then the landing page, the blog, a post and a page show their headings and text', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    for (const { path, heading, text } of pages()) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first().isVisible()).resolves.toBe(
        true,
      );
      if (text) await expect(page.getByText(text).first().isVisible()).resolves.toBe(true);
      await expect(page.getByText('needs JavaScript').count()).resolves.toBe(0);
    }
    await context.close();
  });
});

/** Sums every layout shift of the page from its start (an observer added before the document's first byte). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('the take-over', () => {
  it('when the app takes a server-rendered page over, then nothing on screen moves (CLS 0) and the page works', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await watchLayoutShifts(page);
    for (const { path, heading } of pages()) {
      await page.goto(path);
      await takeOverServerPage(page);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first().isVisible()).resolves.toBe(
        true,
      );
      // Layout-shift entries are reported after the frame they happened in: wait for two more frames.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve((window as unknown as { layoutShift: number }).layoutShift),
              ),
            ),
          ),
      );
      expect({ path, shift }).toEqual({ path, shift: 0 });
    }
    // The page is the app's now: its buttons work.
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('dialog', { name: 'Start Your Referral Campaign' }).waitFor();
    await context.close();
  });

  it('when a visitor who is not signed in reads a page, then none of the app runs until they reach for a button', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`/blog/${post.slug}`, { waitUntil: 'load' });
    // The page has loaded, its entry fetched ahead for a press to come: still the server's copy, no app started.
    await page.waitForSelector('link[rel="prefetch"]', { state: 'attached' });
    await expect(page.locator('#server-page').count()).resolves.toBe(1);
    await expect(page.locator('script[src*="/main."]').count()).resolves.toBe(0);
    await expect(page.locator('#server-page a[href="/blog"]').first().isVisible()).resolves.toBe(true);

    await takeOverServerPage(page);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await context.close();
  });

  it('when the reader scrolls toward the sign-up form, then the app takes over by itself and leaves them where they were', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('#server-page').count()).resolves.toBe(1);

    // The form at the foot of the landing page is the app's: nearing it starts the app.
    await page.evaluate(() => document.getElementById('get-started')?.scrollIntoView());
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.locator('#server-page').waitFor({ state: 'detached' });

    await page.getByRole('form', { name: 'Business registration' }).waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolled);
    await context.close();
  });

  it('when a button of the page is pressed before the app has it, then the app presses it once it takes over', async () => {
    const { context, page } = await openPage(browser, 'phone');
    // The public remote's code arrives late: the press has started the app, the page is still the server's.
    const release = await holdRequests(page, '**/mfe/public/remoteEntry.js');
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#server-page').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Get Started' }).click();

    release();

    await page.getByRole('dialog', { name: 'Start Your Referral Campaign' }).waitFor();
    await context.close();
  });
});

/** Holds the page's requests matching `pattern` (a slow network) until the returned function is called. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A photo of the media library, uploaded as the admin's media dialog does. */
const uploadedPhoto = (background: string) => uploadLibraryPhoto(admin, background);

describe('the weight of a server-rendered post', () => {
  it('when a post of 1,500 words with three images is fetched, then its document is at most 40 KB gzip', async () => {
    const photos = await Promise.all(['#2563eb', '#16a34a', '#f59e0b'].map(uploadedPhoto));
    const words = 'regulars bring their friends when a small thank you'.split(' ');
    const paragraph = (from: number) =>
      `<p>${Array.from({ length: 75 }, (_, index) => words[(from + index * 3) % words.length]).join(' ')}.</p>`;
    const sections = Array.from({ length: 10 }, (_, index) => {
      const photo = index % 4 === 1 ? photos[Math.floor(index / 4)] : undefined;
      const image = photo
        ? `<img src="${photo.url}" alt="${photo.altText}" width="${photo.width}" height="${photo.height}">`
        : '';
      return `<h2>Part ${index + 1}</h2>${paragraph(index)}${paragraph(index + 1)}${image}`;
    });
    const suffix = uniqueSuffix();
    const long = await adminJson<BlogPostDto>(admin, 'POST', '/api/admin/cms/blog', {
      title: `A long read on word of mouth ${suffix}`,
      slug: `long-read-${suffix}`,
      excerpt: 'Fifteen hundred words on the customers who bring their friends.',
      content: sections.join(''),
      featuredImage: photos[2]!.url,
      isPublished: true,
    });
    expect(long.content.match(/<img /g)).toHaveLength(3);

    const response = await fetch(`${baseUrl()}/blog/${long.slug}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    const html = await response.text();

    expect(html).toContain('id="server-page"');
    expect(html).toContain('Part 10');
    // The document as it travels: gzip, its length the bytes sent.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBeLessThanOrEqual(40 * 1024);
  });
});

describe('the images of a server-rendered post', () => {
  it('when a phone opens a post with library images, then the server and the app give them srcset and it fetches a narrow copy', async () => {
    const [cover, photo] = await Promise.all(['#0ea5e9', '#e11d48'].map(uploadedPhoto));
    const suffix = uniqueSuffix();
    const pictured = await adminJson<BlogPostDto>(admin, 'POST', '/api/admin/cms/blog', {
      title: `A counter worth a photo ${suffix}`,
      slug: `counter-photo-${suffix}`,
      content: `<p>The counter where friends are welcomed.</p><p><img src="${photo.url}" alt="${photo.altText}"></p>`,
      featuredImage: cover.url,
      isPublished: true,
    });

    const served = await (await fetch(`${baseUrl()}/blog/${pictured.slug}`)).text();
    // HTML reads attribute names in any case (the server writes React's `srcSet` as it is).
    const servedSrcsets = [...served.matchAll(/<img [^>]*?\bsrcset="([^"]*)"/gi)].map((match) => match[1]);
    expect(servedSrcsets).toEqual([librarySrcset(cover), librarySrcset(photo)]);

    const { context, page } = await openPage(browser, 'phone');
    await page.goto(`/blog/${pictured.slug}`);
    await takeOverServerPage(page);
    const content = page.getByRole('img', { name: photo.altText ?? '' });
    await content.scrollIntoViewIfNeeded();
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('article img')].map((image) => image.getAttribute('srcset')),
    );
    expect(shown).toEqual([librarySrcset(cover), librarySrcset(photo)]);
    // A 390 px screen shows them 358 px wide: the 400 px WebP copies, not the 1600 px originals.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('article img')].every(
        (image) => image.complete && image.currentSrc,
      ),
    );
    const fetched = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('article img')].map((image) => image.currentSrc),
    );
    expect(fetched).toEqual([
      `${baseUrl()}${cover.variants[0]?.url}`,
      `${baseUrl()}${photo.variants[0]?.url}`,
    ]);
    await context.close();
  });
});
