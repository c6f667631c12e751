import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_CMS_SETTINGS, type CmsPageDto, type NavLink } from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { pngImage, uniqueSuffix } from '@referrals/testing';
import {
  adminCall,
  adminJson,
  signInAdmin,
  type SignedInAdmin,
  signInToAdminArea,
} from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { JOURNEY_VIEWPORTS, expectToast, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';

/**
 * The CMS screens of the administration in the browser, at phone and desktop size: a setting edited in the
 * Settings tab shows on the landing page, a page made in the Pages tab and edited in the page editor reads at
 * /cms/pages/{slug}, a post written in the blog editor with an image uploaded through its picker reads at
 * /blog/{slug}, and the header links reordered in the Navigation tab are saved on their own. The hero title is
 * the public-site suite's to change (it runs alongside): this one edits the hero subtitle.
 */

let browser: Browser;
let api: SignedInAdmin;
beforeAll(async () => {
  browser = await launchBrowser();
  api = await signInAdmin();
});
afterAll(async () => {
  // The landing page and the header are the whole site's: put the defaults back for the suites that follow.
  for (const key of ['hero_subtitle', 'header_nav_links'])
    await adminCall(api, 'PUT', `/api/admin/cms/settings/${key}`, { value: DEFAULT_CMS_SETTINGS[key] });
  await browser.close();
});

/** Types `text` at the end of the rich-text editor's content. */
async function typeInEditor(page: Page, text: string): Promise<void> {
  const editable = page.locator('.ck-editor__editable');
  await editable.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

async function publicSettings(): Promise<Record<string, string>> {
  return (await (await fetch(`${baseUrl()}/api/cms/settings`)).json()) as Record<string, string>;
}

describe.each(JOURNEY_VIEWPORTS)('the CMS screens on a %s', (viewport) => {
  it('when the hero subtitle is saved in Settings, then the landing page shows it', async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInToAdminArea(page);
      await page.getByRole('tab', { name: 'Settings' }).click();
      const subtitle = `Referrals your customers enjoy sending ${uniqueSuffix()}`;
      await page.locator('#setting-hero_subtitle').fill(subtitle);
      await page.getByRole('button', { name: 'Save Hero' }).click();
      await expectToast(page, 'Settings saved');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'admin-cms-settings', viewport);

      await eventually(async () => (await publicSettings()).hero_subtitle === subtitle);
      await page.goto('/');
      await page.getByText(subtitle).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when a page is created, then edited in the page editor, then it reads at /cms/pages/{slug}', async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInToAdminArea(page);
      await page.getByRole('tab', { name: 'Pages' }).click();
      await page.getByRole('button', { name: 'New Page' }).click();
      const form = page.getByRole('form', { name: 'New page' });
      const title = `Opening hours ${uniqueSuffix().slice(0, 8)}`;
      const slug = `opening-hours-${uniqueSuffix().slice(0, 8).toLowerCase()}`;
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Slug').fill(slug);
      await form.getByLabel('Content').fill('<p>We open at nine.</p>');
      await form.getByRole('checkbox', { name: 'Publish immediately' }).check();
      await form.getByRole('button', { name: 'Create Page' }).click();
      await page.getByRole('link', { name: `Edit ${title}` }).click();

      await page.getByRole('heading', { name: 'Edit Page' }).waitFor();
      await page.getByText('We open at nine.').waitFor();
      await typeInEditor(page, ' Closed on Sundays.');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'admin-cms-page-editor', viewport);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Page updated successfully');
      await page.waitForURL('**/admin/dashboard');

      await page.goto(`/cms/pages/${slug}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByText('Closed on Sundays.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('when the browser Back is pressed in the page editor with unsaved text, then it asks: Stay keeps the text, Leave goes', async () => {
    const suffix = uniqueSuffix().slice(0, 8).toLowerCase();
    const item = await adminJson<CmsPageDto>(api, 'POST', '/api/admin/cms/pages', {
      title: `Parking ${suffix}`,
      slug: `parking-${suffix}`,
      content: '<p>Park behind the shop.</p>',
      isPublished: false,
    });
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInToAdminArea(page);
      await page.getByRole('tab', { name: 'Pages' }).click();
      await page.getByRole('link', { name: `Edit ${item.title}` }).click();
      await page.getByText('Park behind the shop.').waitFor();
      await typeInEditor(page, ' Free after six.');

      const question = page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
      await page.goBack();
      await question.waitFor();
      await question.getByRole('button', { name: 'Stay' }).click();
      await question.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe(`/admin/pages/edit/${item.id}`);
      await page.getByRole('heading', { name: 'Edit Page' }).waitFor();
      await page.getByText('Park behind the shop. Free after six.').waitFor();

      await page.goBack();
      await question.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL('**/admin/dashboard');
    } finally {
      await context.close();
    }
  });

  it('when a post is written with an uploaded featured image, then it reads at /blog/{slug} with the image', async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInToAdminArea(page);
      await page.getByRole('tab', { name: 'Blog' }).click();
      await page.getByRole('button', { name: 'New Post' }).click();
      await page.getByRole('heading', { name: 'New Blog Post' }).waitFor();
      const title = `Spring offers ${uniqueSuffix().slice(0, 8)}`;
      await page.getByLabel('Title', { exact: true }).fill(title);
      const slug = await page.getByLabel('URL Slug').inputValue();
      expect(slug).toBe(title.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
      await page.getByLabel('Excerpt').fill('Three reasons to bring a friend this spring.');
      await typeInEditor(page, 'Bring a friend and both of you save.');

      await page.getByRole('button', { name: 'Choose image: Featured Image' }).click();
      const chooser = page.getByRole('dialog', { name: 'Featured Image: choose an image' });
      await chooser.getByRole('button', { name: 'Upload a new image' }).click();
      await chooser.locator('#media-upload-file').setInputFiles({
        name: 'spring.png',
        mimeType: 'image/png',
        buffer: pngImage(64, 40, [220, 38, 38]),
      });
      await chooser.getByLabel('Alt Text').fill('A red spring banner');
      await chooser.getByRole('button', { name: 'Upload' }).click();
      await page.getByRole('img', { name: 'Featured Image: current image' }).waitFor();
      await screenshot(page, 'admin-cms-blog-editor', viewport);

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Blog post created', 'Changes saved successfully');
      await page.waitForURL('**/admin/dashboard');

      await page.goto(`/blog/${slug}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByText('Bring a friend and both of you save.').waitFor();
      const image = page.locator('img[src^="/uploads/"]').first();
      await image.waitFor();
      await screenshot(page, 'admin-cms-blog-post', viewport);
    } finally {
      await context.close();
    }
  });

  it('when a header link is moved down in Navigation, then the new order is saved and shown as Saved', async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInToAdminArea(page);
      await page.getByRole('tab', { name: 'Navigation' }).click();
      const header = page.getByRole('list', { name: 'Header links' });
      const first = await header.getByRole('textbox').first().inputValue();
      await page.getByRole('button', { name: `Move ${first} down` }).click();
      await page.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'admin-cms-navigation', viewport);

      await eventually(async () => {
        const links = JSON.parse((await publicSettings()).header_nav_links!) as NavLink[];
        return links[1]?.label === first;
      });
    } finally {
      await context.close();
    }
  });
});
