import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { CampaignDto } from '@referrals/contracts';
import { pngImage } from '@referrals/testing';
import {
  launchBrowser,
  openPage,
  screenshot,
  type ViewportName,
  expectToast,
  signIn,
} from '../support/browser.ts';
import { registerOwner } from '../support/api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Closes the open toasts, so that screenshots show the page under them. */
async function dismissToasts(page: Page): Promise<void> {
  const notice = page.locator('.ant-notification-notice');
  if (await notice.count()) {
    await page
      .locator('.ant-notification-notice-close')
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await notice.first().waitFor({ state: 'hidden' });
}

/** A full-page screenshot from the top (the sticky header would otherwise be drawn mid-page). */
async function capture(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, viewport);
}

/** Types into the rich-text editor whose editing area is labelled `label`. */
async function typeRichText(page: Page, label: string, text: string): Promise<void> {
  // CKEditor appends its help hint to the label: "Description. Press Alt+0 for help."
  const editable = page.getByRole('textbox', { name: new RegExp(`^${label}\\.`) });
  await editable.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function continueTo(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each<ViewportName>(['phone', 'desktop'])('the campaign wizard and edit page on a %s', (viewport) => {
  it('when the owner walks the wizard and then edits the campaign, then each step checks its fields and the changes are saved', async () => {
    const { registration } = await registerOwner();
    const name = `Summer Drive ${viewport}`;
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, registration.email, registration.password);
      await page.goto('/campaign-wizard');
      await page.getByRole('heading', { name: 'Create a Campaign' }).waitFor();

      // Step 1: the name is required.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectToast(page, 'Validation Error', 'Campaign name is required.');
      await page.getByLabel('Campaign name').fill(name);
      await page.getByText('3 Months', { exact: true }).click();
      await typeRichText(page, 'Description', 'Refer a friend and both of you save.');
      await page
        .getByLabel('Campaign URL preview')
        .filter({ hasText: /-refer$/ })
        .waitFor();
      await expectNoHorizontalScroll(page);
      await dismissToasts(page);
      await capture(page, 'wizard-1-basics', viewport);

      // Step 2: a header image is uploaded and previewed.
      await continueTo(page, 'Visual Branding');
      // A file that is not an image is refused: the server's reason shows under the control, no toast.
      const refusedChooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload header image' }).click();
      await (
        await refusedChooser
      ).setFiles({ name: 'header.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      await page.getByText('Only images can be uploaded (PNG, JPEG, GIF or WebP)').waitFor();
      expect(await page.locator('.ant-notification-notice').count()).toBe(0);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload header image' }).click();
      await (
        await chooser
      ).setFiles({ name: 'header.png', mimeType: 'image/png', buffer: pngImage(300, 100) });
      await page.getByRole('img', { name: 'Header image preview' }).waitFor();
      await page.getByRole('textbox', { name: 'Primary colour' }).fill('#16a34a');
      await expectNoHorizontalScroll(page);
      await capture(page, 'wizard-2-branding', viewport);

      // Step 3: the messages.
      await continueTo(page, 'Content and Messaging');
      await typeRichText(page, 'Welcome message', 'Welcome to our referral programme!');
      await expectNoHorizontalScroll(page);
      await capture(page, 'wizard-3-content', viewport);

      // Step 4: every reward message, then a milestone.
      await continueTo(page, 'Reward Structure');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectToast(page, 'Validation Error', 'Please configure at least one reward type.');
      await page.getByRole('switch', { name: 'Constant reward' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectToast(page, 'Validation Error', 'Constant reward name is required when enabled.');
      await page.getByLabel('Constant reward name').fill('£5 off');
      await page.getByRole('switch', { name: 'Invitee reward' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectToast(page, 'Validation Error', 'Invitee reward name is required when enabled.');
      await page.getByLabel('Invitee reward name').fill('10% off your first visit');
      // Milestones are editable only while the constant reward is off.
      expect(await page.getByRole('button', { name: 'Add milestone' }).isDisabled()).toBe(true);
      await page.getByRole('switch', { name: 'Constant reward' }).click();
      await page.getByLabel('Reward name', { exact: true }).fill('   ');
      expect(await page.getByRole('button', { name: 'Add milestone' }).isDisabled()).toBe(true);
      await page.getByLabel('Reward name', { exact: true }).fill('Free haircut');
      await page.getByLabel('Referrals required').fill('3');
      await page.getByLabel('Reward value').fill('£20');
      await page.getByLabel('Reward description').fill('A free cut after three friends join');
      await page.getByRole('button', { name: 'Add milestone' }).click();
      await page.getByText('1st milestone').waitFor();
      await page.getByText('Free haircut after 3 referrals').waitFor();
      await expectNoHorizontalScroll(page);
      await dismissToasts(page);
      await capture(page, 'wizard-4-rewards', viewport);

      // Step 5: the summary, then launch.
      await continueTo(page, 'Launch');
      await page.getByText('All customers').waitFor();
      await page.getByText('3 Months').waitFor();
      await page.getByText('Invitee reward: 10% off your first visit').waitFor();
      await page.getByText('1 milestone', { exact: true }).waitFor();
      await expectNoHorizontalScroll(page);
      await capture(page, 'wizard-5-launch', viewport);
      await page.getByRole('button', { name: 'Launch Campaign' }).click();
      await expectToast(page, 'Campaign launched');
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name, exact: true }).waitFor();

      const me = await (await page.request.get('/api/auth/me')).json();
      const campaigns = (await (
        await page.request.get(`/api/campaigns/user/${me.user.id}`)
      ).json()) as CampaignDto[];
      const created = campaigns.find((campaign) => campaign.name === name);
      if (!created) throw new Error(`the campaign "${name}" was not created`);
      expect(created).toMatchObject({
        duration: '3months',
        primaryColor: '#16a34a',
        inviteeRewardEnabled: true,
        inviteeRewardName: '10% off your first visit',
        constantRewardEnabled: false,
      });
      expect(created.headerImage).toMatch(/^\/uploads\//);
      expect(created.milestones).toHaveLength(1);

      // Edit: the name is required at the field, then a new name and a referee content box are saved.
      await page.goto(`/campaign/${created.id}/edit`);
      await page.getByRole('heading', { name: 'Edit Campaign' }).waitFor();
      await page.getByRole('textbox', { name: /^Description\./ }).waitFor();
      await page.getByLabel('Campaign name').fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Campaign name is required').first().waitFor();
      const renamed = `${name} (renamed)`;
      await page.getByLabel('Campaign name').fill(renamed);
      await page.getByLabel('Box 1 title').fill('How it works');
      await typeRichText(page, 'Box 1 body', 'Bring a friend, both save 10%.');
      await page.getByText('1st milestone').waitFor();
      await expectNoHorizontalScroll(page);
      await capture(page, 'campaign-edit', viewport);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Campaign updated');
      await page.waitForURL((url) => url.pathname === `/campaign/${created.id}`);
      await page.getByRole('heading', { name: renamed, exact: true }).waitFor();

      const saved = (await (await page.request.get(`/api/campaigns/${created.id}`)).json()) as CampaignDto;
      expect(saved).toMatchObject({ name: renamed, refereeContent1Title: 'How it works' });
      expect(saved.refereeContent1Body).toContain('Bring a friend, both save 10%.');
      expect(saved.milestones).toHaveLength(1);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('when the owner opens the edit page of a campaign that does not exist, then Campaign Not Found leads back to the dashboard', async () => {
    const { registration } = await registerOwner();
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, registration.email, registration.password);
      await page.goto('/campaign/00000000-0000-4000-8000-000000000000/edit');
      await page.getByText('Campaign Not Found').waitFor();
      await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      await page.waitForURL('**/dashboard');
    } finally {
      await context.close();
    }
  });
});
