import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_CMS_SETTINGS, type CmsSettingImages } from '@referrals/contracts';
import { scriptCapable, startStack, uniqueSuffix, XSS_PAYLOADS, type RunningStack } from '@referrals/testing';
import {
  adminCall,
  signInAdmin,
  uploadLibraryPhoto,
  librarySrcset,
  type SignedInAdmin,
  signInToAdminArea,
} from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import {
  JOURNEY_VIEWPORTS,
  dismissToasts,
  expectToast,
  launchBrowser,
  openPage,
  screenshot,
  takeOverServerPage,
} from '../support/browser.ts';
import { seedReferralCampaign, type SeededReferralCampaign } from '../support/referral-page.ts';

/**
 * What an administrator's edits do to the whole public site, on a stack of its own (a closed or defaced landing
 * page would fail the suites that share theirs):
 * - maintenance mode, from the admin's switch to what visitors get: while it is on, the marketing pages answer
 *   503 with the maintenance notice and the referral page keeps working; switched off, the site is back;
 * - hostile HTML (the XSS corpus of @referrals/testing) saved through the admin's editors (the hero title in
 *   Settings, the New Page dialog, pasted into the rich-text editor of a page and of a post, a post's title and
 *   excerpt) never runs on the pages that show it, neither in the server's copy nor once the app takes over;
 * - library images set as the hero's background and a feature card's picture reach the landing page with
 *   their `srcset`, in the served HTML and in the app, and a phone fetches a narrow copy.
 */

let stack: RunningStack;
let browser: Browser;
let api: SignedInAdmin;
let referral: SeededReferralCampaign;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  api = await signInAdmin(undefined, undefined, stack.url);
  referral = await seedReferralCampaign({}, stack.url);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Flips the Maintenance Mode switch in Settings and saves its section. */
async function switchMaintenance(page: Page, on: boolean): Promise<void> {
  await page.getByRole('tab', { name: 'Settings' }).click();
  const toggle = page.getByRole('switch', { name: 'Maintenance Mode' });
  await expect(toggle.getAttribute('aria-checked')).resolves.toBe(String(!on));
  await toggle.click();
  await page.getByRole('button', { name: 'Save Site Meta and Contact' }).click();
  await expectToast(page, 'Settings saved');
}

describe.each(JOURNEY_VIEWPORTS)('maintenance mode on a %s', (viewport) => {
  it('when an admin switches it on, then the marketing pages answer 503 with the notice and the referral page still works; switched off, the site is back', async () => {
    const admin = await openPage(browser, viewport, stack.url);
    const visitor = await openPage(browser, viewport, stack.url);
    try {
      await signInToAdminArea(admin.page);
      await switchMaintenance(admin.page, true);
      await admin.page.getByRole('alert').filter({ hasText: 'Maintenance mode is on' }).waitFor();
      await screenshot(admin.page, 'maintenance-admin-on', viewport);

      for (const path of ['/', '/blog', '/about']) {
        const response = await visitor.page.goto(path);
        expect({ path, status: response?.status(), retryAfter: response?.headers()['retry-after'] }).toEqual({
          path,
          status: 503,
          retryAfter: expect.stringMatching(/^\d+$/),
        });
        await visitor.page
          .getByRole('heading', { level: 1, name: 'We’re making some improvements' })
          .waitFor();
      }
      expect(await axeViolations(visitor.page)).toEqual([]);
      await screenshot(visitor.page, 'maintenance-notice', viewport);

      const referralPage = await visitor.page.goto(referral.pagePath);
      expect(referralPage?.status()).toBe(200);
      await visitor.page.getByRole('heading', { level: 1, name: referral.campaign.businessName }).waitFor();

      await switchMaintenance(admin.page, false);
      await admin.page
        .getByRole('alert')
        .filter({ hasText: 'Maintenance mode is on' })
        .waitFor({ state: 'detached' });
      const landing = await visitor.page.goto('/');
      expect(landing?.status()).toBe(200);
      await visitor.page.getByRole('link', { name: 'Pricing' }).first().waitFor();
    } finally {
      await admin.context.close();
      await visitor.context.close();
      // Whatever failed above, the next test finds the site open.
      await adminCall(api, 'PUT', '/api/admin/cms/settings/maintenance_mode', { value: 'false' }, stack.url);
    }
  });
});

const CORPUS = XSS_PAYLOADS.join('\n');

/** The corpus in parts that each fit in the hero title (a setting of at most 2,000 characters). */
const HERO_TITLE_PARTS = XSS_PAYLOADS.reduce<string[]>((parts, payload) => {
  const last = parts.at(-1);
  if (last !== undefined && last.length + payload.length < 1_900)
    parts[parts.length - 1] = `${last}\n${payload}`;
  else parts.push(`Safe and sound ${payload}`);
  return parts;
}, []);

/** Pastes `html` into the rich-text editor as a clipboard would hand it over. */
async function pasteIntoEditor(page: Page, html: string): Promise<void> {
  const editable = page.locator('.ck-editor__editable');
  await editable.click();
  await editable.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/**
 * Opens `path` as a visitor and says what of the corpus ran or could run there: a dialog opened (every payload
 * calls alert), a request to a host a payload names, or markup that could run script in `shown`, the element
 * showing the saved content, once the app has taken the server's copy over.
 */
async function hostileEffects(
  browser: Browser,
  path: string,
  expectedText: string,
  shown: string,
): Promise<string[]> {
  const { context, page } = await openPage(browser, 'phone', stack.url);
  const effects: string[] = [];
  page.on('dialog', (dialog) => {
    effects.push(`a dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host.endsWith('.example')) effects.push(`a request to ${request.url()}`);
  });
  try {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
    await takeOverServerPage(page);
    await page.getByText(expectedText).first().waitFor();
    const unsafe = scriptCapable(await page.locator(shown).first().innerHTML());
    if (unsafe) effects.push(`script-capable markup: ${unsafe}`);
  } finally {
    await context.close();
  }
  return effects;
}

describe('hostile HTML saved through the editors', () => {
  it('when the XSS corpus is saved in the hero title, a new page, a page and a post, then nothing of it runs on the landing page, the page, the blog or the post', async () => {
    const suffix = uniqueSuffix().slice(0, 8).toLowerCase();
    const postSlug = `hostile-post-${suffix}`;
    const { context, page } = await openPage(browser, 'phone', stack.url);
    try {
      await signInToAdminArea(page);
      await page.getByRole('tab', { name: 'Settings' }).click();
      for (const part of HERO_TITLE_PARTS) {
        await page.locator('#setting-hero_title').fill(part);
        await page.getByRole('button', { name: 'Save Hero' }).click();
        await expectToast(page, 'Settings saved');
        await dismissToasts(page);
        expect({
          part,
          effects: await hostileEffects(browser, '/', 'Safe and sound', '#hero-title'),
        }).toEqual({
          part,
          effects: [],
        });
      }

      await page.getByRole('tab', { name: 'Pages' }).click();
      await page.getByRole('button', { name: 'New Page' }).click();
      const form = page.getByRole('form', { name: 'New page' });
      const pageTitle = `Hostile page ${suffix}`;
      await form.getByLabel('Title').fill(pageTitle);
      await form.getByLabel('Slug').fill(`hostile-${suffix}`);
      await form.getByLabel('Content').fill(`<p>Typed in the dialog.</p>${CORPUS}`);
      await form.getByRole('checkbox', { name: 'Publish immediately' }).check();
      await form.getByRole('button', { name: 'Create Page' }).click();
      await page.getByRole('link', { name: `Edit ${pageTitle}` }).click();
      await page.getByText('Typed in the dialog.').waitFor();
      await pasteIntoEditor(page, `<p>Pasted into the page.</p>${CORPUS}`);
      await page.getByText('Pasted into the page.').waitFor();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Page updated successfully');
      await page.waitForURL('**/admin/dashboard');

      await page.getByRole('tab', { name: 'Blog' }).click();
      await page.getByRole('button', { name: 'New Post' }).click();
      await page.getByRole('heading', { name: 'New Blog Post' }).waitFor();
      const postTitle = `Hostile post ${suffix} <img src=x onerror=alert(1)>`;
      await page.getByLabel('Title', { exact: true }).fill(postTitle);
      await page.getByLabel('URL Slug').fill(postSlug);
      await page.getByLabel('Excerpt').fill(`An excerpt ${XSS_PAYLOADS.slice(0, 10).join(' ')}`);
      await pasteIntoEditor(page, `<p>Pasted into the post.</p>${CORPUS}`);
      await page.getByText('Pasted into the post.').waitFor();
      // A new post is published when saved (the switch starts on).
      await expect(
        page.getByRole('switch', { name: 'Published' }).getAttribute('aria-checked'),
      ).resolves.toBe('true');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Blog post created', 'Changes saved successfully');
    } finally {
      await context.close();
    }
    await adminCall(
      api,
      'PUT',
      '/api/admin/cms/settings/hero_title',
      { value: DEFAULT_CMS_SETTINGS.hero_title },
      stack.url,
    );

    for (const [path, text, shown] of [
      [`/hostile-${suffix}`, 'Pasted into the page.', 'article'],
      ['/blog', `Hostile post ${suffix}`, 'main ul'],
      [`/blog/${postSlug}`, 'Pasted into the post.', 'article'],
    ] as const)
      expect({ path, effects: await hostileEffects(browser, path, text, shown) }).toEqual({
        path,
        effects: [],
      });
  });
});

describe("the landing page's library images", () => {
  it('when library photos are the hero background and a card picture, then the served page and the app give them srcset and a phone fetches narrow copies', async () => {
    const [hero, card] = await Promise.all(
      ['#0f766e', '#f59e0b'].map((colour) => uploadLibraryPhoto(api, colour, 'A salon', stack.url)),
    );
    for (const [key, file] of [
      ['hero_background_image', hero],
      ['features_card1_image', card],
    ] as const) {
      const saved = await adminCall(
        api,
        'PUT',
        `/api/admin/cms/settings/${key}`,
        { value: file!.url },
        stack.url,
      );
      expect(saved.status).toBe(200);
    }

    const images = (await (await fetch(`${stack.url}/api/cms/settings/images`)).json()) as CmsSettingImages;
    expect(images).toEqual({
      [hero!.url]: { width: 1600, height: 900, srcset: librarySrcset(hero!) },
      [card!.url]: { width: 1600, height: 900, srcset: librarySrcset(card!) },
    });
    const served = await (await fetch(`${stack.url}/`)).text();
    const servedSrcsets = [...served.matchAll(/<img [^>]*?\bsrcset="([^"]*)"/gi)].map((match) => match[1]);
    expect(servedSrcsets).toEqual([librarySrcset(hero!), librarySrcset(card!)]);

    const { context, page } = await openPage(browser, 'phone', stack.url);
    try {
      await page.goto('/');
      await takeOverServerPage(page);
      const pictures = page.locator(`main img[src="${hero!.url}"], main img[src="${card!.url}"]`);
      await pictures.last().scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (sources) =>
          sources.every((source) => {
            const image = document.querySelector<HTMLImageElement>(`main img[src="${source}"]`);
            return image !== null && image.complete && image.currentSrc !== '';
          }),
        [hero!.url, card!.url],
      );
      const fetched = await pictures.evaluateAll((elements) =>
        elements.map((element) => new URL((element as HTMLImageElement).currentSrc).pathname),
      );
      // A 390 px screen shows the hero 390 px wide and the card 310 px: the 400 px copies, not the originals.
      expect(fetched).toEqual([hero!.variants[0]?.url, card!.variants[0]?.url]);
      await screenshot(page, 'landing-library-images', 'phone');
    } finally {
      await context.close();
    }
  });
});
