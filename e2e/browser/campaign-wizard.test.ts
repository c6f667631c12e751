import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import type { CampaignDto, OwnerUser } from '@referrals/contracts';
import { buildCampaign, pngImage } from '@referrals/testing';
import {
  JOURNEY_VIEWPORTS,
  dismissToasts,
  launchBrowser,
  openPage,
  screenshot,
  type ViewportName,
  expectToast,
  signIn,
} from '../support/browser.ts';
import { registerOwner, registerOwnerKnownToCampaigns } from '../support/api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

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

/** The wizard's message beside its buttons (no toast: on a phone a toast would cover them). */
async function expectStepProblem(page: Page, message: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: message }).waitFor();
  expect(await page.locator('.ant-notification-notice').count()).toBe(0);
}

/** Waits until `locator` is wholly within the window. */
async function expectInViewport(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor();
  await page.waitForFunction(
    (element) => {
      const box = element!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    },
    await locator.elementHandle(),
  );
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each(JOURNEY_VIEWPORTS)('the campaign wizard and edit page on a %s', (viewport) => {
  it('when the owner walks the wizard and then edits the campaign, then each step checks its fields and the changes are saved', async () => {
    const { registration } = await registerOwner();
    const name = `Summer Drive ${viewport}`;
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, registration.email, registration.password);
      const { businessSlug } = (
        (await (await page.request.get('/api/auth/me')).json()) as { user: OwnerUser }
      ).user;
      await page.goto('/campaign-wizard');
      await page.getByRole('heading', { name: 'Create a Campaign' }).waitFor();

      // The plan's limit shows before the first step.
      await page.getByText('Your Basic plan allows 1 active campaign; you have 0.').waitFor();

      // Step 1: the name is required; the message shows by the buttons and at the field, which gets the
      // focus, and goes once the name is typed.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectStepProblem(page, 'Campaign name is required.');
      expect(
        await page.getByLabel('Campaign name').evaluate((input) => input === document.activeElement),
      ).toBe(true);
      await page.getByLabel('Campaign name').fill(name);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Campaign name is required.' })
        .waitFor({ state: 'detached' });
      await page.getByText('3 Months', { exact: true }).click();
      await typeRichText(page, 'Description', 'Refer a friend and both of you save.');
      await page
        .getByLabel('Campaign URL preview')
        .filter({ hasText: new RegExp(`^https?://[^/]+/refer/${businessSlug}$`) })
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
      // Each group of texts says who reads it: customers who join, or the friends they invite.
      await page
        .getByRole('heading', { name: 'Read by customers (people who join to refer friends)' })
        .waitFor();
      await page
        .getByRole('heading', { name: 'Read by friends (people who open a customer’s link)' })
        .waitFor();
      await page.getByLabel('Box 1 title').fill('Welcome, friend!');
      await expectNoHorizontalScroll(page);
      await capture(page, 'wizard-3-content', viewport);

      // Step 4: every reward message, then a milestone.
      await continueTo(page, 'Reward Structure');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectStepProblem(page, 'Please configure at least one reward type.');
      await page.getByRole('switch', { name: 'Constant reward' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectStepProblem(page, 'Constant reward name is required when enabled.');
      await page.getByLabel('Constant reward name').fill('£5 off');
      await page
        .getByRole('alert')
        .filter({ hasText: 'Constant reward name is required when enabled.' })
        .waitFor({ state: 'detached' });
      await page.getByRole('switch', { name: 'Invitee reward' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectStepProblem(page, 'Invitee reward name is required when enabled.');
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
      // What we ask a friend: nothing more by default; the postcode turned on.
      const askPostcode = page.getByRole('checkbox', { name: 'Ask for their postcode' });
      expect(await askPostcode.isChecked()).toBe(false);
      await askPostcode.check();
      await expectNoHorizontalScroll(page);
      await dismissToasts(page);
      await capture(page, 'wizard-4-rewards', viewport);

      // Step 5: the summary, then launch.
      await continueTo(page, 'Launch');
      await page.getByText('All customers').waitFor();
      await page.getByText('3 Months').waitFor();
      await page.getByText('Invitee reward: 10% off your first visit').waitFor();
      await page.getByText('1 milestone', { exact: true }).waitFor();
      await page
        .getByLabel('Campaign URL preview')
        .filter({ hasText: new RegExp(`/refer/${businessSlug}$`) })
        .waitFor();
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
        refereeContent1Title: 'Welcome, friend!',
        friendFields: ['postcode'],
      });
      expect(created.headerImage).toMatch(/^\/uploads\//);
      expect(created.milestones).toHaveLength(1);

      // Edit: the name is required at the field, then a new name and a referee content box are saved.
      await page.goto(`/campaign/${created.id}/edit`);
      await page.getByRole('heading', { name: 'Edit Campaign' }).waitFor();
      await page.getByRole('textbox', { name: /^Description\./ }).waitFor();
      expect(await page.getByRole('checkbox', { name: 'Ask for their postcode' }).isChecked()).toBe(true);
      await page.getByLabel('Campaign name').fill('');
      // Save is in reach at the foot of the screen, wherever the owner is on the long page.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expectInViewport(page, page.getByRole('button', { name: 'Save Changes' }));
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Please fix the highlighted field: Campaign name is required' })
        .waitFor();
      // The field in error is brought into view with the caret in it.
      await expectInViewport(page, page.getByLabel('Campaign name'));
      expect(
        await page.getByLabel('Campaign name').evaluate((input) => input === document.activeElement),
      ).toBe(true);
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

  it('when the plan is full, then the wizard says so first, keeps the work through a reload, asks before Cancel discards it, and saves the campaign inactive', async () => {
    const { registration, userId } = await registerOwnerKnownToCampaigns();
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, registration.email, registration.password);
      const running = await page.request.post('/api/campaigns', { data: buildCampaign(userId) });
      expect(running.status()).toBe(201);

      const fillCampaign = async (name: string) => {
        await page.getByLabel('Campaign name').fill(name);
        await continueTo(page, 'Visual Branding');
        await continueTo(page, 'Content and Messaging');
        await continueTo(page, 'Reward Structure');
        await page.getByRole('switch', { name: 'Invitee reward' }).click();
        await page.getByLabel('Invitee reward name').fill('A free coffee');
        await continueTo(page, 'Launch');
      };

      await page.goto('/campaign-wizard');
      await page.getByText('Your Basic plan allows 1 active campaign; you have 1.').first().waitFor();
      await page.getByRole('button', { name: 'Change plan' }).waitFor();
      await fillCampaign('Waiting for a place');
      // A full plan cannot take one more active campaign: the last step saves it inactive instead.
      expect(await page.getByRole('button', { name: 'Launch Campaign' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Save as Inactive' }).waitFor();
      await capture(page, 'wizard-plan-full', viewport);

      // The work is kept on this device: a reload brings it back, on the step it was on.
      await page.reload();
      await page.getByText('We kept the campaign you were setting up.').waitFor();
      await page.getByRole('heading', { name: 'Launch', level: 2 }).waitFor();
      await page.getByText('Waiting for a place').waitFor();

      // Cancel asks first; keeping on editing keeps the work.
      await page.getByRole('button', { name: 'Cancel' }).click();
      const confirm = page.getByRole('dialog', { name: 'Discard this campaign?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Keep editing' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByText('Waiting for a place').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await confirm.getByRole('button', { name: 'Discard' }).click();
      await page.waitForURL('**/dashboard');

      await page.goto('/campaign-wizard');
      await page.getByRole('heading', { name: 'Basics', level: 2 }).waitFor();
      expect(await page.getByLabel('Campaign name').inputValue()).toBe('');
      expect(await page.getByText('We kept the campaign you were setting up.').count()).toBe(0);

      await fillCampaign('Next season');
      await page.getByRole('button', { name: 'Save as Inactive' }).click();
      await expectToast(page, 'Campaign saved');
      await page.waitForURL('**/dashboard');
      const campaigns = (await (await page.request.get(`/api/campaigns/user/${userId}`)).json()) as {
        name: string;
        isActive: boolean;
      }[];
      expect(campaigns.find((campaign) => campaign.name === 'Next season')?.isActive).toBe(false);
    } finally {
      await context.close();
    }
  });

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
