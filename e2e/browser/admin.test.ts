import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { AdminBusinessDto } from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { TEST_SUPER_ADMIN, uniqueSuffix } from '@referrals/testing';
import { buildReferrerSignUp, joinWhenKnown, openCampaign } from '../api/referral-support.ts';
import { adminJson, signInAdmin, type SignedInAdmin, signInToAdminArea } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { JOURNEY_VIEWPORTS, expectToast, launchBrowser, openPage, screenshot } from '../support/browser.ts';

/**
 * The administration in the browser, at phone and desktop size: signing in, creating an admin and promoting
 * them, duplicating a business both ways (named or not), disabling and enabling it (confirmed, with a reason),
 * deleting a copy with the typed confirmation, and the master-admin view of a business with its tabs and
 * campaign configuration.
 */

let browser: Browser;
let api: SignedInAdmin;
beforeAll(async () => {
  browser = await launchBrowser();
  api = await signInAdmin();
});
afterAll(async () => {
  await browser.close();
});

/** The horizontal overflow of the page in px (0: nothing sticks out at the side). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The Businesses table's row of `name`. */
function businessRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

describe.each(JOURNEY_VIEWPORTS)('the administration on a %s', (viewport) => {
  it('when no admin is signed in, then the dashboard and the business view go to the login; a wrong password says "Login failed"', async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await page.goto('/admin/dashboard');
      await page.waitForURL(/\/admin$/);
      await page.goto('/admin/business/0b6f4a52-5a8e-4c1e-9f43-0a7d3c2b1e90');
      await page.waitForURL(/\/admin$/);
      await page.getByLabel('Email').fill(TEST_SUPER_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, 'Login failed', 'Invalid credentials');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'admin-login', viewport);
    } finally {
      await context.close();
    }
  });

  it('when the super admin creates an admin and promotes them, then the new super admin has neither Promote nor Delete', async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInToAdminArea(page, TEST_SUPER_ADMIN.email, TEST_SUPER_ADMIN.password);
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      await page
        .getByText(/^Welcome, /)
        .first()
        .waitFor();
      await page
        .getByText(/\d+ active/)
        .first()
        .waitFor();
      await screenshot(page, 'admin-overview', viewport);
      await page.getByRole('tab', { name: 'Admin Users' }).click();
      await page.getByRole('button', { name: 'Create Admin' }).first().click();
      const form = page.getByRole('form', { name: 'Create admin user' });
      const lastName = `Lovelace${uniqueSuffix().slice(0, 6)}`;
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Last name').fill(lastName);
      await form.getByLabel('Email').fill(`ada.${uniqueSuffix()}@example.com`);
      await form.getByLabel('Password', { exact: true }).fill('ada-password-1');
      await form.getByLabel('Role').click();
      await page.locator('.ant-select-item-option', { hasText: /^Admin$/ }).click();
      await form.getByRole('button', { name: 'Create Admin' }).click();
      const promote = page.getByRole('button', { name: `Promote Ada ${lastName} to Super Admin` });
      await promote.waitFor();
      await screenshot(page, 'admin-users', viewport);

      await promote.click();
      const dialog = page.getByRole('dialog', { name: 'Promote to Super Admin' });
      await dialog.getByText('This action cannot be undone.').waitFor();
      await dialog.getByRole('button', { name: 'Promote to Super Admin' }).click();
      await promote.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: `Delete Ada ${lastName}` }).count()).toBe(0);
      if (viewport === 'phone') expect(await horizontalOverflow(page)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('when an admin duplicates a business both ways (default and given name), disables it with a reason and enables it, and deletes a copy after typing DELETE, then the table follows each step', async () => {
    const { owner, campaign } = await openCampaign();
    await joinWhenKnown(buildReferrerSignUp(campaign.id));
    const name = owner.registration.businessName;
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInToAdminArea(page, TEST_SUPER_ADMIN.email, TEST_SUPER_ADMIN.password);
      await page.getByRole('tab', { name: 'Overview' }).waitFor();
      await page.getByRole('tab', { name: 'Businesses' }).click();
      const row = businessRow(page, name);
      await row.waitFor();

      // Basic Copy, under the default name; the dialog says what it copies.
      await row.getByRole('button', { name: `Duplicate ${name}` }).click();
      let dialog = page.getByRole('dialog', { name: 'Duplicate Business' });
      const basicName = `${name} (copy 2)`;
      expect(await dialog.getByLabel('New business name').getAttribute('placeholder')).toBe(basicName);
      await dialog.getByText('Basic Copy').click();
      await dialog.getByText('Not its 1 campaign').waitFor();
      await dialog.getByRole('button', { name: 'Duplicate Business' }).click();
      await expectToast(page, 'Business duplicated');
      const basicCopy = businessRow(page, basicName);
      await basicCopy.waitFor();

      // Complete Copy, named; the dialog counts the campaigns, referrers and referees.
      await row.getByRole('button', { name: `Duplicate ${name}` }).click();
      dialog = page.getByRole('dialog', { name: 'Duplicate Business' });
      const completeName = `${name} Harbour`;
      await dialog.getByLabel('New business name').fill(completeName);
      await dialog.getByText('Complete Copy').click();
      await dialog.getByText('1 campaign, copied inactive, with their milestones and images').waitFor();
      await dialog.getByText('1 referrer, joining the copies with new codes').waitFor();
      await dialog.getByText('Not its 0 referees').waitFor();
      await dialog.getByRole('button', { name: 'Duplicate Business' }).click();
      await businessRow(page, completeName).waitFor({ timeout: 30_000 });
      await screenshot(page, 'admin-businesses', viewport);

      // Disable with a reason, then enable: each asks for confirmation first.
      const toggle = row.getByRole('switch', { name: 'Active' });
      await toggle.click();
      dialog = page.getByRole('dialog', { name: 'Disable Business' });
      await dialog.getByLabel('Reason (optional)').fill('Unpaid invoices');
      await dialog.getByRole('button', { name: 'Disable Business' }).click();
      await row.getByText('Inactive', { exact: true }).waitFor();
      await eventually(
        async () => (await businessOf(owner.userId)).isActive === false,
        30_000,
        'the business is inactive',
      );
      await toggle.click();
      await page
        .getByRole('dialog', { name: 'Enable Business' })
        .getByRole('button', { name: 'Enable Business' })
        .click();
      await row.getByText('Active', { exact: true }).waitFor();
      await eventually(
        async () => (await businessOf(owner.userId)).isActive === true,
        30_000,
        'the business is active',
      );

      // Delete the Basic Copy: nothing happens until DELETE is typed exactly.
      await basicCopy.getByRole('button', { name: `Delete ${basicName}` }).click();
      dialog = page.getByRole('dialog', { name: 'Delete Business' });
      const confirm = dialog.getByRole('button', { name: 'Delete Business' });
      await dialog.getByLabel('Type DELETE to confirm').fill('delete');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await screenshot(page, 'admin-delete-business', viewport);
      await confirm.click();
      await expectToast(page, 'Business deleted');
      await basicCopy.waitFor({ state: 'detached', timeout: 30_000 });
      if (viewport === 'phone') expect(await horizontalOverflow(page)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('when an admin manages a business, then the master view shows its counts, tabs and a campaign configuration', async () => {
    const { owner, campaign } = await openCampaign();
    const referrer = await joinWhenKnown(buildReferrerSignUp(campaign.id));
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInToAdminArea(page, TEST_SUPER_ADMIN.email, TEST_SUPER_ADMIN.password);
      await page.getByRole('tab', { name: 'Businesses' }).click();
      await page.getByRole('link', { name: `Manage ${owner.registration.businessName}` }).click();
      await page.waitForURL(`**/admin/business/${owner.userId}`);
      await page.getByRole('heading', { name: owner.registration.businessName }).waitFor();
      await page.getByText(owner.registration.email).first().waitFor();

      await page.getByRole('button', { name: campaign.name }).click();
      const configuration = page.getByRole('dialog', { name: 'Campaign Configuration' });
      await configuration.getByText(campaign.businessSlug).waitFor();
      await configuration.getByText('20% off your first visit').first().waitFor();
      await screenshot(page, 'admin-campaign-configuration', viewport);
      await page.keyboard.press('Escape');
      await configuration.waitFor({ state: 'hidden' });

      await page.getByRole('tab', { name: 'Referrers' }).click();
      await page.getByText(referrer.referralCode).waitFor();
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByText(owner.registration.postcode).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'admin-business-view', viewport);
      if (viewport === 'phone') expect(await horizontalOverflow(page)).toBe(0);

      await page.goto('/admin/business/6a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b');
      await page.getByText('Business Not Found').waitFor();
    } finally {
      await context.close();
    }
  });
});

async function businessOf(id: string): Promise<AdminBusinessDto> {
  return adminJson<AdminBusinessDto>(api, 'GET', `/api/admin/businesses/${id}`);
}
